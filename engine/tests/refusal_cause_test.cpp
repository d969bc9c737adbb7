// Refusals carry their cause, and the reason follows from it by the reason
// decision table (scenarios/FORMAT.md): a path crossed is row 7 whichever
// card's move it is, a wrong choice row 5, a game that is not as the card
// needs row 10. And refusals name what really stopped the card.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "kmr/card_behaviour.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::moves;
using test::play;
using test::sq;

CardChoices squares(const char* target, const char* to) {
  CardChoices c;
  c.target = sq(target);
  c.to = sq(to);
  return c;
}

CardChoices two(const char* a, const char* b) {
  CardChoices c;
  c.targets = {sq(a), sq(b)};
  return c;
}

EffectSetup effect(const char* card, Side owner, CardChoices c) { return {card, owner, std::move(c)}; }

TEST(RefusalCause, EveryCauseHasOneRowAndOneCode) {
  const std::set<std::pair<std::string, Reason>> rows = {
      {"1", Reason::GameOver},       {"2", Reason::NotInHand},       {"3", Reason::NotImplemented},
      {"4", Reason::WrongTiming},    {"4b", Reason::OneCardLimit},   {"5", Reason::IllegalTarget},
      {"6", Reason::IllegalMove},    {"7", Reason::Blocked},         {"8", Reason::Immune},
      {"9", Reason::CannotThreaten}, {"10", Reason::ConditionUnmet}, {"11", Reason::CheckmateRule},
      {"12", Reason::CheckRule},     {"13", Reason::SamePosition}};
  std::set<std::string> seen;
  for (int i = 1; i <= static_cast<int>(Cause::SameBoard); ++i) {
    const Cause c = static_cast<Cause>(i);
    const std::string row(decision_row(c));
    EXPECT_TRUE(rows.count({row, reason_for(c)})) << to_string(c) << " is row " << row;
    EXPECT_EQ(parse_cause(to_string(c)), c);
    seen.insert(row);
  }
  EXPECT_EQ(seen.size(), rows.size()) << "a row of the table no cause gives";
  EXPECT_EQ(decision_row(Cause::Unstated), "");
  EXPECT_EQ(Result::rejected(Cause::PathCrossed, "R14", "x").reason, Reason::Blocked);
  EXPECT_EQ(Result::rejected(Reason::Blocked, "R14", "x").cause, Cause::Unstated);
}

// Row 5 against row 7: the shape of the move against what stands in its way.
TEST(RefusalCause, ACardsMoveThroughAPieceIsBlockedAndOneOfTheWrongShapeIsAWrongChoice) {
  Game g = make("4k3/7p/8/8/8/2N1R3/3P4/2B1K3 w - - 0 1", {{Side::White, {"assassin"}}});
  const Result through = g.probe(play("assassin", moves({"c1e3"})));
  EXPECT_EQ(through.cause, Cause::PathCrossed);
  EXPECT_EQ(through.reason, Reason::Blocked);
  EXPECT_EQ(through.detail, "c1e3: the pawn on d2 stands in the way");
  const Result shape = g.probe(play("assassin", moves({"c1c3"})));
  EXPECT_EQ(shape.cause, Cause::ChoiceWrong);
  EXPECT_EQ(shape.reason, Reason::IllegalTarget);
}

TEST(RefusalCause, SanctuaryWithThePathClosedIsBlockedAndWithNoRookOnTheLineIsTheGamesCondition) {
  Game blocked = make("4k3/8/8/8/8/8/RN1K4/8 w - - 0 1", {{Side::White, {"sanctuary"}}});
  EXPECT_EQ(blocked.probe(play("sanctuary")).cause, Cause::PathCrossed);
  EXPECT_EQ(blocked.probe(play("sanctuary", test::target("a2"))).cause, Cause::PathCrossed);
  Game none = make("4k3/8/8/8/8/R7/3K4/8 w - - 0 1", {{Side::White, {"sanctuary"}}});
  EXPECT_EQ(none.probe(play("sanctuary")).cause, Cause::GameCondition);
  EXPECT_EQ(none.probe(play("sanctuary", test::target("a3"))).cause, Cause::ChoiceWrong);
}

// Row 5 against row 10: what the choice names against what the game holds.
TEST(RefusalCause, ASwapOfTheNamedKingsIntoCheckIsAWrongChoice) {
  Game g = make("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"official-visit"}}});
  ASSERT_TRUE(g.apply(test::move("a1b1")).ok());  // OFFICIAL VISIT comes after the move
  const Result r = g.probe(play("official-visit", two("e1", "e8")));
  EXPECT_EQ(r.cause, Cause::ChoiceWrong);
  EXPECT_EQ(r.reason, Reason::IllegalTarget);
}

TEST(RefusalCause, ACardNamedThatThePileDoesNotHoldIsTheGamesConditionLikeAPieceKindTheBoxLacks) {
  kmr::Setup s;
  s.fen = "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1";
  s.hands[Side::Black] = {"legacy"};
  s.discard[Side::Black] = {"fog-of-war"};
  s.discard[Side::White] = {"bog"};
  Game g = std::move(Game::create(s)).value();
  ASSERT_TRUE(g.apply(test::move("d1d5")).ok());
  CardChoices bog;
  bog.card = "bog";
  const Result r = g.probe(play("legacy", bog, Side::Black));
  EXPECT_EQ(r.cause, Cause::GameCondition) << r.detail;
  CardChoices rook;
  rook.piece = "rook";
  rook.to = sq("a1");
  Game box = make("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"resurrection"}}});
  EXPECT_EQ(box.probe(play("resurrection", rook)).cause, Cause::GameCondition);
}

// Item 3 of issue 23: the refusal names what closes the way.
TEST(RefusalCause, CowardiceNamesTheForbiddenCityThatClosesTheWayBack) {
  CardChoices city;
  city.square = sq("d6");
  Game g = make("4k3/8/8/3p4/8/8/8/R3K3 w - - 0 1", {{Side::White, {"cowardice"}}},
                {effect("forbidden-city", Side::Black, city)});
  ASSERT_TRUE(g.apply(test::move("a1a2")).ok());
  const Result r = g.probe(play("cowardice", squares("d5", "d7")));
  EXPECT_EQ(r.cause, Cause::PathCrossed);
  EXPECT_EQ(r.detail, "d6 is closed to every piece (FORBIDDEN CITY on d6)");
  const Result end = g.probe(play("cowardice", squares("d5", "d6")));
  EXPECT_EQ(end.cause, Cause::SquareClosed) << "the square it would stop on";
  CardChoices wall;
  wall.wall = std::pair{sq("d5"), sq("d6")};
  Game walled = make("4k3/8/8/3p4/8/8/8/R3K3 w - - 0 1", {{Side::White, {"cowardice"}}},
                     {effect("fortification", Side::Black, wall)});
  ASSERT_TRUE(walled.apply(test::move("a1a2")).ok());
  const Result w = walled.probe(play("cowardice", squares("d5", "d6")));
  EXPECT_EQ(w.cause, Cause::PathCrossed);
  EXPECT_EQ(w.detail, "FORTIFICATION at d5-d6 stands between d5 and d6");
}

// Item 3 of issue 23: a piece moved and taken since is not "no piece moved".
TEST(RefusalCause, MysticShieldAndFireballSayThePieceThatMovedWasTakenSince) {
  // The trap is laid under White's e4 Pawn, which then moves on; Black's
  // Knight lands on the empty trap square, capturing nothing, and is taken.
  CardChoices trap;
  trap.square = sq("e4");
  Game g = make("4k3/8/5n2/8/4P3/8/8/4K3 w - - 0 1", {{Side::Black, {"mystic-shield", "fireball"}}},
                {effect("man-trap", Side::White, trap)});
  ASSERT_TRUE(g.apply(test::move("e4e5")).ok());
  ASSERT_TRUE(g.apply(test::end_turn()).ok());
  ASSERT_TRUE(g.apply(test::move("f6e4")).ok());
  ASSERT_EQ(test::at(g, "e4"), '.');
  const std::string gone =
      "the knight you moved to e4 this turn is no longer on the board (captured by MAN-TRAP after its move)";
  const Result shield = g.probe(play("mystic-shield"));
  EXPECT_EQ(shield.cause, Cause::GameCondition);
  EXPECT_EQ(shield.detail, gone);
  const Result fireball = g.probe(play("fireball"));
  EXPECT_EQ(fireball.cause, Cause::GameCondition);
  EXPECT_EQ(fireball.detail, gone);
}

// A MADMAN leap onto a FORBIDDEN CITY names the city (issue 23, R14.6).
TEST(RefusalCause, MadmanNamesTheForbiddenCityItWouldLandOn) {
  CardChoices city;
  city.square = sq("e5");
  Game g = make("4k3/8/8/8/3n4/2P5/8/4K3 w - - 0 1", {{Side::White, {"madman"}}},
                {effect("forbidden-city", Side::Black, city)});
  const Result r = g.probe(play("madman", moves({"c3e5"})));
  EXPECT_EQ(r.cause, Cause::PathCrossed);
  EXPECT_EQ(r.detail, "c3e5: e5 is closed to every piece (FORBIDDEN CITY on e5)");
}

TEST(RefusalCause, APieceHeldInPlaceNamesTheEffectThatHoldsIt) {
  Game g = make("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"long-jump", "ghostwalk"}}},
                {effect("medusa", Side::Black, test::target("a1"))});
  const Result r = g.probe(play("ghostwalk", moves({"a1a5"})));
  EXPECT_EQ(r.cause, Cause::ChoiceWrong);
  EXPECT_EQ(r.detail, "the piece on a1 may not move now (MEDUSA on a1 holds it)");
}

}  // namespace
}  // namespace kmr
