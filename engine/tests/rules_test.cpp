// The rules core, one rule at a time: timing windows, the one-card limit,
// the Checkmate and Check Rules, cancellation by FOG OF WAR and KNIGHTMARE!,
// continuing effects and their properties.
#include <gtest/gtest.h>

#include "kmr/fen.hpp"
#include "kmr/game.hpp"

namespace kmr {
namespace {

Game make(const std::string& fen, std::map<Side, std::vector<std::string>> hands = {},
          std::vector<EffectSetup> effects = {}) {
  kmr::Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  s.effects = std::move(effects);
  auto g = Game::create(s);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

Action move(const char* text) {
  Action a;
  a.kind = ActionKind::Move;
  a.move = *parse_move_request(text);
  return a;
}

Action play(const char* card, std::optional<Side> by = std::nullopt, CardChoices choices = {}) {
  Action a;
  a.kind = ActionKind::Play;
  a.card = card;
  a.by = by;
  a.choices = std::move(choices);
  return a;
}

CardChoices target(const char* sq) {
  CardChoices c;
  c.target = *parse_square(sq);
  return c;
}

EffectSetup pacifism_on(const char* sq, Side owner = Side::White) {
  return EffectSetup{"pacifism", owner, target(sq)};
}

std::vector<std::string> ids(const std::vector<CardRef>& cards) {
  std::vector<std::string> out;
  for (CardRef c : cards) out.emplace_back(c->id);
  return out;
}

TEST(Timing, ACardOutsideItsWindowIsRefused) {
  Game g = make(std::string(kStartFen), {{Side::White, {"peace-talks"}}}, {pacifism_on("b1")});
  Result r = g.apply(play("peace-talks"));  // an after-move card before the move
  EXPECT_EQ(r.reason, Reason::WrongTiming);
  EXPECT_EQ(r.rule, "R6.3");
  EXPECT_EQ(ids(g.cards(Side::White).hand), std::vector<std::string>{"peace-talks"});
}

TEST(Timing, OneCardPerTurnPerPlayer) {
  Game g = make(std::string(kStartFen), {{Side::White, {"pacifism", "peace-talks"}}});
  ASSERT_TRUE(g.apply(play("pacifism", Side::White, target("b1"))).ok());
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  Result r = g.apply(play("peace-talks"));
  EXPECT_EQ(r.reason, Reason::OneCardLimit);
}

TEST(Pacifism, APacifistGivesNoCheckAndCannotBeTaken) {
  Game g = make("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", {}, {pacifism_on("e1")});
  EXPECT_TRUE(g.in_check().empty());
  const PieceId rook = g.position().piece_at(*parse_square("e1"));
  EXPECT_FALSE(g.props(rook).can_capture);
  EXPECT_FALSE(g.props(rook).capturable);
  EXPECT_EQ(g.marks_at(*parse_square("e1")), std::vector<std::string>{"pacifist"});
}

TEST(Pacifism, MayNotBePlayedOnTheKing) {
  Game g = make(std::string(kStartFen), {{Side::White, {"pacifism"}}});
  Result r = g.apply(play("pacifism", Side::White, target("e1")));
  EXPECT_EQ(r.reason, Reason::IllegalTarget);
}

TEST(CheckmateRule, PeaceTalksMayNotTurnAProtectionIntoMate) {
  // The pacifist Rook on a8 would mate the boxed-in black King.
  Game g = make("R5k1/5ppp/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"peace-talks"}}}, {pacifism_on("a8")});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  Result r = g.apply(play("peace-talks"));
  EXPECT_EQ(r.outcome, Outcome::NoEffect);
  EXPECT_EQ(r.reason, Reason::CheckmateRule);
  ASSERT_EQ(g.effects().size(), 1u);  // PACIFISM stays
  EXPECT_EQ(ids(g.cards(Side::White).discard), std::vector<std::string>{"peace-talks"});
  EXPECT_TRUE(g.cards(Side::White).hand.empty());
}

TEST(CheckRule, BogThatLeavesTheMoversKingInCheckHasNoEffect) {
  // Black blocks the Bishop's check with Rd5-d7; BOG would stop it on d6.
  Game g = make("4k3/8/8/1B1r4/8/8/8/4K3 b - - 0 1", {{Side::White, {"bog"}}});
  ASSERT_TRUE(g.apply(move("d5d7")).ok());
  Result r = g.apply(play("bog"));
  EXPECT_EQ(r.outcome, Outcome::NoEffect);
  EXPECT_EQ(r.reason, Reason::CheckRule);
  EXPECT_EQ(g.position().letter_at(*parse_square("d7")), 'r');
}

TEST(Bog, StopsASlidingPieceAfterOneSquareAndUndoesItsCapture) {
  Game g = make("4k3/r7/8/8/8/8/8/N3K3 b - - 0 1", {{Side::White, {"bog"}}});
  ASSERT_TRUE(g.apply(move("a7a1")).ok());
  ASSERT_TRUE(g.apply(play("bog")).ok());
  EXPECT_EQ(placement(g.position()), "4k3/8/r7/8/8/8/8/N3K3");
  EXPECT_TRUE(g.captured(Side::White).empty());
}

TEST(FogOfWar, CancelsTheCardJustPlayed) {
  Game g = make("4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                {{Side::White, {"peace-talks"}}, {Side::Black, {"fog-of-war"}}}, {pacifism_on("a1")});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  ASSERT_TRUE(g.apply(play("peace-talks")).ok());
  EXPECT_TRUE(g.effects().empty());
  ASSERT_TRUE(g.apply(play("fog-of-war")).ok());
  EXPECT_EQ(g.effects().size(), 1u);  // PACIFISM is back: PEACE TALKS never happened
  EXPECT_EQ(ids(g.cards(Side::White).discard), std::vector<std::string>{"peace-talks"});
  EXPECT_EQ(ids(g.cards(Side::Black).discard), std::vector<std::string>{"fog-of-war"});
  EXPECT_EQ(g.position().letter_at(*parse_square("e2")), 'K');  // the move stands
}

TEST(FogOfWar, NeedsACardToAnswer) {
  Game g = make(std::string(kStartFen), {{Side::Black, {"fog-of-war"}}});
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  EXPECT_EQ(g.apply(play("fog-of-war")).reason, Reason::WrongTiming);
}

TEST(Knightmare, CancelsTheMoveAndTheNewOneMustDiffer) {
  Game g = make(std::string(kStartFen), {{Side::Black, {"knightmare"}}});
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  ASSERT_TRUE(g.apply(play("knightmare")).ok());
  EXPECT_EQ(placement(g.position()), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  EXPECT_EQ(g.turn(), Side::White);
  EXPECT_EQ(g.apply(move("e2e4")).reason, Reason::SamePosition);
  EXPECT_TRUE(g.apply(move("d2d4")).ok());
}

TEST(Effects, EndWhenTheirPieceIsCaptured) {
  Game g = make("4k3/8/8/8/8/8/r7/R3K3 b - - 0 1", {}, {pacifism_on("a2", Side::Black)});
  // The pacifist black Rook cannot take a1; the white Rook cannot take it either.
  EXPECT_EQ(g.apply(move("a2a1")).reason, Reason::IllegalMove);
}

}  // namespace
}  // namespace kmr

namespace kmr {
namespace {

// R13.6, R25.2: every attacked King is in check, but only the check on a
// player's last King must be answered.
TEST(SeveralKings, OnlyTheLastKingsCheckMustBeAnswered) {
  kmr::Setup two;
  two.fen = "4k3/8/8/8/8/8/r7/K3K2R w - - 0 1";
  Game g = Game::create(two).value();
  EXPECT_TRUE(g.in_check(Side::White));
  EXPECT_FALSE(g.exposed(Side::White));
  EXPECT_FALSE(g.checkmated());

  kmr::Setup one;
  one.fen = "4k3/8/8/8/8/8/r7/K6R w - - 0 1";
  Game h = Game::create(one).value();
  EXPECT_TRUE(h.in_check(Side::White));
  EXPECT_TRUE(h.exposed(Side::White));
}

}  // namespace
}  // namespace kmr
