// A card whose timing the reference does not know is assumed playable in
// any window of its owner's own turn: before, instead of, or after his move
// (R6.4), never on the opponent's turn.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace kmr::test {
namespace {

CardChoices square_choice(const char* s) {
  CardChoices c;
  c.square = sq(s);
  return c;
}

constexpr const char* kFen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

TEST(UnknownTiming, PlayableBeforeTheMove) {
  Game g = make(kFen, {{Side::White, {"seat-of-power"}}});
  Result r = g.apply(play("seat-of-power", square_choice("b2")));
  ASSERT_TRUE(r.ok()) << r.detail;
  EXPECT_EQ(g.phase(), Phase::BeforeMove);  // not a move: the player still moves
  ASSERT_EQ(g.effects().size(), 1u);
  EXPECT_TRUE(g.cards(Side::White).discard.empty());  // it stays in play
  EXPECT_TRUE(g.apply(move("a1a2")).ok());
}

TEST(UnknownTiming, PlayableAfterTheMove) {
  Game g = make(kFen, {{Side::White, {"seat-of-power"}}});
  ASSERT_TRUE(g.apply(move("a1a2")).ok());
  EXPECT_EQ(g.apply(play("seat-of-power", square_choice("a2"))).reason, Reason::IllegalTarget);  // occupied
  EXPECT_TRUE(g.apply(play("seat-of-power", square_choice("a3"))).ok());
  EXPECT_EQ(g.effects().size(), 1u);
}

TEST(UnknownTiming, NotOnTheOpponentsTurn) {
  Game g = make(kFen, {{Side::Black, {"seat-of-power"}}});
  ASSERT_TRUE(g.apply(move("a1a2")).ok());
  Result r = g.apply(play("seat-of-power", square_choice("e8"), Side::Black));
  EXPECT_EQ(r.reason, Reason::WrongTiming);
  EXPECT_EQ(g.cards(Side::Black).hand.size(), 1u);
}

TEST(UnknownTiming, StillOneCardPerTurn) {
  Game g = make(kFen, {{Side::White, {"seat-of-power", "holy-ground"}}});
  ASSERT_TRUE(g.apply(play("seat-of-power", square_choice("b2"))).ok());
  ASSERT_TRUE(g.apply(move("a1a2")).ok());
  EXPECT_EQ(g.apply(play("holy-ground", square_choice("e2"))).reason, Reason::OneCardLimit);
}

}  // namespace
}  // namespace kmr::test
