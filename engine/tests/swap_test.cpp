// Two pieces exchanging squares (R23.4) and a capture of one's own piece:
// the card moves ANATHEMA, CATHEDRAL and ASSASSIN are built on.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace kmr::test {
namespace {

CardChoices targets(std::initializer_list<const char*> squares) {
  CardChoices c;
  for (const char* s : squares) c.targets.push_back(sq(s));
  return c;
}

TEST(Swap, PiecesKeepTheirIdentityAndEffects) {
  // A CURSE on the Rook stays on it when CATHEDRAL moves it.
  Game g = make("4k3/7p/8/8/8/8/8/R1B1K3 w - - 0 1", {{Side::White, {"cathedral"}}},
                {EffectSetup{"curse", Side::Black, target("a1")}});
  const PieceId rook = g.position().piece_at(sq("a1"));
  ASSERT_TRUE(g.apply(move("e1d2")).ok());
  ASSERT_TRUE(g.apply(play("cathedral", targets({"a1", "c1"}))).ok());
  EXPECT_EQ(g.position().piece_at(sq("c1")), rook);
  EXPECT_EQ(at(g, "a1"), 'B');
  ASSERT_EQ(g.effects().size(), 1u);
  EXPECT_EQ(g.effects()[0].targets.front(), rook);
  EXPECT_TRUE(g.captured(Side::White).empty());
  EXPECT_EQ(g.replayed(), g);
}

TEST(Swap, ARookSwappedLosesItsCastlingRight) {
  Game g = make("4k3/7p/8/8/8/8/P7/4KB1R w K - 0 1", {{Side::White, {"cathedral"}}});
  ASSERT_TRUE(g.apply(move("a2a3")).ok());
  ASSERT_NE(g.position().castling(), 0);
  ASSERT_TRUE(g.apply(play("cathedral", targets({"h1", "f1"}))).ok());
  EXPECT_EQ(g.position().castling(), 0);
}

TEST(CaptureOwn, TheVictimIsCapturedAndTheMoveIsMade) {
  Game g = make("4k3/7p/8/8/N7/8/8/R3K3 w - - 0 1", {{Side::White, {"assassin"}}});
  ASSERT_TRUE(g.apply(play("assassin", moves({"a1a4"}))).ok());
  ASSERT_EQ(g.captured(Side::White).size(), 1u);
  EXPECT_EQ(g.captured(Side::White)[0].role, Role::Knight);
  EXPECT_EQ(g.phase(), Phase::AfterMove);
  EXPECT_EQ(g.turn_log().moves.back().captured.has_value(), true);
  EXPECT_EQ(g.replayed(), g);
}

}  // namespace
}  // namespace kmr::test
