// The board geometry the effects make (R14, R19.2): the Pawns' forward
// direction on a turned board (EARTHQUAKE), walls (FORTIFICATION) and
// closed squares (FORBIDDEN CITY), as tables.
#include <optional>

#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/rules_tables.hpp"

namespace kmr {
namespace {

Square offset(Square s, int df, int dr) {
  const int f = file_of(s) + df, r = rank_of(s) + dr;
  return on_board(f, r) ? make_square(f, r) : kOffBoard;
}

// Everything that follows from the forward steps, the walls (`adjacent`)
// and the closed squares.
void complete(BoardGeometry& g) {
  for (int side = 0; side < 2; ++side) {
    const Step fwd = g.forward[static_cast<std::size_t>(side)];
    auto& caps = g.pawn_captures[static_cast<std::size_t>(side)];
    auto& attackers = g.pawn_attackers[static_cast<std::size_t>(side)];
    attackers = {};
    g.push_ok[static_cast<std::size_t>(side)] = 0;
    g.diagonal_ok[static_cast<std::size_t>(side)] = {};
    for (Square s = 0; s < 64; ++s) {
      const std::size_t i = s;
      auto& diag = g.pawn_diagonals[static_cast<std::size_t>(side)][i];
      // Diagonally forward: forward plus one square to either side (R19.2).
      for (int k = 0; k < 2; ++k) {
        const int x = k == 0 ? -1 : 1;
        diag[static_cast<std::size_t>(k)] = fwd.df == 0 ? offset(s, x, fwd.dr) : offset(s, fwd.df, x);
      }
      caps[i] = 0;
      for (Square d : diag)
        if (d != kOffBoard && (g.adjacent[i] & bit(d))) caps[i] |= bit(d);
      const Square ahead = offset(s, fwd.df, fwd.dr);
      g.pawn_push[static_cast<std::size_t>(side)][i] =
          ahead != kOffBoard && (g.adjacent[i] & bit(ahead)) && !(g.closed & bit(ahead)) ? ahead : kOffBoard;
      g.frame_rank[static_cast<std::size_t>(side)][i] = static_cast<std::uint8_t>(rank_in_frame(fwd, s));
      if (g.pawn_push[static_cast<std::size_t>(side)][i] != kOffBoard)
        g.push_ok[static_cast<std::size_t>(side)] |= bit(s);
      for (std::size_t k = 0; k < 2; ++k)
        if (diag[k] != kOffBoard && (caps[i] & bit(diag[k])))
          g.diagonal_ok[static_cast<std::size_t>(side)][k] |= bit(s);
    }
    for (Square s = 0; s < 64; ++s)
      for (Bitboard b = caps[s]; b;) attackers[pop_lsb(b)] |= bit(s);
  }
  g.forward_cuts.clear();
  g.reverse_cuts.clear();
  for (Square s = 0; s < 64; ++s)
    for (std::uint8_t d = 0; d < kDirections.size(); ++d) {
      const Square t = offset(s, kDirections[d].df, kDirections[d].dr);
      if (t == kOffBoard) continue;
      if (!(g.adjacent[s] & bit(t))) {  // a wall: no slide crosses it, either way
        g.forward_cuts.push_back(Cut{s, d});
        g.reverse_cuts.push_back(Cut{s, d});
      }
      // A slide may not enter a closed square, nor pass one; seen from the
      // square it aims at, a piece standing on one still starts there.
      if (g.closed & bit(t)) g.forward_cuts.push_back(Cut{s, d});
      if (g.closed & bit(s)) g.reverse_cuts.push_back(Cut{s, d});
    }
  auto relevant = [](const std::vector<Cut>& cuts, std::array<std::array<std::uint64_t, 64>, 2>& out) {
    out = {};
    for (std::size_t i = 0; i < cuts.size() && i < 64; ++i) {
      const Cut& c = cuts[i];
      const std::size_t diag = c.dir >= 4 ? 1 : 0;
      // The squares whose slide in direction `dir` passes or starts on c.at.
      const Step back{static_cast<std::int8_t>(-kDirections[c.dir].df),
                      static_cast<std::int8_t>(-kDirections[c.dir].dr)};
      for (Square s = c.at; s != kOffBoard; s = offset(s, back.df, back.dr))
        out[diag][s] |= std::uint64_t{1} << i;
    }
  };
  relevant(g.forward_cuts, g.forward_relevant);
  relevant(g.reverse_cuts, g.reverse_relevant);
}

BoardGeometry make_plain() {
  BoardGeometry g;
  for (Square s = 0; s < 64; ++s) g.adjacent[s] = king_attacks(s);
  complete(g);
  return g;
}

}  // namespace

const BoardGeometry& BoardGeometry::plain() {
  static const BoardGeometry kPlain = make_plain();  // constant data, built once
  return kPlain;
}

const BoardGeometry* resolve_geometry(const Position& pos, const std::vector<Effect>& effects,
                                      std::optional<BoardGeometry>& storage) {
  bool changed = false;
  for (const Effect& fx : effects) {
    const CardBehaviour* b = fx.card->behaviour;
    if (!fx.suspended && b && (b->turns || b->blocks_step || b->closes_square)) changed = true;
  }
  if (!changed) return &BoardGeometry::plain();
  const EffectRules rules(effects);
  BoardGeometry g;
  g.forward = {rules.forward(pos, Side::White), rules.forward(pos, Side::Black)};
  for (Square s = 0; s < 64; ++s) {
    if (!rules.square_open(pos, s)) g.closed |= bit(s);
    for (Bitboard near = king_attacks(s); near;) {
      const Square t = pop_lsb(near);
      const bool open = rules.step_open(pos, s, t);
      if (open != rules.step_open(pos, t, s)) return nullptr;  // a one-way wall
      if (open) g.adjacent[s] |= bit(t);
    }
  }
  complete(g);
  if (g.forward_cuts.size() > 64 || g.reverse_cuts.size() > 64) return nullptr;
  storage = std::move(g);
  return &*storage;
}

}  // namespace kmr
