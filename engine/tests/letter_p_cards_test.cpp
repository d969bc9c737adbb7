// The cards implemented for the rulings of FAQ Section 3, letter P:
// PALADIN, CHAMPION, ROYAL KNIGHT, REVELATION, SEAT OF POWER, HOLY GROUND,
// PANIC, MAN-TRAP, VULTURE and COUNTERTHRUST, with the engine mechanisms
// they brought (double leaps, timeouts, proxies, copies, second moves).
#include <gtest/gtest.h>

#include <algorithm>

#include "kmr/card_behaviour.hpp"
#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using namespace kmr::test;  // NOLINT: the shared builders

Game make(const std::string& fen, std::map<Side, std::vector<std::string>> hands = {},
          std::vector<EffectSetup> effects = {}, std::map<Side, std::vector<std::string>> decks = {}) {
  kmr::Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  s.effects = std::move(effects);
  s.decks = std::move(decks);
  auto g = Game::create(s);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

CardChoices at_square(const char* square) {
  CardChoices c;
  c.square = sq(square);
  return c;
}

CardChoices card_move(const char* text) {
  CardChoices c;
  c.moves = {*parse_move_request(text)};
  return c;
}

CardChoices naming(const char* card) {
  CardChoices c;
  c.card = card;
  return c;
}

std::vector<Square> squares(std::initializer_list<const char*> names) {
  std::vector<Square> out;
  for (const char* n : names) out.push_back(sq(n));
  std::sort(out.begin(), out.end());
  return out;
}

char letter(const Game& g, const char* s) { return g.position().letter_at(sq(s)); }

const Action kEndTurn = act(ActionKind::EndTurn);

// ---------------------------------------------------------------- PALADIN

TEST(Paladin, MovesByTwoKnightLeapsOnly) {
  Game g = make("K6k/8/8/8/3N4/8/8/8 w - - 0 1", {}, {EffectSetup{"paladin", Side::White, on("d4")}});
  const auto got = g.destinations(sq("d4"));
  EXPECT_EQ(got.size(), 26u);                                  // every square of its colour two leaps away
  EXPECT_EQ(std::count(got.begin(), got.end(), sq("c6")), 0);  // the single leap is gone
  EXPECT_TRUE(g.props(g.position().piece_at(sq("d4"))).marks.has(Mark::Paladin));
}

TEST(Paladin, FirstLeapMustLandOnAnEmptySquare) {
  // Every first leap from a1 (b3, c2) is blocked: the Paladin cannot move.
  Game g = make("7k/8/8/8/8/1p6/2p5/N6K w - - 0 1", {}, {EffectSetup{"paladin", Side::White, on("a1")}});
  EXPECT_TRUE(g.destinations(sq("a1")).empty());
}

TEST(Paladin, ThreatensThroughItsDoubleLeap) {
  // The Paladin e4 reaches e8 through d6 or f6: Black is in check.
  Game g = make("4k3/8/8/8/4N3/8/8/K7 w - - 0 1", {}, {EffectSetup{"paladin", Side::White, on("e4")}});
  EXPECT_TRUE(g.in_check(Side::Black));
}

TEST(Paladin, OnlyOnOwnKnight) {
  Game g = make("4k3/8/8/8/3Bn3/8/8/4K3 w - - 0 1", {{Side::White, {"paladin"}}});
  ASSERT_TRUE(g.apply(move("e1d1")).ok());
  EXPECT_EQ(g.probe(play("paladin", on("d4"))).reason, Reason::IllegalTarget);
  EXPECT_EQ(g.probe(play("paladin", on("e4"))).reason, Reason::IllegalTarget);
}

// ------------------------------------------------ CHAMPION, ROYAL KNIGHT

TEST(Champion, LeapsTwoByThree) {
  Game g = make("K6k/8/8/8/3N4/8/8/8 w - - 0 1", {}, {EffectSetup{"champion", Side::White, on("d4")}});
  EXPECT_EQ(g.destinations(sq("d4")), squares({"b1", "a2", "a6", "b7", "f7", "g6", "g2", "f1"}));
}

TEST(RoyalKnight, KnightOrKingStepAndNotRoyal) {
  Game g = make("K6k/8/8/8/3N4/8/8/8 w - - 0 1", {}, {EffectSetup{"royal-knight", Side::White, on("d4")}});
  EXPECT_EQ(g.destinations(sq("d4")).size(), 16u);
  EXPECT_FALSE(g.props(g.position().piece_at(sq("d4"))).royal);
}

// Its timing is unknown: assumed playable on its owner's own turn (R6.4), not on the opponent's.
TEST(RoyalKnight, TimingUnknownSoPlayedOnItsOwnersTurn) {
  Game g = make("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", {{Side::White, {"royal-knight"}}});
  EXPECT_TRUE(g.probe(play("royal-knight", on("d4"))).ok());
  ASSERT_TRUE(g.apply(move("e1f1")).ok());
  EXPECT_TRUE(g.probe(play("royal-knight", on("d4"))).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_EQ(g.probe(play("royal-knight", on("d4"), Side::White)).reason, Reason::WrongTiming);
}

// ---------------------------------------------------------------- REVELATION

TEST(Revelation, KeepsThePieceAndSuspendsItsTransformation) {
  Game g = make("k7/8/8/8/3N4/8/8/7K b - - 0 1", {{Side::Black, {"revelation"}}},
                {EffectSetup{"paladin", Side::White, on("d4")}});
  const PieceId id = g.position().piece_at(sq("d4"));
  ASSERT_TRUE(g.apply(move("a8b8")).ok());
  ASSERT_TRUE(g.apply(play("revelation", on("d4"))).ok());
  EXPECT_EQ(g.position().piece_at(sq("d4")), id);
  EXPECT_EQ(g.position().piece(id).role, Role::Bishop);
  ASSERT_EQ(g.effects().size(), 1u);
  EXPECT_TRUE(g.effects().front().suspended);
}

TEST(Revelation, OnlyOnAKnight) {
  Game g = make("k7/8/8/8/3B4/8/8/7K b - - 0 1", {{Side::Black, {"revelation"}}});
  ASSERT_TRUE(g.apply(move("a8b8")).ok());
  EXPECT_EQ(g.probe(play("revelation", on("d4"))).reason, Reason::IllegalTarget);
}

// ------------------------------------------------ SEAT OF POWER, HOLY GROUND

TEST(SeatOfPower, LendsQueenMovesFromItsSquareOnly) {
  Game g =
      make("K6k/8/8/8/3R4/8/8/8 w - - 0 1", {}, {EffectSetup{"seat-of-power", Side::White, at_square("d4")}});
  const auto from_seat = g.destinations(sq("d4"));
  EXPECT_EQ(std::count(from_seat.begin(), from_seat.end(), sq("g7")), 1);
  ASSERT_TRUE(g.apply(move("d4d5")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  ASSERT_TRUE(g.apply(move("h8h7")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  const auto off_seat = g.destinations(sq("d5"));
  EXPECT_EQ(std::count(off_seat.begin(), off_seat.end(), sq("e6")), 0);
}

TEST(HolyGround, LendsBishopMoves) {
  Game g =
      make("K6k/8/8/8/3R4/8/8/8 w - - 0 1", {}, {EffectSetup{"holy-ground", Side::White, at_square("d4")}});
  const auto got = g.destinations(sq("d4"));
  EXPECT_EQ(std::count(got.begin(), got.end(), sq("a1")), 1);
}

// ---------------------------------------------------------------- PANIC

TEST(Panic, TimeoutLosesTheWholeTurn) {
  Game g = make("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1", {{Side::White, {"panic"}}});
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  ASSERT_TRUE(g.apply(play("panic")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  ASSERT_TRUE(g.apply(move("e7e5")).ok());
  ASSERT_TRUE(g.apply(act(ActionKind::Timeout)).ok());
  EXPECT_EQ(letter(g, "e7"), 'p');
  EXPECT_EQ(g.turn(), Side::White);
  EXPECT_EQ(g.phase(), Phase::BeforeMove);
  EXPECT_TRUE(g.effects().empty()) << "the time limit is over with that turn";
}

TEST(Panic, NoLimitForThePanicPlayerHimself) {
  Game g = make("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1", {{Side::White, {"panic"}}});
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  ASSERT_TRUE(g.apply(play("panic")).ok());
  EXPECT_EQ(g.apply(act(ActionKind::Timeout)).reason, Reason::WrongTiming);
}

// ---------------------------------------------------------------- MAN-TRAP

TEST(ManTrap, TakesTheEnemyPieceThatArrives) {
  Game g =
      make("4k3/8/5n2/8/4P3/8/8/4K3 b - - 0 1", {}, {EffectSetup{"man-trap", Side::White, at_square("e4")}});
  ASSERT_TRUE(g.apply(move("f6e4")).ok());
  EXPECT_EQ(letter(g, "e4"), '.');
  EXPECT_TRUE(g.effects().empty());
  EXPECT_EQ(ids(g.cards(Side::White).discard), std::vector<std::string>{"man-trap"});
}

TEST(ManTrap, IsLaidUnderOwnPieceOnly) {
  Game g = make("4k3/8/5n2/8/4P3/8/8/4K3 w - - 0 1", {{Side::White, {"man-trap"}}});
  ASSERT_TRUE(g.apply(move("e1d1")).ok());
  EXPECT_EQ(g.probe(play("man-trap", at_square("f6"))).reason, Reason::IllegalTarget);
  EXPECT_EQ(g.probe(play("man-trap", at_square("e3"))).reason, Reason::IllegalTarget);
  EXPECT_TRUE(g.probe(play("man-trap", at_square("e4"))).ok());
}

TEST(ManTrap, KingDoesNotSetItOff) {
  Game g =
      make("8/8/8/8/4P3/5k2/8/4K3 w - - 0 1", {}, {EffectSetup{"man-trap", Side::White, at_square("e4")}});
  ASSERT_TRUE(g.apply(move("e4e5")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  ASSERT_TRUE(g.apply(move("f3e4")).ok());
  EXPECT_EQ(letter(g, "e4"), 'k');
  EXPECT_EQ(g.effects().size(), 1u);
}

// ---------------------------------------------------------------- VULTURE

TEST(Vulture, TakesARegularCardFromTheDiscardPile) {
  Game g = make("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1",
                {{Side::White, {"panic"}}, {Side::Black, {"vulture", "bog", "chaos", "bog", "chaos"}}}, {},
                {{Side::Black, {"fog-of-war"}}});
  ASSERT_TRUE(g.apply(move("b1c3")).ok());
  ASSERT_TRUE(g.apply(play("panic")).ok());
  ASSERT_TRUE(g.apply(play("vulture", {}, Side::Black)).ok());
  EXPECT_TRUE(g.cards(Side::White).discard.empty());
  const auto hand = ids(g.cards(Side::Black).hand);
  EXPECT_EQ(hand.size(), 5u);  // the card taken fills VULTURE's place: no draw
  EXPECT_EQ(std::count(hand.begin(), hand.end(), "panic"), 1);
  EXPECT_EQ(ids(g.cards(Side::Black).discard), (std::vector<std::string>{"fog-of-war", "vulture"}));
}

TEST(Vulture, LeavesAContinuingEffectInPlayAsAProxy) {
  Game g = make("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", {{Side::White, {"pacifism"}}, {Side::Black, {"vulture"}}});
  ASSERT_TRUE(g.apply(play("pacifism", on("b1"))).ok());
  ASSERT_TRUE(g.apply(play("vulture", {}, Side::Black)).ok());
  ASSERT_EQ(g.effects().size(), 1u);
  EXPECT_TRUE(g.effects().front().proxy);
  EXPECT_TRUE(g.props(g.position().piece_at(sq("b1"))).marks.has(Mark::Pacifist));
}

TEST(Vulture, NeedsACardJustPlayed) {
  Game g = make("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", {{Side::Black, {"vulture"}}});
  ASSERT_TRUE(g.apply(move("b1c3")).ok());
  EXPECT_EQ(g.probe(play("vulture", {}, Side::Black)).reason, Reason::WrongTiming);
}

// ---------------------------------------------------------------- COUNTERTHRUST

TEST(Counterthrust, ActsAsTheCardItAnswersAndIsRecordedSo) {
  Game g = make("4k3/7p/8/8/8/8/4P3/1N2K3 w - - 0 1",
                {{Side::White, {"peace-talks"}}, {Side::Black, {"counterthrust"}}},
                {EffectSetup{"pacifism", Side::White, on("b1")}, EffectSetup{"crab", Side::Black, on("h7")}});
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  ASSERT_TRUE(g.apply(play("peace-talks", naming("crab"))).ok());
  ASSERT_TRUE(g.apply(play("counterthrust", naming("pacifism"), Side::Black)).ok());
  EXPECT_TRUE(g.effects().empty());
  ASSERT_NE(g.last_card(), nullptr);
  ASSERT_NE(g.last_card()->acted_as, nullptr);
  EXPECT_EQ(g.last_card()->acted_as->id, "peace-talks");
}

TEST(Counterthrust, ChoicesMustSuitTheCardCopied) {
  Game g = make("4k3/7p/8/8/8/8/4P3/1N2K3 w - - 0 1",
                {{Side::White, {"peace-talks"}}, {Side::Black, {"counterthrust"}}},
                {EffectSetup{"pacifism", Side::White, on("b1")}, EffectSetup{"crab", Side::Black, on("h7")}});
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  ASSERT_TRUE(g.apply(play("peace-talks", naming("crab"))).ok());
  EXPECT_EQ(g.probe(play("counterthrust", on("b1"), Side::Black)).reason, Reason::IllegalTarget);
}

// ---------------------------------------------------------------- AMAZON

TEST(Amazon, QueensMoveAsKnightOrBishop) {
  Game g = make("3qk3/8/8/8/3Q4/8/8/4K3 w - - 0 1", {}, {EffectSetup{"amazon", Side::White, {}}});
  const auto got = g.destinations(sq("d4"));
  EXPECT_EQ(std::count(got.begin(), got.end(), sq("e6")), 1);  // a Knight's leap
  EXPECT_EQ(std::count(got.begin(), got.end(), sq("h8")), 1);  // a Bishop's line
  EXPECT_EQ(std::count(got.begin(), got.end(), sq("d5")), 0);  // no straight line
  EXPECT_TRUE(g.props(g.position().piece_at(sq("d8"))).marks.has(Mark::Amazon));
}

// ------------------------------------------------ engine mechanisms

TEST(SuspensionSettles, AnEarlierEffectReturnsWhenALaterOneIsSuspended) {
  Game g = make("8/4P3/k7/8/8/8/8/4K3 w - - 0 1", {},
                {EffectSetup{"pacifism", Side::White, on("e7")}, EffectSetup{"coup", Side::White, on("e7")}});
  ASSERT_TRUE(g.effects().front().suspended);
  ASSERT_TRUE(g.apply(move("e7e8r")).ok());
  EXPECT_FALSE(g.effects()[0].suspended) << "PACIFISM is back";
  EXPECT_TRUE(g.effects()[1].suspended) << "COUP is suspended on a Rook";
}

TEST(GameOver, ASideWithNoKingLeftHasLost) {
  Game g = make("4k3/8/8/8/3N4/8/8/4K3 b - - 0 1", {{Side::Black, {"coup"}}},
                {EffectSetup{"neutrality", Side::Black, on("d4")}});
  ASSERT_TRUE(g.apply(move("e8d8")).ok());
  ASSERT_TRUE(g.apply(play("coup", on("d4"))).ok());
  EXPECT_EQ(g.game_over(), GameOver::WhiteWins);
}

TEST(SecondMove, MoveCancellingCardUndoesOnlyTheSecondMove) {
  Game g =
      make("4k3/8/8/8/8/p1p5/8/1N2K3 w - - 0 1",
           {{Side::White, {"plots-within-plots", "evil-eye", "evil-eye"}}, {Side::Black, {"think-again"}}});
  ASSERT_TRUE(g.apply(play("plots-within-plots")).ok());
  ASSERT_TRUE(g.apply(play("evil-eye", card_move("b1c3"))).ok());
  ASSERT_TRUE(g.apply(play("evil-eye", card_move("b1a3"))).ok());
  ASSERT_TRUE(g.apply(play("think-again", {}, Side::Black)).ok());
  EXPECT_EQ(letter(g, "c3"), '.');
  EXPECT_EQ(letter(g, "a3"), 'p');
  EXPECT_EQ(ids(g.cards(Side::White).hand), std::vector<std::string>{"evil-eye"});
  EXPECT_EQ(g.phase(), Phase::AfterMove);
}

}  // namespace
}  // namespace kmr
