// The cards implemented for the rulings of FAQ Section 1: FATAL ATTRACTION,
// FIREBALL, SANCTUARY and UNDER ELF HILL.
#include <gtest/gtest.h>

#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using namespace kmr::test;  // NOLINT: the shared builders

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

CardChoices back_on(const char* square) {
  CardChoices c;
  c.square = sq(square);
  return c;
}

const Action kEndTurn = act(ActionKind::EndTurn);

// ---------------------------------------------------------------- FATAL ATTRACTION

TEST(FatalAttraction, HoldsEveryPieceAroundTheMagnetButKings) {
  // Magnet: the white Bishop d4. Around it: the white Pawn c3, the black
  // Knight e5 and the white King e3, which alone may still move.
  Game g = make("4k3/8/8/4n3/3B4/2P1K3/8/8 w - - 0 1", {},
                {EffectSetup{"fatal-attraction", Side::White, on("d4")}});
  EXPECT_FALSE(g.props(g.position().piece_at(sq("c3"))).can_move);
  EXPECT_FALSE(g.props(g.position().piece_at(sq("e5"))).can_move);
  EXPECT_TRUE(g.props(g.position().piece_at(sq("e3"))).can_move);  // a King
  EXPECT_TRUE(g.props(g.position().piece_at(sq("d4"))).can_move);  // the magnet itself
  EXPECT_TRUE(g.destinations(sq("c3")).empty());
  EXPECT_FALSE(g.destinations(sq("e3")).empty());
}

TEST(FatalAttraction, AHeldPieceGivesNoCheck) {
  // The black Knight on e5 would check the King on f3; it is held by the magnet d4.
  Game g =
      make("4k3/8/8/4n3/3B4/5K2/8/8 w - - 0 1", {}, {EffectSetup{"fatal-attraction", Side::White, on("d4")}});
  EXPECT_TRUE(g.in_check().empty());
}

TEST(FatalAttraction, APieceEndingItsMoveNextToTheMagnetIsHeld) {
  Game g =
      make("4k3/8/8/8/3B4/8/8/R3K3 b - - 0 1", {}, {EffectSetup{"fatal-attraction", Side::White, on("d4")}});
  ASSERT_TRUE(g.apply(move("e8e7")).ok());
  ASSERT_TRUE(g.apply(move("a1a3")).ok());  // a3 is not next to d4
  EXPECT_TRUE(g.props(g.position().piece_at(sq("a3"))).can_move);
  ASSERT_TRUE(g.apply(move("e7e8")).ok());
  ASSERT_TRUE(g.apply(move("a3c3")).ok());  // c3 is next to d4: held from now on
  EXPECT_FALSE(g.props(g.position().piece_at(sq("c3"))).can_move);
}

TEST(FatalAttraction, EndsWhenTheMagnetMoves) {
  Game g =
      make("4k3/8/8/4n3/3B4/8/8/4K3 w - - 0 1", {}, {EffectSetup{"fatal-attraction", Side::White, on("d4")}});
  ASSERT_EQ(g.effects().size(), 1u);
  ASSERT_TRUE(g.apply(move("d4a7")).ok());
  EXPECT_TRUE(g.effects().empty());
  EXPECT_EQ(ids(g.cards(Side::White).discard), std::vector<std::string>{"fatal-attraction"});
  EXPECT_TRUE(g.props(g.position().piece_at(sq("e5"))).can_move);
}

TEST(FatalAttraction, TheMagnetMustBeTheCardPlayersOwn) {
  Game g = make("4k3/8/8/4n3/3B4/8/8/4K3 w - - 0 1", {{Side::White, {"fatal-attraction"}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  EXPECT_EQ(g.apply(play("fatal-attraction", on("e5"))).reason, Reason::IllegalTarget);
  EXPECT_TRUE(g.apply(play("fatal-attraction", on("d4"))).ok());
}

// ---------------------------------------------------------------- FIREBALL

TEST(Fireball, TheMovedPieceExplodesWithItsNeighboursButNotKings) {
  // Nc3-d5; around d5: the black Pawns c6 and e6 and the white Pawn e4.
  Game g = make("4k3/8/2p1p3/8/4P3/2N5/8/4K3 w - - 0 1", {{Side::White, {"fireball"}}});
  ASSERT_TRUE(g.apply(move("c3d5")).ok());
  ASSERT_TRUE(g.apply(play("fireball")).ok());
  EXPECT_EQ(placement(g.position()), "4k3/8/8/8/8/8/8/4K3");
  EXPECT_EQ(g.captured(Side::White).size(), 2u);  // the Knight and the e4 Pawn
  EXPECT_EQ(g.captured(Side::Black).size(), 2u);
}

TEST(Fireball, KingsBesideTheBlastAreUntouched) {
  Game g = make("8/8/8/3k4/8/2N5/8/4K3 w - - 0 1", {{Side::White, {"fireball"}}});
  ASSERT_TRUE(g.apply(move("c3e4")).ok());  // next to the black King d5, giving no check
  ASSERT_TRUE(g.apply(play("fireball")).ok());
  EXPECT_EQ(g.position().letter_at(sq("d5")), 'k');
  EXPECT_EQ(g.position().letter_at(sq("e4")), '.');
}

TEST(Fireball, PacifistNeighboursSurviveAndAPacifistCannotExplode) {
  Game g = make("4k3/8/8/8/3Pp3/2N5/8/4K3 w - - 0 1", {{Side::White, {"fireball"}}},
                {EffectSetup{"pacifism", Side::White, on("d4")}});
  ASSERT_TRUE(g.apply(move("c3d5")).ok());
  ASSERT_TRUE(g.apply(play("fireball")).ok());
  EXPECT_EQ(g.position().letter_at(sq("d4")), 'P');  // pacifist: stays
  EXPECT_EQ(g.position().letter_at(sq("e4")), '.');

  Game h = make("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", {{Side::White, {"fireball"}}},
                {EffectSetup{"pacifism", Side::White, on("d2")}});
  ASSERT_TRUE(h.apply(move("d2d3")).ok());
  EXPECT_EQ(h.apply(play("fireball")).reason, Reason::Immune);
}

TEST(Fireball, OnlyAfterAMoveThatCapturedNothing) {
  Game g = make("4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1", {{Side::White, {"fireball"}}});
  EXPECT_EQ(g.apply(play("fireball")).reason, Reason::WrongTiming);
  ASSERT_TRUE(g.apply(move("c3d5")).ok());  // captures
  EXPECT_EQ(g.apply(play("fireball")).reason, Reason::ConditionUnmet);
}

TEST(Fireball, AKingThatMovedDoesNotExplode) {
  Game g = make("4k3/8/8/8/8/3r4/8/4K3 w - - 0 1", {{Side::White, {"fireball"}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  Result r = g.apply(play("fireball"));
  EXPECT_EQ(r.outcome, Outcome::NoEffect);  // played, but nothing to explode: spent (R5.3a)
  EXPECT_EQ(r.rule, "R5.3a");
  EXPECT_EQ(g.position().letter_at(sq("d3")), 'r');
  EXPECT_EQ(ids(g.cards(Side::White).discard), std::vector<std::string>{"fireball"});
}

TEST(Fireball, AfterCastlingTheRookExplodes) {
  Game g = make("4k3/8/8/8/8/8/6p1/4K2R w K - 0 1", {{Side::White, {"fireball"}}});
  ASSERT_TRUE(g.apply(move("e1g1")).ok());
  ASSERT_TRUE(g.apply(play("fireball")).ok());
  EXPECT_EQ(g.position().letter_at(sq("f1")), '.');  // the Rook
  EXPECT_EQ(g.position().letter_at(sq("g2")), '.');  // its neighbour
  EXPECT_EQ(g.position().letter_at(sq("g1")), 'K');
}

// ---------------------------------------------------------------- SANCTUARY

TEST(Sanctuary, MovesTheRookThenTheKingAsTheTurnsMove) {
  Game g = make("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"sanctuary"}}});
  ASSERT_TRUE(g.apply(play("sanctuary")).ok());  // the only Rook: no target needed
  EXPECT_EQ(placement(g.position()), "4k3/8/8/8/8/8/8/2KR4");
  ASSERT_EQ(g.turn_log().moves.size(), 2u);  // both pieces moved (R26.1)
  EXPECT_EQ(g.turn_log().moves[0].to, sq("d1"));
  EXPECT_EQ(g.turn_log().moves[1].to, sq("c1"));
  EXPECT_TRUE(g.turn_log().moves[0].by_card && g.turn_log().moves[1].by_card);
  EXPECT_EQ(g.phase(), Phase::AfterMove);                                     // it was the move
  EXPECT_EQ(g.apply(move("c1b1", Side::White)).reason, Reason::WrongTiming);  // no second move
}

TEST(Sanctuary, WorksAlongAFileAndWithAnAdjacentRook) {
  Game g = make("4k3/8/8/8/8/8/8/K7 w - - 0 1", {{Side::White, {"sanctuary"}}});
  Game file = make("7k/8/8/8/R7/8/8/K7 w - - 0 1", {{Side::White, {"sanctuary"}}});
  ASSERT_TRUE(file.apply(play("sanctuary", on("a4"))).ok());
  EXPECT_EQ(placement(file.position()), "7k/8/8/8/8/K7/R7/8");
  Game adjacent = make("7k/8/8/8/8/8/8/KR6 w - - 0 1", {{Side::White, {"sanctuary"}}});
  ASSERT_TRUE(adjacent.apply(play("sanctuary")).ok());
  EXPECT_EQ(placement(adjacent.position()), "7k/8/8/8/8/8/8/1RK5");
  EXPECT_EQ(g.apply(play("sanctuary")).reason, Reason::ConditionUnmet);  // no Rook at all
}

TEST(Sanctuary, NeedsANamedRookWhenTwoCould) {
  Game g = make("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", {{Side::White, {"sanctuary"}}});
  EXPECT_EQ(g.apply(play("sanctuary")).reason, Reason::IllegalTarget);
  EXPECT_EQ(g.apply(play("sanctuary", on("e8"))).reason, Reason::IllegalTarget);  // not his Rook
  EXPECT_TRUE(g.apply(play("sanctuary", on("h1"))).ok());
}

TEST(Sanctuary, TheLandingSquareMustBeFree) {
  // Rook b1 next to the King a1; the King would land on c1, where a Knight stands.
  Game g = make("4k3/8/8/8/8/8/8/KRN5 w - - 0 1", {{Side::White, {"sanctuary"}}});
  EXPECT_EQ(g.apply(play("sanctuary", on("b1"))).reason, Reason::Blocked);
}

// ---------------------------------------------------------------- UNDER ELF HILL

TEST(UnderElfHill, TheKingIsSetAsideNotCaptured) {
  Game g = make("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", {{Side::White, {"under-elf-hill"}}});
  ASSERT_TRUE(g.apply(play("under-elf-hill")).ok());
  EXPECT_EQ(g.position().letter_at(sq("e1")), '.');
  EXPECT_TRUE(g.captured(Side::White).empty());
  EXPECT_TRUE(g.dead(Side::White).empty());
  EXPECT_TRUE(g.in_check().empty());
  EXPECT_EQ(g.phase(), Phase::AfterMove);  // it was the turn's move
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  EXPECT_EQ(g.game_over(), GameOver::None);
}

TEST(UnderElfHill, TheKingComesBackOnTheChosenSquareAndStaysPutThatTurn) {
  Game g = make("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", {{Side::White, {"under-elf-hill"}}});
  ASSERT_TRUE(g.apply(play("under-elf-hill", back_on("h4"))).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  ASSERT_TRUE(g.apply(move("e8d8")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  EXPECT_EQ(g.position().letter_at(sq("h4")), 'K');
  EXPECT_TRUE(g.destinations(sq("h4")).empty());
  EXPECT_EQ(g.apply(move("h4h5")).reason, Reason::IllegalMove);
  ASSERT_TRUE(g.apply(move("a2a3")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  ASSERT_TRUE(g.apply(move("d8e8")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  EXPECT_FALSE(g.destinations(sq("h4")).empty());  // the turn after, it moves again
  EXPECT_TRUE(g.effects().empty());
}

TEST(UnderElfHill, AnUnsafeChosenSquareFallsBackToTheFirstSafeEdgeSquare) {
  // The black Rook on a8 sweeps the a-file and, once the King has left g8,
  // the eighth rank: the chosen h8 and a1 are unsafe; b1 is the first safe
  // edge square in board order.
  Game h = make("r5k1/8/8/8/8/8/7P/4K3 w - - 0 1", {{Side::White, {"under-elf-hill"}}});
  ASSERT_TRUE(h.apply(play("under-elf-hill", back_on("h8"))).ok());
  ASSERT_TRUE(h.apply(kEndTurn).ok());
  ASSERT_TRUE(h.apply(move("g8g7")).ok());
  ASSERT_TRUE(h.apply(kEndTurn).ok());
  EXPECT_EQ(h.position().letter_at(sq("h8")), '.');
  EXPECT_EQ(h.position().letter_at(sq("b1")), 'K');
}

TEST(UnderElfHill, TheReturnSquareMustBeOnTheEdge) {
  Game g = make("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"under-elf-hill"}}});
  EXPECT_EQ(g.apply(play("under-elf-hill", back_on("d4"))).reason, Reason::IllegalTarget);
}

TEST(UnderElfHill, NoSquareToComeBackToIsAStalemate) {
  // The Rooks a3 and h6 and the Queen d1 sweep three edges; Re7-e8 closes the fourth.
  Game g = make("8/4r3/7r/4k3/2K5/r7/8/3q4 w - - 0 1", {{Side::White, {"under-elf-hill"}}});
  ASSERT_TRUE(g.apply(play("under-elf-hill")).ok());
  ASSERT_TRUE(g.apply(kEndTurn).ok());
  EXPECT_FALSE(g.stalemated());
  ASSERT_TRUE(g.apply(move("e7e8")).ok());
  // Judged as the turn will stand once it ends: White's turn cannot begin.
  EXPECT_TRUE(g.stalemated());
  EXPECT_EQ(g.game_over(), GameOver::Draw);
  EXPECT_EQ(g.apply(kEndTurn).reason, Reason::GameOver);
}

}  // namespace
}  // namespace kmr
