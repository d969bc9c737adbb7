// The card-aware generator's attack tests on tables (movegen_tables.cpp):
// slides cut by walls and closed squares, the pieces that could capture on
// a square, checks (R13, R15.1, R25). Internal to the engine.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "kmr/bitboard.hpp"
#include "kmr/effect.hpp"
#include "kmr/position.hpp"
#include "kmr/rules_tables.hpp"

namespace kmr::tables {

constexpr std::array<int, 8> kDelta{8, -8, 1, -1, 9, 7, -7, -9};  // square steps of kDirections
constexpr bool diagonal(int d) { return d >= 4; }

struct Rays {
  std::array<std::array<Bitboard, 64>, 8> ray{};  // squares from s outward, s excluded
};

const Rays& rays();

// The slide attacks from `s` cut where walls and closed squares stop them
// (`relevant`: which of `cuts` lie on its lines). Out of line: rare.
Bitboard apply_cuts(Square s, Bitboard attacks, const std::vector<Cut>& cuts, std::uint64_t relevant);

inline Bitboard slides(const std::vector<Cut>& cuts,
                       const std::array<std::array<std::uint64_t, 64>, 2>& relevant, Square s, Bitboard occ,
                       bool diag) {
  const Bitboard a = diag ? bishop_attacks(s, occ) : rook_attacks(s, occ);
  const std::uint64_t rel = relevant[diag ? 1 : 0][s];
  return rel ? apply_cuts(s, a, cuts, rel) : a;
}

inline Bitboard forward_slides(const BoardGeometry& g, Square s, Bitboard occ, bool diag) {
  return slides(g.forward_cuts, g.forward_relevant, s, occ, diag);
}
inline Bitboard reverse_slides(const BoardGeometry& g, Square s, Bitboard occ, bool diag) {
  return slides(g.reverse_cuts, g.reverse_relevant, s, occ, diag);
}

constexpr std::size_t at(Shape s) { return static_cast<std::size_t>(index(s)); }
constexpr std::size_t at(Side s) { return static_cast<std::size_t>(index(s)); }

// Pieces controlled by `by` that could capture on `t` (occupancy `occ`),
// whoever stands there (R15.1): nothing reaches a closed square.
Bitboard attackers_to(const BoardGeometry& g, const Position& pos, const BoardMasks& m, Square t,
                      Bitboard occ, Side by);

// Pieces controlled by `by` whose movement is no chess role's and that
// could capture on `t` (the PieceRules route's answer).
Bitboard exotic_attackers(const std::vector<Effect>& effects, const Position& pos, const BoardMasks& m,
                          Square t, Side by);

Bitboard all_attackers(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos,
                       const BoardMasks& m, Square t, Side by);

// As attacked_generic: could `by` capture on `t`, given who stands there?
bool attacked(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos,
              const BoardMasks& m, Square t, Side by);

// As exposed_generic and in_check_generic, on the position's tables.
bool exposed_at(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos, Side side,
                const PieceTable& t);

bool in_check_at(const BoardGeometry& g, const std::vector<Effect>& effects, const Position& pos, Side side,
                 const PieceTable& t);

}  // namespace kmr::tables
