// The magic slider tables against a plain ray walk, for every square and
// a spread of occupancies.
#include <gtest/gtest.h>

#include "kmr/bitboard.hpp"

namespace kmr {
namespace {

Bitboard walk(Square s, Bitboard occ, std::initializer_list<std::pair<int, int>> dirs) {
  Bitboard out = 0;
  for (auto [df, dr] : dirs) {
    for (int f = file_of(s) + df, r = rank_of(s) + dr; on_board(f, r); f += df, r += dr) {
      out |= bit(make_square(f, r));
      if (occ & bit(make_square(f, r))) break;
    }
  }
  return out;
}

TEST(Attacks, SliderTablesMatchARayWalk) {
  std::uint64_t x = 0x2545F4914F6CDD1DULL;
  for (int i = 0; i < 20000; ++i) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    const Bitboard occ = x & (x >> 3);
    const Square s = static_cast<Square>(i % 64);
    ASSERT_EQ(rook_attacks(s, occ), walk(s, occ, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}})) << int(s);
    ASSERT_EQ(bishop_attacks(s, occ), walk(s, occ, {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})) << int(s);
  }
}

TEST(Attacks, LinesAndBetween) {
  EXPECT_EQ(between(0, 7), 0x7EULL);         // a1-h1: b1..g1
  EXPECT_EQ(line(0, 9) & bit(63), bit(63));  // a1, b2 ... h8
  EXPECT_EQ(between(0, 10), 0u);             // a1 and c2 are not aligned
}

}  // namespace
}  // namespace kmr
