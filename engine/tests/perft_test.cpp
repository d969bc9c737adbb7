// The six standard perft positions against their published node counts,
// and the generic generator against the fast path.
#include <gtest/gtest.h>

#include "kmr/fen.hpp"
#include "kmr/perft.hpp"

namespace kmr {
namespace {

struct PerftCase {
  const char* name;
  const char* fen;
  int depth;
  std::uint64_t nodes;
};

const PerftCase kCases[] = {
    {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603},
    {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11030083},
    {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292},
    {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487},
    {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3894594},
};

class StandardPerft : public ::testing::TestWithParam<PerftCase> {};

TEST_P(StandardPerft, MatchesPublishedCount) {
  const auto& c = GetParam();
  auto pos = parse_fen(c.fen, RulesProfile::Fide);
  ASSERT_TRUE(pos) << pos.error().message;
  EXPECT_EQ(perft(*pos, RulesProfile::Fide, c.depth), c.nodes);
}

TEST_P(StandardPerft, CardAwarePathAgreesWithFastPath) {
  const auto& c = GetParam();
  auto pos = parse_fen(c.fen, RulesProfile::Fide);
  ASSERT_TRUE(pos);
  for (RulesProfile profile : {RulesProfile::Fide, RulesProfile::Knightmare})
    EXPECT_EQ(perft(*pos, profile, 4, MoveGenPath::Generic), perft(*pos, profile, 4, MoveGenPath::Fast))
        << to_string(profile);
}

TEST_P(StandardPerft, CardAwarePathMatchesPublishedCount) {
  const auto& c = GetParam();
  auto pos = parse_fen(c.fen, RulesProfile::Fide);
  ASSERT_TRUE(pos);
  EXPECT_EQ(perft(*pos, RulesProfile::Fide, c.depth, MoveGenPath::Generic), c.nodes);
}

TEST_P(StandardPerft, ReferencePathAgreesWithFastPath) {
  const auto& c = GetParam();
  auto pos = parse_fen(c.fen, RulesProfile::Fide);
  ASSERT_TRUE(pos);
  for (RulesProfile profile : {RulesProfile::Fide, RulesProfile::Knightmare})
    EXPECT_EQ(perft(*pos, profile, 3, MoveGenPath::Reference), perft(*pos, profile, 3, MoveGenPath::Fast))
        << to_string(profile);
}

INSTANTIATE_TEST_SUITE_P(Positions, StandardPerft, ::testing::ValuesIn(kCases),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

TEST(Perft, DivideSumsToTotal) {
  auto pos = parse_fen(kStartFen, RulesProfile::Fide);
  ASSERT_TRUE(pos);
  auto parts = perft_divide(*pos, RulesProfile::Fide, 3);
  EXPECT_EQ(parts.size(), 20u);
  std::uint64_t sum = 0;
  for (auto& [m, n] : parts) sum += n;
  EXPECT_EQ(sum, 8902u);
}

TEST(Perft, KnightmareProfileDiffersOnlyWhereItShould) {
  // From the start position the two profiles agree for the first plies:
  // no Pawn is on its first rank and no castling is possible yet.
  auto pos = parse_fen(kStartFen);
  ASSERT_TRUE(pos);
  EXPECT_EQ(perft(*pos, RulesProfile::Knightmare, 4), perft(*pos, RulesProfile::Fide, 4));
}

TEST(Perft, DepthIsBoundedBeforeAnyRecursion) {
  // 5000 plies (a typo for 5) once overflowed the stack; above the bound
  // nothing is counted, on every path, without recursing (issue 25).
  const auto pos = parse_fen(std::string(kStartFen), RulesProfile::Fide);
  ASSERT_TRUE(pos);
  for (MoveGenPath path :
       {MoveGenPath::Auto, MoveGenPath::Fast, MoveGenPath::Generic, MoveGenPath::Reference}) {
    EXPECT_EQ(perft(*pos, RulesProfile::Fide, 5000, path), 0u) << to_string(path);
    EXPECT_EQ(perft(*pos, RulesProfile::Fide, kMaxPerftDepth + 1, path), 0u) << to_string(path);
    EXPECT_TRUE(perft_divide(*pos, RulesProfile::Fide, 5000, path).empty()) << to_string(path);
  }
  // The bound itself is counted: a stalemate has no move however deep.
  const auto stalemate = parse_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", RulesProfile::Fide);
  ASSERT_TRUE(stalemate);
  EXPECT_EQ(perft(*stalemate, RulesProfile::Fide, kMaxPerftDepth), 0u);
  EXPECT_EQ(perft(*pos, RulesProfile::Fide, 0), 1u);
}

}  // namespace
}  // namespace kmr
