// Cards behind the FAQ's Section 3, letter F: FUNERAL PYRE, FALSE ORDERS,
// ESCAPE!, EVIL EYE, NEW TACTICS, DARK MIRROR, ANNEXATION, FANATIC, FORCED
// MARCH, FORTIFICATION, FORBIDDEN CITY, IRRESISTIBLE FORCE, MERCILESS and
// CRUSADE (R14, R15.1, R19, R20.3, R22.5, R26.2).
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

CardChoices wall(const char* a, const char* b) {
  CardChoices c;
  c.wall = std::pair{sq(a), sq(b)};
  return c;
}

CardChoices square(const char* s) {
  CardChoices c;
  c.square = sq(s);
  return c;
}

TEST(LetterFCards, FuneralPyreKillsTheCapturedBoxes) {
  Game g = make("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"funeral-pyre"}}}, {},
                {{Side::White, {Role::Knight}}, {Side::Black, {Role::Pawn, Role::Rook}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  ASSERT_TRUE(g.apply(play("funeral-pyre")).ok());
  EXPECT_TRUE(g.captured(Side::White).empty());
  EXPECT_EQ(g.dead(Side::Black).size(), 2u);
}

TEST(LetterFCards, FalseOrdersHoldsThePieceForItsOwnersTurn) {
  Game g = make("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"false-orders"}}});
  EXPECT_EQ(g.probe(play("false-orders", moves({"d8d4"}))).reason, Reason::WrongTiming);  // after the move
  ASSERT_TRUE(g.apply(move("e1f1")).ok());
  ASSERT_TRUE(g.apply(play("false-orders", moves({"d8d4"}))).ok());
  EXPECT_EQ(at(g, "d4"), 'q');
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_TRUE(g.destinations(sq("d4")).empty());
  ASSERT_TRUE(g.apply(move("e8e7")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  ASSERT_TRUE(g.apply(move("f1e1")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_FALSE(g.destinations(sq("d4")).empty());
}

TEST(LetterFCards, FalseOrdersMovesOnlyAsThePieceMoves) {
  Game g = make("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"false-orders"}}});
  ASSERT_TRUE(g.apply(move("e1f1")).ok());
  EXPECT_EQ(g.apply(play("false-orders", moves({"d8c6"}))).reason, Reason::IllegalTarget);
  EXPECT_EQ(g.apply(play("false-orders", moves({"e8e7"}))).reason, Reason::IllegalTarget);
}

TEST(LetterFCards, EscapeGoesToAStartingSquareOnly) {
  Game g = make("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1", {{Side::White, {"escape"}}});
  EXPECT_EQ(g.probe(play("escape", moves({"d4d2"}))).reason, Reason::IllegalTarget);
  ASSERT_TRUE(g.apply(play("escape", moves({"d4d1"}))).ok());
  EXPECT_EQ(at(g, "d1"), 'Q');
}

TEST(LetterFCards, EscapeLosesToAContinuingHold) {
  Game g = make("4k3/8/8/8/3QN3/8/8/4K3 w - - 0 1", {{Side::White, {"escape"}}},
                {effect("fatal-attraction", Side::White, target("e4"))});
  EXPECT_EQ(g.apply(play("escape", moves({"d4d1"}))).reason, Reason::IllegalTarget);
}

TEST(LetterFCards, EvilEyeRemovesAThreatenedPiece) {
  Game g = make("4k3/8/8/8/8/8/8/R3K2n w - - 0 1", {{Side::White, {"evil-eye"}}});
  EXPECT_EQ(g.probe(play("evil-eye", moves({"a1h1"}))).reason, Reason::IllegalTarget);  // e1 is in the way
  Game h = make("4k3/8/8/8/8/8/8/R5Kn w - - 0 1", {{Side::White, {"evil-eye"}}});
  ASSERT_TRUE(h.apply(play("evil-eye", moves({"g1h1"}))).ok());
  EXPECT_EQ(at(h, "g1"), 'K');
  EXPECT_EQ(at(h, "h1"), '.');
}

TEST(LetterFCards, NewTacticsSwapsPawnMoves) {
  Game g = make("4k3/8/8/8/4n3/8/3P4/4K3 w - - 0 1", {}, {effect("new-tactics", Side::White)});
  const auto to = g.destinations(sq("d2"));
  EXPECT_TRUE(has(to, "c3"));
  EXPECT_TRUE(has(to, "e3"));
  EXPECT_FALSE(has(to, "d3"));
  EXPECT_FALSE(has(to, "d4"));
}

TEST(LetterFCards, DarkMirrorCapturesBackward) {
  Game g = make("4k3/8/8/8/3P4/4n3/8/4K3 w - - 0 1", {{Side::White, {"dark-mirror"}}});
  ASSERT_TRUE(g.apply(play("dark-mirror", moves({"d4e3"}))).ok());
  EXPECT_EQ(at(g, "e3"), 'P');
}

TEST(LetterFCards, AnnexationMayBeTakenEnPassant) {
  Game g = make("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", {{Side::White, {"annexation"}}});
  ASSERT_TRUE(g.apply(play("annexation", moves({"e2e4"}))).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  ASSERT_TRUE(g.apply(move("d4e3")).ok());
  EXPECT_EQ(at(g, "e4"), '.');
}

TEST(LetterFCards, FanaticAdvancesThreeOverEmptySquares) {
  Game g = make("4k3/8/8/8/8/1p6/1P6/4K3 w - - 0 1", {{Side::White, {"fanatic"}}});
  EXPECT_EQ(g.apply(play("fanatic", moves({"b2b5"}))).reason, Reason::Blocked);
}

TEST(LetterFCards, ForcedMarchMovesTwoPawnsSideways) {
  Game g = make("4k3/8/8/8/8/8/P3P3/4K3 w - - 0 1", {{Side::White, {"forced-march"}}});
  ASSERT_TRUE(g.apply(play("forced-march", moves({"a2b2", "e2f2"}))).ok());
  EXPECT_EQ(at(g, "b2"), 'P');
  EXPECT_EQ(at(g, "f2"), 'P');
}

TEST(LetterFCards, FortificationStopsSlidesAndSteps) {
  Game g =
      make("k7/8/8/8/8/8/8/R3K3 w - - 0 1", {}, {effect("fortification", Side::Black, wall("a3", "a4"))});
  const auto rook = g.destinations(sq("a1"));
  EXPECT_TRUE(has(rook, "a3"));
  EXPECT_FALSE(has(rook, "a4"));
}

TEST(LetterFCards, ForbiddenCityClosesASquareButNotALeap) {
  Game g = make("k7/8/8/8/8/8/8/RN2K3 w - - 0 1", {}, {effect("forbidden-city", Side::Black, square("a3"))});
  EXPECT_FALSE(has(g.destinations(sq("a1")), "a4"));
  EXPECT_FALSE(has(g.destinations(sq("b1")), "a3"));
  EXPECT_TRUE(has(g.destinations(sq("b1")), "c3"));
}

TEST(LetterFCards, IrresistibleForcePushesOffTheBoard) {
  Game g = make("3nk3/3p4/3P4/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"irresistible-force"}}});
  EXPECT_EQ(g.probe(play("irresistible-force", moves({"d6d7"}))).reason, std::nullopt);
  ASSERT_TRUE(g.apply(play("irresistible-force", moves({"d6d7"}))).ok());
  EXPECT_EQ(at(g, "d7"), 'P');
  EXPECT_EQ(at(g, "d8"), 'p');
  EXPECT_EQ(g.captured(Side::Black).size(), 1u);
}

TEST(LetterFCards, IrresistibleForceNeverPushesAKing) {
  Game g = make("4k3/4p3/4P3/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"irresistible-force"}}});
  EXPECT_EQ(g.apply(play("irresistible-force", moves({"e6e7"}))).reason, Reason::IllegalTarget);
}

TEST(LetterFCards, MercilessAndCrusadeNeedAQuietMove) {
  Game g = make("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1", {{Side::White, {"merciless"}}});
  ASSERT_TRUE(g.apply(move("a1a2")).ok());
  EXPECT_EQ(g.apply(play("merciless", moves({"a2a5"}))).reason, Reason::ConditionUnmet);
  Game b = make("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", {{Side::White, {"crusade"}}});
  ASSERT_TRUE(b.apply(move("c1e3")).ok());
  EXPECT_EQ(b.apply(play("crusade", moves({"e3e5"}))).reason, Reason::IllegalTarget);
  ASSERT_TRUE(b.apply(play("crusade", moves({"e3g5"}))).ok());
}

}  // namespace
}  // namespace kmr
