// The cards behind the FAQ's Section 2 (specific pieces): CRAB, NEUTRALITY,
// RESURRECTION, DUBBING, BLESSING, MASQUERADE, CONFABULATION and FIGURE
// DANCE, and how they meet the pieces' own rules (R11, R19 to R21, R24).
#include <gtest/gtest.h>

#include <algorithm>

#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using namespace kmr::test;  // NOLINT: the shared builders

Game make(const std::string& fen, std::map<Side, std::vector<std::string>> hands = {},
          std::vector<EffectSetup> effects = {}, std::map<Side, std::vector<Role>> captured = {}) {
  kmr::Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  s.effects = std::move(effects);
  s.captured = std::move(captured);
  auto g = Game::create(s);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

Action say(const char* word, Side by) {
  Action a = act(ActionKind::Say, by);
  a.word = word;
  return a;
}

CardChoices moving(const char* text) {
  CardChoices c;
  c.moves.push_back(*parse_move_request(text));
  return c;
}

EffectSetup effect(const char* card, Side owner, CardChoices choices = {}) {
  return EffectSetup{card, owner, std::move(choices)};
}

std::vector<Square> squares(std::initializer_list<const char*> names) {
  std::vector<Square> out;
  for (const char* n : names) out.push_back(sq(n));
  std::sort(out.begin(), out.end());
  return out;
}

char at(const Game& g, const char* square) { return g.position().letter_at(sq(square)); }

bool has_mark(const Game& g, const char* square, const char* mark) {
  const auto marks = g.marks_at(sq(square));
  return std::find(marks.begin(), marks.end(), mark) != marks.end();
}

// ---------------------------------------------------------------- CRAB

TEST(Crab, MovesAndCapturesOneSquareDiagonallyForwardOnly) {
  Game g = make("4k3/8/8/2p5/3P4/8/8/4K3 w - - 0 1", {{Side::White, {"crab"}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  ASSERT_TRUE(g.apply(play("crab", on("d4"))).ok());
  EXPECT_TRUE(has_mark(g, "d4", "crab"));
  EXPECT_EQ(g.destinations(sq("d4")), squares({"c5", "e5"}));  // no push, a capture on c5
}

TEST(Crab, HasNoDoubleStepAndTakesNothingEnPassant) {
  Game g = make("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1", {}, {effect("crab", Side::Black, on("e4"))});
  ASSERT_TRUE(g.apply(move("d2d4")).ok());
  ASSERT_TRUE(g.apply(move("e4d3")).ok());
  EXPECT_EQ(at(g, "d4"), 'P');  // not taken en passant (R20.2)
  EXPECT_TRUE(g.captured(Side::White).empty());

  Game first = make("4k3/8/8/8/8/8/8/3PK3 w - - 0 1", {}, {effect("crab", Side::White, on("d1"))});
  EXPECT_EQ(first.destinations(sq("d1")), squares({"c2", "e2"}));  // no first-rank double step
}

TEST(Crab, PromotesOnTheLastRankAndTheEffectEnds) {
  Game g = make("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", {}, {effect("crab", Side::White, on("a7"))});
  EXPECT_EQ(g.destinations(sq("a7")), squares({"b8"}));
  EXPECT_EQ(g.apply(move("a7b8")).reason, Reason::IllegalMove);  // must promote
  ASSERT_TRUE(g.apply(move("a7b8q")).ok());
  EXPECT_EQ(at(g, "b8"), 'Q');
  EXPECT_TRUE(g.effects().empty());
  EXPECT_EQ(g.cards(Side::White).discard.size(), 1u);
}

TEST(Crab, OnlyOnOneOfYourPawns) {
  Game g = make("4k3/3p4/8/8/8/8/3P4/1N2K3 w - - 0 1", {{Side::White, {"crab"}}});
  ASSERT_TRUE(g.apply(move("e1f1")).ok());
  EXPECT_EQ(g.apply(play("crab", on("b1"))).reason, Reason::IllegalTarget);
  EXPECT_EQ(g.apply(play("crab", on("d7"))).reason, Reason::IllegalTarget);
  EXPECT_TRUE(g.apply(play("crab", on("d2"))).ok());
}

// ---------------------------------------------------------------- NEUTRALITY

TEST(Neutrality, EitherPlayerMovesThePieceAndItCapturesEitherColour) {
  Game g = make("4k3/8/8/8/8/2n5/4P3/4K3 w - - 0 1", {{Side::White, {"neutrality"}}});
  ASSERT_TRUE(g.apply(move("e1f1")).ok());
  EXPECT_EQ(g.apply(play("neutrality", on("e2"))).reason, Reason::IllegalTarget);  // own piece
  ASSERT_TRUE(g.apply(play("neutrality", on("c3"))).ok());
  EXPECT_TRUE(has_mark(g, "c3", "neutral"));
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  // Black moves it and takes White's Pawn; then White moves it.
  ASSERT_TRUE(g.apply(move("c3e2")).ok());
  EXPECT_EQ(g.captured(Side::White).size(), 1u);
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  EXPECT_TRUE(g.apply(move("e2c3")).ok());  // White may move it too
}

TEST(Neutrality, MayTakeItsMoversPiecesButNeverHisKing) {
  // The neutral Knight on c3 may take White's Pawn on e2 when White moves
  // it, but not White's King on d1 (Kings are never captured, R12.3).
  Game g = make("4k3/8/8/8/8/2n5/4P3/3K4 w - - 0 1", {}, {effect("neutrality", Side::White, on("c3"))});
  const auto d = g.destinations(sq("c3"));
  EXPECT_TRUE(std::find(d.begin(), d.end(), sq("e2")) != d.end());
  EXPECT_TRUE(std::find(d.begin(), d.end(), sq("d1")) == d.end());
  EXPECT_EQ(g.in_check(), std::vector<Side>{Side::White});  // it checks either King
}

TEST(Neutrality, NotOnAKingQueenOrPrinceAndSuspendedUnderCoup) {
  Game g = make("3qk1n1/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"neutrality"}}},
                {effect("coup", Side::Black, on("g8"))});
  ASSERT_TRUE(g.apply(move("e1d1")).ok());
  EXPECT_EQ(g.apply(play("neutrality", on("d8"))).reason, Reason::IllegalTarget);  // Queen
  EXPECT_EQ(g.apply(play("neutrality", on("e8"))).reason, Reason::IllegalTarget);  // Prince
  EXPECT_EQ(g.apply(play("neutrality", on("g8"))).reason, Reason::IllegalTarget);  // King

  Game later = make("4k1n1/8/8/8/8/8/8/4K3 b - - 0 1", {{Side::Black, {"coup"}}},
                    {effect("neutrality", Side::White, on("g8"))});
  ASSERT_TRUE(later.apply(move("e8d8")).ok());
  ASSERT_TRUE(later.apply(play("coup", on("g8"))).ok());
  ASSERT_EQ(later.effects().size(), 2u);
  EXPECT_TRUE(later.effects()[0].suspended);  // NEUTRALITY cannot be on a King (R24.3)
}

// ---------------------------------------------------------------- RESURRECTION

CardChoices returning(const char* piece, const char* to) {
  CardChoices c;
  c.piece = piece;
  c.to = sq(to);
  return c;
}

TEST(Resurrection, ReturnsACapturedPieceToAStartingSquareOfItsType) {
  Game g = make("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"resurrection"}}}, {},
                {{Side::White, {Role::Rook, Role::Queen}}});
  EXPECT_EQ(g.apply(play("resurrection", returning("queen", "d1"))).reason, Reason::IllegalTarget);
  EXPECT_EQ(g.apply(play("resurrection", returning("knight", "b1"))).reason, Reason::ConditionUnmet);
  EXPECT_EQ(g.apply(play("resurrection", returning("rook", "b1"))).reason, Reason::IllegalTarget);
  ASSERT_TRUE(g.apply(play("resurrection", returning("rook", "h1"))).ok());
  EXPECT_EQ(at(g, "h1"), 'R');
  EXPECT_EQ(g.to_move(), Side::Black);  // it was the turn's move
  EXPECT_EQ(g.captured(Side::White).size(), 1u);
}

TEST(Resurrection, DeadPiecesAndOccupiedSquaresRefused) {
  kmr::Setup s;
  s.fen = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
  s.hands = {{Side::White, {"resurrection"}}};
  s.dead = {{Side::White, {Role::Knight}}};
  s.captured = {{Side::White, {Role::Pawn}}};
  Game g = std::move(Game::create(s)).value();
  EXPECT_EQ(g.apply(play("resurrection", returning("knight", "b1"))).reason, Reason::ConditionUnmet);
  EXPECT_EQ(g.apply(play("resurrection", returning("pawn", "d2"))).reason, Reason::Blocked);
  EXPECT_EQ(g.apply(play("resurrection", returning("pawn", "d3"))).reason, Reason::IllegalTarget);
  EXPECT_TRUE(g.apply(play("resurrection", returning("pawn", "c2"))).ok());
}

TEST(Resurrection, APromotedPawnComesBackAsAPawn) {
  Game g = make("1r5k/P7/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"resurrection"}}});
  ASSERT_TRUE(g.apply(move("a7a8q")).ok());
  ASSERT_TRUE(g.apply(move("b8a8")).ok());
  ASSERT_EQ(g.captured(Side::White).size(), 1u);
  EXPECT_EQ(g.captured(Side::White)[0].role, Role::Pawn);  // R21.5
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  EXPECT_EQ(g.apply(play("resurrection", returning("queen", "d1"))).reason, Reason::IllegalTarget);
  ASSERT_TRUE(g.apply(play("resurrection", returning("pawn", "a2"))).ok());
  EXPECT_EQ(at(g, "a2"), 'P');
  EXPECT_EQ(g.destinations(sq("a2")), squares({"a3", "a4"}));
}

// ---------------------------------------------------------------- DUBBING, BLESSING, MASQUERADE

TEST(MoveLike, DubbingMakesAKnightLeapWithoutCapture) {
  Game g = make("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", {{Side::White, {"dubbing"}}});
  EXPECT_EQ(g.apply(play("dubbing", moving("a1a3"))).reason, Reason::IllegalTarget);  // not a Knight's leap
  ASSERT_TRUE(g.apply(play("dubbing", moving("a1b3"))).ok());
  EXPECT_EQ(at(g, "b3"), 'Q');  // still a Queen (R11.5)
  EXPECT_EQ(g.to_move(), Side::Black);
}

TEST(MoveLike, DubbingRefusesAnOccupiedSquare) {
  Game g = make("4k3/8/8/8/8/1p6/8/Q3K3 w - - 0 1", {{Side::White, {"dubbing"}}});
  EXPECT_EQ(g.apply(play("dubbing", moving("a1b3"))).reason, Reason::Blocked);
  EXPECT_EQ(at(g, "b3"), 'p');
}

TEST(MoveLike, BlessingSlidesDiagonallyOverEmptySquaresOnly) {
  Game g = make("4k3/8/8/8/8/2p5/8/R3K3 w - - 0 1", {{Side::White, {"blessing"}}});
  EXPECT_EQ(g.apply(play("blessing", moving("a1c3"))).reason, Reason::Blocked);  // would capture
  EXPECT_EQ(g.apply(play("blessing", moving("a1d4"))).reason, Reason::Blocked);  // path closed
  EXPECT_EQ(g.apply(play("blessing", moving("a1a4"))).reason, Reason::IllegalTarget);
  ASSERT_TRUE(g.apply(play("blessing", moving("a1b2"))).ok());
  EXPECT_EQ(at(g, "b2"), 'R');
}

TEST(MoveLike, MasqueradeMovesANonPawnLikeAQueen) {
  Game g = make("4k3/8/8/8/8/8/3P4/1N2K3 w - - 0 1", {{Side::White, {"masquerade"}}});
  EXPECT_EQ(g.apply(play("masquerade", moving("d2d4"))).reason, Reason::IllegalTarget);  // a Pawn
  ASSERT_TRUE(g.apply(play("masquerade", moving("b1h7"))).ok());
  EXPECT_EQ(at(g, "h7"), 'N');
}

TEST(MoveLike, APawnMovedByTheseCardsNeverPromotes) {
  Game g = make("4k3/8/2P5/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"blessing"}}});
  EXPECT_EQ(g.apply(play("blessing", moving("c6a8q"))).reason, Reason::IllegalTarget);
  ASSERT_TRUE(g.apply(play("blessing", moving("c6a8"))).ok());
  EXPECT_EQ(at(g, "a8"), 'P');
}

TEST(MoveLike, AHeldPieceMayNotBeMoved) {
  // CHALLENGE on Black's Knights: Black's Bishop may not move, by card or not.
  Game g =
      make("4k3/8/8/8/5b2/8/1n6/7K w - - 0 1", {{Side::White, {"challenge"}}, {Side::Black, {"blessing"}}});
  ASSERT_TRUE(g.apply(move("h1g1")).ok());
  CardChoices knights;
  knights.piece = "knight";
  ASSERT_TRUE(g.apply(play("challenge", knights)).ok());
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  EXPECT_EQ(g.apply(play("blessing", moving("f4h6"))).reason, Reason::IllegalTarget);
  EXPECT_TRUE(g.apply(play("blessing", moving("b2a1"))).ok());  // the Knight may
}

// ---------------------------------------------------------------- FIGURE DANCE

TEST(FigureDance, CornersTurnCounterClockwiseTogether) {
  Game g = make("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", {{Side::White, {"figure-dance"}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  ASSERT_TRUE(g.apply(play("figure-dance")).ok());
  // a1 -> h1 -> h8 -> a8 -> a1
  EXPECT_EQ(at(g, "a1"), 'r');
  EXPECT_EQ(at(g, "h1"), 'R');
  EXPECT_EQ(at(g, "h8"), 'R');
  EXPECT_EQ(at(g, "a8"), 'r');
  EXPECT_EQ(g.position().castling(), 0);  // every corner Rook has moved
}

TEST(FigureDance, PawnsReachingTheirLastRankPromote) {
  Game g = make("p3k3/8/8/8/4K3/8/8/7P w - - 0 1", {{Side::White, {"figure-dance"}}});
  ASSERT_TRUE(g.apply(move("e4d4")).ok());
  CardChoices knights;
  knights.promote = Role::Knight;
  ASSERT_TRUE(g.apply(play("figure-dance", knights)).ok());
  EXPECT_EQ(at(g, "h8"), 'N');
  EXPECT_EQ(at(g, "a1"), 'n');
}

TEST(FigureDance, APromotionThatChecksTheMoverCancelsTheCard) {
  Game g = make("p3k3/7p/8/8/8/8/7P/3K4 w - - 0 1", {{Side::White, {"figure-dance"}}});
  ASSERT_TRUE(g.apply(move("d1e1")).ok());
  const Result r = g.apply(play("figure-dance"));
  EXPECT_EQ(r.outcome, Outcome::NoEffect);
  EXPECT_EQ(r.reason, Reason::CheckRule);
  EXPECT_EQ(at(g, "a8"), 'p');
}

// ---------------------------------------------------------------- DOOMSAYER and COUP

TEST(Doomsayer, NeverTakesAKingMadeByCoup) {
  Game g = make("4k3/8/8/3p4/8/8/8/4K3 b - - 0 1", {},
                {effect("coup", Side::Black, on("d5")), effect("doomsayer", Side::White)});
  ASSERT_TRUE(g.apply(say("pawn", Side::Black)).ok());
  EXPECT_EQ(at(g, "d5"), 'p');
  EXPECT_EQ(g.effects().size(), 2u);
}

// ---------------------------------------------------------------- CONFABULATION

TEST(Confabulation, MergedPieceMovesAsEitherPart) {
  Game g = make("4k3/8/8/8/8/8/8/R1B1K3 w - - 0 1", {{Side::White, {"confabulation"}}});
  EXPECT_EQ(g.apply(play("confabulation", moving("c1a3"))).reason, Reason::IllegalTarget);  // empty square
  EXPECT_EQ(g.apply(play("confabulation", moving("a1e1"))).reason, Reason::IllegalTarget);  // a King
  ASSERT_TRUE(g.apply(play("confabulation", moving("a1c1"))).ok());
  EXPECT_EQ(at(g, "a1"), '.');
  EXPECT_TRUE(has_mark(g, "c1", "confabulated"));
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  ASSERT_TRUE(g.apply(move("e8d8")).ok());
  const auto d = g.destinations(sq("c1"));
  for (const char* s : {"a1", "b1", "c8", "a3", "h6"})  // as a Rook and as a Bishop
    EXPECT_TRUE(std::find(d.begin(), d.end(), sq(s)) != d.end()) << s;
  EXPECT_TRUE(g.captured(Side::White).empty());
}

TEST(Confabulation, TheMoveMustBeOneThePieceCouldMake) {
  Game g = make("4k3/8/8/8/8/8/8/R1B1K3 w - - 0 1", {{Side::White, {"confabulation"}}});
  EXPECT_EQ(g.apply(play("confabulation", moving("c1a1"))).reason,
            Reason::IllegalTarget);  // Bishop, not a line
}

TEST(Confabulation, LostAsAWhole) {
  Game g =
      make("4k3/8/8/8/8/8/4K3/R1B4r b - - 0 1", {}, {effect("confabulation", Side::White, moving("a1c1"))});
  ASSERT_TRUE(g.apply(move("h1c1")).ok());
  EXPECT_EQ(g.captured(Side::White).size(), 2u);  // the Rook and the Bishop
  EXPECT_TRUE(g.effects().empty());
  EXPECT_EQ(g.cards(Side::White).discard.size(), 1u);
}

TEST(Confabulation, AnswersToEitherPartsName) {
  Game g = make("4k3/8/8/8/8/8/4K3/R1B5 w - - 0 1", {},
                {effect("confabulation", Side::White, moving("a1c1")), effect("doomsayer", Side::Black)});
  ASSERT_TRUE(g.apply(say("bishop", Side::White)).ok());
  EXPECT_EQ(at(g, "c1"), '.');
  EXPECT_EQ(g.captured(Side::White).size(), 2u);
}

TEST(Confabulation, EffectsOnAPartRestrainTheWholeAndOutliveTheMerger) {
  // PACIFISM on the Bishop before the merger covers the merged piece; after
  // PEACE TALKS the two share c1 until the Rook moves off, and the Bishop is
  // still PACIFIST (R10.9).
  Game g =
      make("4k3/8/8/8/8/8/2p5/R1B1K3 b - - 0 1", {{Side::Black, {"peace-talks"}}},
           {effect("pacifism", Side::White, on("c1")), effect("confabulation", Side::White, moving("a1c1"))});
  EXPECT_TRUE(has_mark(g, "c1", "pacifist"));
  EXPECT_TRUE(has_mark(g, "c1", "confabulated"));
  ASSERT_TRUE(g.apply(move("e8d8")).ok());
  CardChoices which;
  which.card = "confabulation";
  ASSERT_TRUE(g.apply(play("peace-talks", which)).ok());
  EXPECT_FALSE(has_mark(g, "c1", "confabulated"));
  EXPECT_FALSE(has_mark(g, "c1", "pacifist"));  // the Rook on top never was
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  ASSERT_TRUE(g.apply(move("c1c2")).ok());  // the Rook takes the Pawn and leaves the square
  EXPECT_EQ(at(g, "c1"), 'B');
  EXPECT_TRUE(has_mark(g, "c1", "pacifist"));
  EXPECT_EQ(g.effects().size(), 1u);  // PACIFISM
}

TEST(Confabulation, EffectsOnTheMergedPieceLapseWithIt) {
  Game g =
      make("4k3/8/8/8/8/8/8/R1B1K3 b - - 0 1", {{Side::Black, {"peace-talks"}}},
           {effect("confabulation", Side::White, moving("a1c1")), effect("pacifism", Side::White, on("c1"))});
  EXPECT_TRUE(has_mark(g, "c1", "pacifist"));
  ASSERT_TRUE(g.apply(move("e8d8")).ok());
  CardChoices which;
  which.card = "confabulation";
  ASSERT_TRUE(g.apply(play("peace-talks", which)).ok());
  EXPECT_TRUE(g.effects().size() == 1u && !g.effects()[0].continuing);  // only the shared square is left
  EXPECT_EQ(g.cards(Side::White).discard.size(), 2u);                   // CONFABULATION and PACIFISM
}

}  // namespace
}  // namespace kmr
