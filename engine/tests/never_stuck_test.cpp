// The player whose turn it is always has something to do: a card that
// would leave him none has no effect (R12.1 with R27.3; R13.1, R13.4).
#include <gtest/gtest.h>

#include "kmr/invariants.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {
using namespace kmr::test;

TEST(NeverStuck, CancellingTheOnlyEscapeFromCheckHasNoEffect) {
  for (const char* card : {"chaos", "think-again", "knightmare"}) {
    Game g = make("R6k/1r6/6K1/8/8/8/8/8 b - - 0 1", {{Side::White, {card}}});
    ASSERT_TRUE(g.apply(move("b7b8")).ok());
    const Result r = g.apply(play(card, {}, Side::White));
    EXPECT_EQ(r.outcome, Outcome::NoEffect) << card;
    EXPECT_EQ(r.reason, Reason::CheckmateRule) << card;
    EXPECT_EQ(at(g, "b8"), 'r') << card;
    EXPECT_TRUE(check_game(g).empty()) << card;
  }
}

TEST(NeverStuck, ACancelledMoveMayNotBeRepeatedSoItIsNoLegalMove) {
  Game g = make("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", {{Side::Black, {"chaos"}}});
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  ASSERT_TRUE(g.apply(play("chaos", {}, Side::Black)).ok());
  for (const Move& m : g.legal_moves()) EXPECT_FALSE(m.from == sq("e2") && m.to == sq("e4"));
  EXPECT_EQ(g.apply(move("e2e4")).reason, Reason::SamePosition);
  EXPECT_FALSE(some_legal_action(g).empty());
}

TEST(NeverStuck, BlackWidowThroughPlotsWithNoRemedyHasNoEffect) {
  Game g = make("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                {{Side::White, {"plots-within-plots", "black-widow"}}});
  ASSERT_TRUE(g.apply(play("plots-within-plots")).ok());
  const Result r = g.apply(play("black-widow"));
  EXPECT_EQ(r.outcome, Outcome::NoEffect);
  EXPECT_EQ(r.reason, Reason::CheckRule);
  EXPECT_EQ(at(g, "d1"), 'Q');
  EXPECT_EQ(g.phase(), Phase::BeforeMove);
  EXPECT_TRUE(check_game(g).empty());
}

TEST(NeverStuck, EndingTheTurnInCheckVoidsTheCardThatLeftTheKingThere) {
  Game g = make("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                {{Side::White, {"plots-within-plots", "pacifism", "black-widow"}}});
  ASSERT_TRUE(g.apply(play("plots-within-plots")).ok());
  ASSERT_TRUE(g.apply(play("pacifism", target("a2"))).ok());
  ASSERT_TRUE(g.apply(play("black-widow")).ok());
  ASSERT_TRUE(g.exposed(Side::White));
  EXPECT_EQ(some_legal_action(g), "end-turn");
  const Result r = g.apply(end_turn());
  EXPECT_EQ(r.outcome, Outcome::NoEffect);
  EXPECT_EQ(r.reason, Reason::CheckRule);
  EXPECT_EQ(at(g, "d1"), 'Q');
  EXPECT_EQ(g.phase(), Phase::BeforeMove);
  EXPECT_EQ(g.effects().size(), 1u);   // PACIFISM stays
  EXPECT_TRUE(check_game(g).empty());  // the turn replays, voiding included
  EXPECT_TRUE(g.apply(move("d2d4")).ok());
  EXPECT_TRUE(g.apply(end_turn()).ok());
  EXPECT_EQ(g.turn(), Side::Black);
}

}  // namespace
}  // namespace kmr
