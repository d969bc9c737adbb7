#include "tables_attacks.hpp"

#include <bit>

#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"

namespace kmr::tables {

const Rays& rays() {
  static const Rays kRays = [] {  // constant data, built once
    Rays r;
    for (std::size_t d = 0; d < 8; ++d)
      for (Square s = 0; s < 64; ++s) {
        int f = file_of(s) + kDirections[d].df, k = rank_of(s) + kDirections[d].dr;
        for (; on_board(f, k); f += kDirections[d].df, k += kDirections[d].dr)
          r.ray[d][s] |= bit(make_square(f, k));
      }
    return r;
  }();
  return kRays;
}

// The slide attacks from `s` cut where walls and closed squares stop them.
Bitboard apply_cuts(Square s, Bitboard attacks, const std::vector<Cut>& cuts, std::uint64_t relevant) {
  const Rays& r = rays();
  for (; relevant; relevant &= relevant - 1) {
    const Cut& c = cuts[static_cast<std::size_t>(std::countr_zero(relevant))];
    if (c.at == s || (attacks & r.ray[c.dir][s] & bit(c.at))) attacks &= ~r.ray[c.dir][c.at];
  }
  return attacks;
}

// Pieces controlled by `by` that could capture on `t` (occupancy `occ`),
// whoever stands there (R15.1): nothing reaches a closed square.
Bitboard attackers_to(const BoardGeometry& g, const Position& pos, const BoardMasks& m, Square t,
                      Bitboard occ, Side by) {
  if (g.closed & bit(t)) return 0;
  Bitboard a = (knight_attacks(t) & m.shape[at(Shape::Knight)]) | (g.adjacent[t] & m.shape[at(Shape::King)]);
  const Bitboard pawns = m.shape[at(Shape::Pawn)];
  if (pawns)
    a |= (g.pawn_attackers[0][t] & pawns & pos.pieces(Side::White)) |
         (g.pawn_attackers[1][t] & pawns & pos.pieces(Side::Black));
  const Bitboard queens = m.shape[at(Shape::Queen)];
  if (const Bitboard diag = m.shape[at(Shape::Bishop)] | queens) a |= reverse_slides(g, t, occ, true) & diag;
  if (const Bitboard orth = m.shape[at(Shape::Rook)] | queens) a |= reverse_slides(g, t, occ, false) & orth;
  return a & m.controlled[at(by)] & m.capturers & occ & ~bit(t);
}

// Pieces controlled by `by` whose movement is no chess role's and that
// could capture on `t` (the PieceRules route's answer).
Bitboard exotic_attackers(const std::vector<Effect>& effects, const Position& pos, const BoardMasks& m,
                          Square t, Side by) {
  Bitboard out = 0;
  const Bitboard exotic = m.shape[at(Shape::Exotic)] & m.controlled[at(by)] & m.capturers & ~bit(t);
  if (!exotic) return 0;
  const EffectRules rules(effects);
  for (Bitboard b = exotic; b;) {
    const Square from = pop_lsb(b);
    if (piece_threatens(pos, pos.piece_at(from), t, rules)) out |= bit(from);
  }
  return out;
}

Bitboard all_attackers(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos,
                       const BoardMasks& m, Square t, Side by) {
  return attackers_to(g, pos, m, t, pos.occupied(), by) | exotic_attackers(effects, pos, m, t, by);
}

// As attacked_generic: could `by` capture on `t`, given who stands there?
bool attacked(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos,
              const BoardMasks& m, Square t, Side by) {
  const Bitboard a = all_attackers(g, effects, pos, m, t, by);
  if (!a) return false;
  const Bitboard v = bit(t);
  if (!(pos.occupied() & v)) return true;
  if (!(m.capturable & v)) return false;
  if (!(pos.pieces(by) & v)) return true;  // an enemy of the capturer's side
  // One's own piece: only a neutral one, or by a neutral piece, and never a royal one (R24.1, R12.3).
  if (m.royal & v) return false;
  return (m.neutral & v) || (a & m.neutral);
}

bool exposed_at(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos, Side side,
                const PieceTable& t) {
  const BoardMasks m = board_masks(pos, t);
  const Bitboard royal = m.royal & pos.pieces(side);
  // Several royal pieces: a check on one need not be answered (R13.6, R25.2).
  if (!royal || popcount(royal) + t.royals_aside[at(side)] != 1 || !(m.capturable & royal)) return false;
  return all_attackers(g, effects, pos, m, lsb(royal), ~side) != 0 ||
         en_passant_threat(pos, pos.piece_at(lsb(royal)), ~side, EffectRules(effects));
}

bool in_check_at(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos, Side side,
                 const PieceTable& t) {
  const BoardMasks m = board_masks(pos, t);
  for (Bitboard royal = m.royal & pos.pieces(side) & m.capturable; royal;) {
    const Square sq = pop_lsb(royal);
    if (all_attackers(g, effects, pos, m, sq, ~side) ||
        en_passant_threat(pos, pos.piece_at(sq), ~side, EffectRules(effects)))
      return true;
  }
  return false;
}

}  // namespace kmr::tables
