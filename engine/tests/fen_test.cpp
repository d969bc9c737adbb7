#include <gtest/gtest.h>

#include "kmr/fen.hpp"

namespace kmr {
namespace {

TEST(Fen, RoundTrips) {
  for (const char* fen :
       {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", "8/8/8/8/8/8/8/4K2k b - - 12 40"}) {
    auto pos = parse_fen(fen);
    ASSERT_TRUE(pos) << fen;
    EXPECT_EQ(to_fen(*pos), fen);
  }
}

TEST(Fen, MissingFieldsDefault) {
  auto pos = parse_fen("4k3/8/8/8/8/8/8/4K3");
  ASSERT_TRUE(pos);
  EXPECT_EQ(to_fen(*pos), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

void expect_error(const char* fen, const std::string& message,
                  RulesProfile profile = RulesProfile::Knightmare) {
  auto pos = parse_fen(fen, profile);
  ASSERT_FALSE(pos) << fen;
  EXPECT_EQ(pos.error().message, message);
}

TEST(Fen, ErrorsSayWhatIsWrong) {
  expect_error("", "bad FEN: empty");
  expect_error("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "bad FEN: expected at most 6 fields, found 7");
  expect_error("4k3/8/8/8/8/8/8/4K2 w", "bad FEN: rank 1 has 7 squares, expected 8");
  expect_error("4k3/8/8/8/8/8/8 w", "bad FEN: the placement field has 7 ranks, expected 8");
  expect_error("4k3/8/8/8/8/8/8/8/4K3 w", "bad FEN: more than 8 ranks in the placement field");
  expect_error(
      "4k3/9/8/8/8/8/8/4K3 w",
      "bad FEN: unexpected character '9' in the placement field (expected one of pnbrqksPNBRQKS, 1-8 or /)");
  expect_error("4k3/8/8/8/8/8/8/4K3 x", "bad FEN: side to move is 'x', expected w or b");
  expect_error("4k3/8/8/8/8/8/8/4K3 w X", "bad FEN: castling field has 'X', expected K, Q, k, q or -");
  expect_error("4k3/8/8/8/8/8/8/4K3 w K",
               "bad FEN: castling right 'K' needs a white King on e1 and Rook on h1");
  expect_error("4k3/8/8/8/8/8/8/4K3 w - e4",
               "bad FEN: en passant square 'e4' must be - or a square on rank 6 or 7");
  // Found by scripts/fuzz.sh: an en passant capture that takes nothing,
  // which the two move generators counted differently.
  expect_error(
      "8/8/8/kp2P2R/8/8/8/7K w - d6 0 1",
      "bad FEN: en passant square 'd6' needs it empty and a black Pawn on d5 that has just moved two "
      "squares");
  expect_error(
      "4k3/8/8/8/8/3N4/3P4/4K3 b - d3 0 1",
      "bad FEN: en passant square 'd3' needs it empty and a white Pawn on d4 that has just moved two "
      "squares");
  expect_error("4k3/8/8/8/8/8/8/4K3 w - - x", "bad FEN: halfmove clock 'x' is not a number");
  expect_error("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "bad FEN: fullmove number '0' is not a positive number");
  expect_error("8/8/8/8/8/8/8/4K3 w", "bad FEN: black has 0 Kings, plain chess needs exactly 1",
               RulesProfile::Fide);
  expect_error("4k3/8/8/8/8/8/8/P3K3 w",
               "bad FEN: a Pawn stands on the first or last rank, impossible in plain chess",
               RulesProfile::Fide);
  // Found by scripts/fuzz.sh: the move generator would then take the King.
  expect_error("k7/8/8/3q4/8/8/8/7K b - - 0 1",
               "bad FEN: white is in check but not to move, impossible in plain chess", RulesProfile::Fide);
}

TEST(Fen, KnightmareAllowsWhatCardsCanProduce) {
  EXPECT_TRUE(parse_fen("8/8/8/8/8/8/8/P3K3 w"));    // a Pawn moved back to its first rank
  EXPECT_TRUE(parse_fen("4k3/8/8/8/8/8/8/K3K3 w"));  // two Kings (HEIR)
}

}  // namespace
}  // namespace kmr
