// Cards behind the FAQ's Section 3, letter B: BETRAYAL, DISINTEGRATION,
// HOSTAGE, REVENGE, TOLL, SPLIT KNIGHT, TRUCE, EARTHQUAKE, PLOTS WITHIN
// PLOTS, BLACK WIDOW, BOMBARD, GHOSTWALK, BREAKTHROUGH, BRIBERY, WARLORD and
// the BOG fixes (R7.3, R14, R15, R19.2, R22, R23, R25, R26.2).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using namespace kmr::test;  // NOLINT: the shared builders

TEST(LetterBCards, DisintegrationKillsOwnPawnEvenPacifist) {
  Game g = make("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", {{Side::White, {"disintegration"}}},
                {effect("pacifism", Side::White, target("d2"))});
  ASSERT_TRUE(g.apply(play("disintegration", target("d2"))).ok());
  EXPECT_EQ(at(g, "d2"), '.');
  EXPECT_EQ(g.dead(Side::White).size(), 1u);
  EXPECT_TRUE(g.effects().empty());
}

TEST(LetterBCards, DisintegrationOnlyOnOwnPawns) {
  Game g = make("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1", {{Side::White, {"disintegration"}}});
  EXPECT_EQ(g.apply(play("disintegration", target("d2"))).reason, Reason::IllegalTarget);
}

TEST(LetterBCards, BetrayalNeedsOwnHalfAndCapturedPawn) {
  Game none = make("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1", {{Side::Black, {"betrayal"}}});
  EXPECT_EQ(none.apply(play("betrayal", target("d5"))).reason, Reason::ConditionUnmet);
  Game far = make("4k3/8/8/8/3P4/8/8/4K3 b - - 0 1", {{Side::Black, {"betrayal"}}}, {},
                  {{Side::Black, {Role::Pawn}}});
  EXPECT_EQ(far.apply(play("betrayal", target("d4"))).reason, Reason::IllegalTarget);
  Game ok = make("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1", {{Side::Black, {"betrayal"}}}, {},
                 {{Side::Black, {Role::Pawn}}});
  ASSERT_TRUE(ok.apply(play("betrayal", target("d5"))).ok());
  EXPECT_EQ(at(ok, "d5"), 'p');
  EXPECT_TRUE(ok.captured(Side::Black).empty());
}

TEST(LetterBCards, HostageSwapsThePawnForTheTakenPiece) {
  Game g = make("r3k3/8/8/8/8/N7/7P/4K3 b - - 0 1", {{Side::White, {"hostage"}}});
  ASSERT_TRUE(g.apply(move("a8a3")).ok());
  ASSERT_TRUE(g.apply(play("hostage", target("h2"))).ok());
  EXPECT_EQ(at(g, "h2"), 'N');
  EXPECT_EQ(g.captured(Side::White).size(), 1u);
}

TEST(LetterBCards, RevengeNeedsAPawnLostWithoutACard) {
  Game g = make("4k3/7p/8/8/8/8/1N5r/4K3 b - - 0 1", {{Side::White, {"revenge"}}});
  ASSERT_TRUE(g.apply(move("h2b2")).ok());  // a Knight, not a Pawn
  EXPECT_EQ(g.apply(play("revenge", target("h7"))).reason, Reason::ConditionUnmet);
}

TEST(LetterBCards, TollNeedsACrossing) {
  Game g = make("4k3/7p/8/8/4n3/8/8/4K3 b - - 0 1", {{Side::White, {"toll"}}});
  ASSERT_TRUE(g.apply(move("e4c3")).ok());  // already in White's half
  EXPECT_EQ(g.apply(play("toll", target("h7"))).reason, Reason::ConditionUnmet);
}

TEST(LetterBCards, SplitKnightTakesTwoAndGoes) {
  Game g = make("4k3/8/2r1r3/8/3N4/8/8/4K3 w - - 0 1", {{Side::White, {"split-knight"}}});
  CardChoices c = target("d4");
  c.targets = {sq("c6"), sq("e6")};
  ASSERT_TRUE(g.apply(play("split-knight", c)).ok());
  EXPECT_EQ(at(g, "d4"), '.');
  EXPECT_EQ(g.captured(Side::Black).size(), 2u);
  EXPECT_EQ(g.phase(), Phase::AfterMove);
}

TEST(LetterBCards, SplitKnightNeedsTwoThreatenedPieces) {
  Game g = make("4k3/8/2r5/8/3N4/8/8/r3K3 w - - 0 1", {{Side::White, {"split-knight"}}});
  CardChoices c = target("d4");
  c.targets = {sq("c6"), sq("a1")};
  EXPECT_EQ(g.apply(play("split-knight", c)).reason, Reason::IllegalTarget);
}

TEST(LetterBCards, TruceRemovesEveryThreat) {
  // A TRUCE laid while a King is in check ends at once: the check it ends
  // is judged without it, since under it nothing threatens (B-03 reading).
  Game g = make("4k3/8/8/8/8/8/8/4K2r w - - 0 1", {}, {effect("truce", Side::White)});
  EXPECT_TRUE(g.in_check(Side::White));
  EXPECT_TRUE(g.effects().empty());
  Game calm = make("4k3/8/8/8/3r4/8/8/3RK3 w - - 0 1", {}, {effect("truce", Side::White)});
  ASSERT_EQ(calm.effects().size(), 1u);
  EXPECT_FALSE(has(calm.destinations(sq("d1")), "d4"));
  EXPECT_TRUE(has(calm.destinations(sq("d1")), "d3"));
}

TEST(LetterBCards, EarthquakeTurnsPawnsAndHalves) {
  CardChoices cw;
  cw.rotate = Rotation::Clockwise;
  Game g = make("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", {}, {effect("earthquake", Side::Black, cw)});
  EXPECT_EQ(g.destinations(sq("e4")), std::vector<Square>{sq("d4")});
  CardChoices ccw;
  ccw.rotate = Rotation::CounterClockwise;
  Game h = make("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", {}, {effect("earthquake", Side::Black, ccw)});
  EXPECT_EQ(h.destinations(sq("e4")), std::vector<Square>{sq("f4")});
}

TEST(LetterBCards, EarthquakeTurnsACrabsForwardToo) {
  CardChoices cw;
  cw.rotate = Rotation::Clockwise;
  // Clockwise, White's Pawns go toward the a-file: a Crab on e4 steps to d5 or d3.
  Game g = make("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", {},
                {effect("crab", Side::White, on("e4")), effect("earthquake", Side::Black, cw)});
  std::vector<Square> crab = g.destinations(sq("e4"));
  std::sort(crab.begin(), crab.end());
  EXPECT_EQ(crab, (std::vector<Square>{sq("d3"), sq("d5")}));
}

TEST(LetterBCards, AMergedPawnAndCrabKeepTheirOwnPawnMoves) {
  // A Pawn merged with a Crab pushes as the Pawn and steps diagonally as the Crab.
  EffectSetup merger{"confabulation", Side::White, moves({"d2d3"})};
  Game g = make("4k3/8/8/8/8/3P4/3P4/4K3 w - - 0 1", {}, {effect("crab", Side::White, on("d3")), merger});
  std::vector<Square> both = g.destinations(sq("d3"));
  std::sort(both.begin(), both.end());
  EXPECT_EQ(both, (std::vector<Square>{sq("c4"), sq("d4"), sq("e4")}));
}

TEST(LetterBCards, EarthquakePromotesPawnsOnTheirNewLastRank) {
  Game g = make("4k3/8/8/8/8/8/P7/4K3 b - - 0 1", {{Side::Black, {"earthquake"}}});
  ASSERT_TRUE(g.apply(move("e8d8")).ok());
  CardChoices cw;
  cw.rotate = Rotation::Clockwise;
  ASSERT_TRUE(g.apply(play("earthquake", cw)).ok());
  EXPECT_EQ(at(g, "a2"), 'Q');  // White's last rank is now the a-file
}

TEST(LetterBCards, PlotsAllowsTwoMoreCardsLegalWhenPlayed) {
  Game g = make("4k3/8/8/8/8/8/3P4/1N2K3 w - - 0 1",
                {{Side::White, {"plots-within-plots", "pacifism", "pacifism", "funeral-pyre"}}});
  ASSERT_TRUE(g.apply(play("plots-within-plots")).ok());
  ASSERT_TRUE(g.apply(play("pacifism", target("d2"))).ok());
  ASSERT_TRUE(g.apply(move("b1c3")).ok());
  // An after-move card was not legal when PLOTS WITHIN PLOTS was played.
  EXPECT_EQ(g.apply(play("funeral-pyre")).reason, Reason::WrongTiming);
}

TEST(LetterBCards, PlotsGivesTwoMovesOnlyWithTwoReplaceMoveCards) {
  Game g =
      make("4k3/8/8/8/8/8/8/1N2K2R w - - 0 1", {{Side::White, {"plots-within-plots", "dubbing", "bombard"}}});
  ASSERT_TRUE(g.apply(play("plots-within-plots")).ok());
  ASSERT_TRUE(g.apply(play("dubbing", moves({"h1f2"}))).ok());
  ASSERT_TRUE(g.apply(play("bombard", moves({"f2f7"}))).ok());
  EXPECT_EQ(at(g, "f7"), 'R');
}

TEST(LetterBCards, BlackWidowSwapsQueens) {
  Game g = make("3qk3/8/8/8/8/8/7K/Q7 w - - 0 1", {{Side::White, {"black-widow"}}});
  ASSERT_TRUE(g.apply(play("black-widow")).ok());
  EXPECT_EQ(at(g, "a1"), 'q');
  EXPECT_EQ(at(g, "d8"), 'Q');
}

TEST(LetterBCards, BombardCapturesWhereItStops) {
  Game g = make("4k3/r7/8/8/8/8/P7/R3K3 w - - 0 1", {{Side::White, {"bombard"}}});
  ASSERT_TRUE(g.apply(play("bombard", moves({"a1a7"}))).ok());
  EXPECT_EQ(at(g, "a7"), 'R');
  EXPECT_EQ(g.captured(Side::Black).size(), 1u);
  Game two = make("4k3/8/8/8/8/p7/P7/R3K3 w - - 0 1", {{Side::White, {"bombard"}}});
  const Result past_two = two.apply(play("bombard", moves({"a1a6"})));
  EXPECT_EQ(past_two.reason, Reason::Blocked);
  // The refusal names what is in the way, not only how many.
  EXPECT_EQ(past_two.detail,
            "a1a6 passes 2 obstructions (the pawn on a2 and the pawn on a3); BOMBARD passes one");
}

TEST(LetterBCards, GhostwalkPassesOwnPiecesNotEnemies) {
  Game g = make("4k3/8/8/p7/8/8/P7/R3K3 w - - 0 1", {{Side::White, {"ghostwalk"}}});
  // A move of the Rook's shape through an enemy piece: the way is closed (row 7).
  const Result through = g.probe(play("ghostwalk", moves({"a1a6"})));
  EXPECT_EQ(through.cause, Cause::PathCrossed);
  EXPECT_EQ(through.detail, "a1a6: the pawn on a5 stands in the way");  // not its own Pawn on a2
  EXPECT_EQ(g.probe(play("ghostwalk", moves({"a1b3"}))).cause, Cause::ChoiceWrong) << "not a Rook's move";
  ASSERT_TRUE(g.apply(play("ghostwalk", moves({"a1a4"}))).ok());
  EXPECT_EQ(at(g, "a4"), 'R');
}

TEST(LetterBCards, BreakthroughCapturesStraightAhead) {
  Game g = make("4k3/8/8/8/8/4n3/4P3/K7 w - - 0 1", {{Side::White, {"breakthrough"}}});
  ASSERT_TRUE(g.apply(play("breakthrough", moves({"e2e3"}))).ok());
  EXPECT_EQ(at(g, "e3"), 'P');
}

TEST(LetterBCards, BriberyTurnsTheCheckingPiece) {
  Game g = make("4k3/8/8/4r3/8/8/8/4K3 w - - 0 1", {{Side::White, {"bribery"}}}, {},
                {{Side::White, {Role::Rook}}});
  ASSERT_TRUE(g.apply(play("bribery", target("e5"))).ok());
  EXPECT_EQ(at(g, "e5"), 'R');
  EXPECT_EQ(g.dead(Side::Black).size(), 1u);
  EXPECT_TRUE(g.captured(Side::White).empty());
}

TEST(LetterBCards, BriberyRefusesQueens) {
  Game g = make("4k3/8/8/4q3/8/8/8/4K3 w - - 0 1", {{Side::White, {"bribery"}}}, {},
                {{Side::White, {Role::Queen}}});
  EXPECT_EQ(g.apply(play("bribery", target("e5"))).reason, Reason::IllegalTarget);
}

TEST(LetterBCards, WarlordWalksTwoSteps) {
  Game g = make("k7/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"warlord"}}});
  ASSERT_TRUE(g.apply(play("warlord")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  ASSERT_TRUE(g.apply(move("a8b8")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  const auto to = g.destinations(sq("e1"));
  EXPECT_TRUE(has(to, "e3"));
  EXPECT_TRUE(has(to, "g2"));
  EXPECT_TRUE(has(to, "c3"));
  EXPECT_FALSE(has(to, "e4"));
}

TEST(LetterBCards, BogStopsAfterTheJumpedPiece) {
  Game g = make("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", {{Side::White, {"bombard"}}, {Side::Black, {"bog"}}});
  ASSERT_TRUE(g.apply(play("bombard", moves({"a1a6"}))).ok());
  ASSERT_TRUE(g.apply(play("bog", {}, Side::Black)).ok());
  EXPECT_EQ(at(g, "a3"), 'R');
}

}  // namespace
}  // namespace kmr

namespace kmr {
namespace {
using namespace kmr::test;

TEST(LetterBCards, BogStopsAMergedPieceMovingAsItsRookPart) {
  // The Knight took the Rook into it on d1 (CONFABULATION): the merged piece
  // is a Rook too, so BOG may cut short its long Rook move.
  EffectSetup merger{"confabulation", Side::White, moves({"c3d1"})};
  Game g = make("4k3/8/8/8/8/2N5/8/3RK3 w - - 0 1", {{Side::Black, {"bog"}}}, {merger});
  ASSERT_EQ(at(g, "d1"), 'N');
  ASSERT_TRUE(g.apply(move("d1d6")).ok());
  const Result r = g.apply(play("bog", {}, Side::Black));
  EXPECT_TRUE(r.ok()) << r.detail;
  EXPECT_EQ(at(g, "d2"), 'N');
}

}  // namespace
}  // namespace kmr
