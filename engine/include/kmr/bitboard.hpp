// Bitboards and the precomputed attack tables of the plain-chess fast path.
#pragma once

#include <bit>
#include <cstdint>

#include "kmr/types.hpp"

namespace kmr {

using Bitboard = std::uint64_t;

constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr Square lsb(Bitboard b) { return static_cast<Square>(std::countr_zero(b)); }
constexpr Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard file_bb(int file) { return kFileA << file; }

// Shift every bit one step north (toward rank 8) or south, dropping overflow.
constexpr Bitboard north(Bitboard b) { return b << 8; }
constexpr Bitboard south(Bitboard b) { return b >> 8; }
constexpr Bitboard forward(Bitboard b, Side s) { return s == Side::White ? north(b) : south(b); }

// Magic-bitboard lookup for one slider on one square.
struct Magic {
  Bitboard mask;
  Bitboard magic;
  std::uint32_t offset;  // into AttackTables::slides
  unsigned shift;
  constexpr std::uint32_t index(Bitboard occupied) const {
    return offset + static_cast<std::uint32_t>(((occupied & mask) * magic) >> shift);
  }
};

// Immutable tables, built once during static initialisation (attacks.cpp).
// Nothing writes them afterwards: this is constant data, not mutable state.
struct AttackTables {
  Bitboard knight[64];
  Bitboard king[64];
  Bitboard pawn[2][64];
  Magic bishop[64];
  Magic rook[64];
  Bitboard between[64][64];
  Bitboard line[64][64];
  Bitboard slides[102400 + 5248];
};
extern const AttackTables& kAttacks;

inline Bitboard knight_attacks(Square s) { return kAttacks.knight[s]; }
inline Bitboard king_attacks(Square s) { return kAttacks.king[s]; }
inline Bitboard pawn_attacks(Side side, Square s) { return kAttacks.pawn[index(side)][s]; }
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  return kAttacks.slides[kAttacks.bishop[s].index(occupied)];
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  return kAttacks.slides[kAttacks.rook[s].index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
// Squares strictly between a and b on a line (empty if not aligned).
inline Bitboard between(Square a, Square b) { return kAttacks.between[a][b]; }
// The whole line through a and b (empty if not aligned).
inline Bitboard line(Square a, Square b) { return kAttacks.line[a][b]; }

}  // namespace kmr
