// Random picks from a position (kmr/pick.hpp).
#include "kmr/pick.hpp"

#include <algorithm>

#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/piece_names.hpp"

namespace kmr::pick {

std::uint64_t Draw::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::vector<Square> pieces(const Game& g, Side by, Whose whose, std::string_view kind, bool kings) {
  std::vector<Square> out;
  const Position& pos = g.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& piece = pos.piece(id);
    if (piece.zone != Zone::Board) continue;
    const PieceProps props = g.props(id);
    const bool own = props.controlled_by[static_cast<std::size_t>(index(by))];
    const bool enemy = props.controlled_by[static_cast<std::size_t>(index(~by))];
    if ((whose == Whose::Own && !own) || (whose == Whose::Enemy && !enemy)) continue;
    if (!kind.empty() && !piece_is(g, id, kind)) continue;
    if (!kings && (g.position().piece(id).role == Role::King || g.props(id).royal))
      continue;  // a King, or royal
    out.push_back(piece.square);
  }
  return out;
}

std::vector<Square> empty_squares(const Game& g) {
  std::vector<Square> out;
  for (int s = 0; s < 64; ++s)
    if (g.position().piece_at(static_cast<Square>(s)) == kNoPiece) out.push_back(static_cast<Square>(s));
  return out;
}

std::vector<Move> moves_of(const Game& g, Side side) {
  Position view = g.position();
  view.set_side_to_move(side);
  MoveList legal;
  generate_generic(view, g.rules(), EffectRules(g.effects()), legal, Legality::Pseudo);
  return {legal.begin(), legal.end()};
}

std::vector<Move> moves_from(const Game& g, Side side, Square from) {
  std::vector<Move> out;
  for (const Move& m : moves_of(g, side))
    if (m.from == from) out.push_back(m);
  return out;
}

MoveRequest request(const Move& m) {
  return MoveRequest{m.from, m.to, m.kind == MoveKind::Promotion ? std::optional(m.promotion) : std::nullopt};
}

std::vector<Square> slides_to_empty(const Game& g, Square from, const Movement& how) {
  const Position& pos = g.position();
  std::vector<Square> out;
  auto empty_at = [&](int f, int r) { return on_board(f, r) && pos.piece_at(make_square(f, r)) == kNoPiece; };
  for (Step s : how.leaps)
    if (empty_at(file_of(from) + s.df, rank_of(from) + s.dr))
      out.push_back(make_square(file_of(from) + s.df, rank_of(from) + s.dr));
  for (const Slide& sl : how.slides) {
    int f = file_of(from), r = rank_of(from);
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      f += sl.dir.df;
      r += sl.dir.dr;
      if (!empty_at(f, r)) break;
      out.push_back(make_square(f, r));
    }
  }
  return out;
}

bool takes(const Game& g, const Move& m) {
  return m.kind == MoveKind::EnPassant ||
         (m.kind != MoveKind::Castle && g.position().piece_at(m.to) != kNoPiece);
}

}  // namespace kmr::pick
