// The end of the game with cards in hand (R16.1, R17.2): a player with no
// legal move is beaten only when no play of a card gets him out this turn,
// now or after a move into check that a card answers (R13.2).
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::sq;

// White: King a1 boxed in by his Pawns, in check from the Rook on f1.
constexpr const char* kBoxed = "8/8/4k3/8/8/8/PP6/K4r2 w - - 0 1";

TEST(GameOver, CardsThatCannotGetHimOutDoNotKeepTheGameGoing) {
  const Game g = make(kBoxed, {{Side::White, {"crab", "man-trap"}}});
  EXPECT_EQ(g.game_over(), GameOver::BlackWins);
}

TEST(GameOver, ACardAfterAMoveIntoCheckIsAnEscape) {
  const Game g = make(kBoxed, {{Side::White, {"mystic-shield"}}});
  EXPECT_EQ(g.game_over(), GameOver::None);
  Game played = g;
  ASSERT_TRUE(played.apply(test::move("a1b1")).ok());
  ASSERT_TRUE(played.apply(test::play("mystic-shield")).ok());
  EXPECT_FALSE(played.exposed(Side::White));
}

TEST(GameOver, TruceIsNoEscapeFromACheck) {
  // Played while a King is in check, TRUCE ends at once (B-03 reading, FORMAT.md).
  EXPECT_EQ(make(kBoxed, {{Side::White, {"truce"}}}).game_over(), GameOver::BlackWins);
}

TEST(GameOver, TheEscapeMayNeedAKingMove) {
  // MYSTIC SHIELD protects the piece just moved: only a King move makes it an escape.
  EXPECT_EQ(make(kBoxed, {{Side::White, {"mystic-shield"}}}).game_over(), GameOver::None);
}

TEST(GameOver, StalemateWithACardThatGivesNoMoveIsADraw) {
  const Game g = make("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1", {{Side::Black, {"crab"}}});
  EXPECT_TRUE(g.stalemated());
  EXPECT_EQ(g.game_over(), GameOver::Draw);
}

TEST(GameOver, TheAnswerIsTheSameFromACopyAndLeavesTheGameEqual) {
  const Game g = make(kBoxed, {{Side::White, {"crab", "mystic-shield"}}});
  const Game before = g;
  const Game copy = g;
  EXPECT_EQ(g.game_over(), GameOver::None);
  EXPECT_EQ(copy.game_over(), GameOver::None);  // from the memo the copy shares
  EXPECT_EQ(g, before);
  const Game other = make(kBoxed, {{Side::White, {"crab"}}});
  EXPECT_EQ(other.game_over(), GameOver::BlackWins);  // a different game is not answered from it
}

TEST(GameOver, MovesAfterTheEndAreRefusedAsGameOver) {
  Game g = make(kBoxed, {{Side::White, {"crab"}}});
  const Result r = g.apply(test::move("a2a3"));
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.reason, Reason::GameOver);
}

TEST(GameOver, ACardAfterTheEndIsRefusedForItsOwnReasonFirst) {
  Game g = make(kBoxed, {{Side::White, {"crab"}}});
  const Result r = g.apply(test::play("crab", test::target("b2")));
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.reason, Reason::WrongTiming);  // CRAB comes after the move
}

TEST(GameOver, ThePlayerWhoGaveMateFinishesHisTurnButCannotEndIt) {
  Game g = make("7k/6pp/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"mystic-shield"}}});
  ASSERT_TRUE(g.apply(test::move("a1a8")).ok());
  EXPECT_EQ(g.game_over(), GameOver::WhiteWins);
  EXPECT_TRUE(g.apply(test::play("mystic-shield")).ok());
  const Result ended = g.apply(test::end_turn());
  EXPECT_EQ(ended.reason, Reason::GameOver);
}

}  // namespace
}  // namespace kmr
