// A refused move names what removed it, and every change an action makes
// is an event of its result.
#include <gtest/gtest.h>

#include <algorithm>

#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::move;

EffectSetup effect(const char* card, Side owner, CardChoices choices) {
  return EffectSetup{card, owner, std::move(choices)};
}

bool has_event(const Result& r, const std::string& text) {
  return std::find(r.events.begin(), r.events.end(), text) != r.events.end();
}

TEST(Refusal, APacifistPieceMayNotCapture) {
  Game g =
      make("4k3/8/8/8/4p3/8/8/4R1K1 w - - 0 1", {}, {effect("pacifism", Side::White, test::target("e1"))});
  const Result r = g.apply(move("e1e4"));
  EXPECT_EQ(r.reason, Reason::IllegalMove);
  EXPECT_EQ(r.rule, "R15.1");
  EXPECT_EQ(r.detail, "e1e4: PACIFISM on e1 (R15.1): this piece may not capture");
}

TEST(Refusal, APacifistPieceMayNotBeCaptured) {
  Game g =
      make("4k3/8/8/8/4p3/8/8/4R1K1 w - - 0 1", {}, {effect("pacifism", Side::Black, test::target("e4"))});
  const Result r = g.apply(move("e1e4"));
  EXPECT_EQ(r.rule, "R22.3");
  EXPECT_EQ(r.detail, "e1e4: PACIFISM on e4 (R22.3): the Pawn on e4 may not be captured");
}

TEST(Refusal, AWallNamesItsFortification) {
  CardChoices wall;
  wall.wall = {test::sq("e4"), test::sq("e5")};
  Game g = make("4k3/8/8/8/4R3/8/8/6K1 w - - 0 1", {}, {effect("fortification", Side::Black, wall)});
  const Result r = g.apply(move("e4e6"));
  EXPECT_EQ(r.reason, Reason::IllegalMove);
  EXPECT_NE(r.detail.find("FORTIFICATION at e4-e5"), std::string::npos) << r.detail;
}

TEST(Refusal, ALeftCheckNamesTheCheckingPiece) {
  Game g = make("4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1");
  const Result r = g.apply(move("d2d3"));
  EXPECT_EQ(r.rule, "R13.3");
  EXPECT_EQ(r.detail, "d2d3 would leave White's King on e1 in check from the Bishop on b4");
}

TEST(Refusal, ChessItselfNamesThePieceInTheWay) {
  Game g = make("4k3/8/8/8/8/4P3/8/4R1K1 w - - 0 1");
  const Result r = g.apply(move("e1e5"));
  EXPECT_EQ(r.rule, "R1.1");
  EXPECT_EQ(r.detail, "e1e5: the Rook on e1 cannot move to e5 (the Pawn on e3 is in the way)");
}

TEST(Refusal, AnOwnPieceOnTheSquare) {
  Game g = make("4k3/8/8/8/8/8/4P3/4R1K1 w - - 0 1");
  EXPECT_EQ(g.apply(move("e1e2")).detail, "e1e2: e2 holds White's Pawn on e2");
}

TEST(Events, ASprungManTrapIsACapture) {
  CardChoices at;
  at.square = test::sq("e4");
  Game g = make("4k3/8/5n2/8/4P3/8/8/4K3 b - - 0 1", {}, {effect("man-trap", Side::White, at)});
  const Result r = g.apply(move("f6e4"));
  ASSERT_TRUE(r.ok()) << r.detail;
  EXPECT_TRUE(has_event(r, "captured P on e4"));
  EXPECT_TRUE(has_event(r, "captured n on e4"));
  EXPECT_TRUE(has_event(r, "MAN-TRAP on e4 ends"));
}

TEST(Events, ACardDrawnAtTheEndOfTheTurn) {
  kmr::Setup s;
  s.fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
  s.hands = {{Side::White, {"bog"}}};
  s.decks = {{Side::White, {"fireball"}}};
  Game g = std::move(Game::create(s)).value();
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  const Result r = g.apply(test::end_turn());
  EXPECT_TRUE(has_event(r, "white draws fireball"));
}

}  // namespace
}  // namespace kmr
