// Engine mechanics the cards HOLY WAR, EVANGELISTS, HOLY QUEST, DEATH
// DANCE, DOPPELGANGER, HAND OF FATE and HEIR brought: a swap is a move of
// both pieces (R23.4, R26.1), the kind of piece each side last moved, the
// exchange of hands, a card capturing one of several Kings (R25.2,
// R12.5), castling on a turned board (R18.1).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using namespace kmr::test;  // NOLINT: the shared builders

CardChoices two(const char* a, const char* b) {
  CardChoices c;
  c.targets = {sq(a), sq(b)};
  return c;
}

TEST(Swap, BothPiecesMoveAndBothMovesAreRecorded) {
  Game g = make("4k3/8/8/8/8/8/P7/1N2KB2 w - - 0 1", {{Side::White, {"holy-war"}}});
  ASSERT_TRUE(g.apply(move("a2a3")).ok());
  const PieceId knight = g.position().piece_at(sq("b1"));
  const PieceId bishop = g.position().piece_at(sq("f1"));
  ASSERT_TRUE(g.apply(play("holy-war", two("f1", "b1"))).ok());
  EXPECT_EQ(g.position().piece_at(sq("f1")), knight);  // identities travel with the pieces
  EXPECT_EQ(g.position().piece_at(sq("b1")), bishop);
  const auto& moves = g.turn_log().moves;
  ASSERT_EQ(moves.size(), 3u);  // the Pawn's move, then the two halves of the swap
  EXPECT_TRUE(moves[1].by_card);
  EXPECT_TRUE(moves[2].by_card);
  EXPECT_FALSE(moves[1].captured.has_value());
  EXPECT_EQ(g.replayed(), g);
}

TEST(Swap, APieceThatMayNotMoveCannotBeSwapped) {
  Game g = make("4k3/8/8/8/8/8/P7/1NQ1KB2 w - - 0 1", {{Side::White, {"holy-war"}}},
                {effect("fatal-attraction", Side::White, target("c1"))});
  ASSERT_TRUE(g.apply(move("a2a3")).ok());
  const Result r = g.apply(play("holy-war", two("b1", "f1")));
  EXPECT_EQ(r.reason, Reason::IllegalTarget);
  EXPECT_EQ(r.rule, "R14.3");
  EXPECT_EQ(at(g, "b1"), 'N');
}

TEST(Swap, AReplaceMoveSwapIsTheTurnsMove) {
  Game g = make("4kb2/7p/8/8/8/8/P7/2B1K3 w - - 0 1", {{Side::White, {"evangelists"}}});
  ASSERT_TRUE(g.apply(play("evangelists", two("f8", "c1"))).ok());
  EXPECT_EQ(g.table().phase, Phase::AfterMove);
  EXPECT_EQ(at(g, "c1"), 'b');
  EXPECT_EQ(at(g, "f8"), 'B');
}

TEST(LastMoveRole, RecordedWhenTheTurnEnds) {
  Game g = make("4k1n1/8/8/8/8/8/P7/4K3 b - - 0 1");
  EXPECT_FALSE(g.last_move_role(Side::Black).has_value());
  ASSERT_TRUE(g.apply(move("g8f6")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_EQ(g.last_move_role(Side::Black), Role::Knight);
  ASSERT_TRUE(g.apply(move("a2a4")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_EQ(g.last_move_role(Side::White), Role::Pawn);
  EXPECT_EQ(g.last_move_role(Side::Black), Role::Knight);
}

TEST(HandOfFate, HandsAreExchangedAndTheOpponentDrawsOne) {
  kmr::Setup s;
  s.fen = "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1";
  s.hands = {{Side::White, {"hand-of-fate", "bog"}}, {Side::Black, {"fog-of-war"}}};
  s.decks = {{Side::Black, {"chaos", "panic"}}};
  Game g = *Game::create(s);
  ASSERT_TRUE(g.apply(play("hand-of-fate")).ok());
  EXPECT_EQ(ids(g.table().cards[0].hand), (std::vector<std::string>{"fog-of-war"}));
  EXPECT_EQ(ids(g.table().cards[1].hand), (std::vector<std::string>{"bog", "chaos"}));
  EXPECT_EQ(ids(g.table().cards[1].deck), (std::vector<std::string>{"panic"}));
}

TEST(CardsAndKings, ACardMayTakeOneOfTwoKingsButNotTheLast) {
  Game two_kings = make("r3k3/8/8/7K/8/8/P7/4K3 b - - 0 1", {{Side::Black, {"merciless"}}});
  ASSERT_TRUE(two_kings.apply(move("a8a5")).ok());
  EXPECT_TRUE(two_kings.apply(play("merciless", moves({"a5h5"}))).ok());
  EXPECT_EQ(at(two_kings, "h5"), 'r');
  Game one_king = make("r3k3/8/8/7K/8/8/P7/8 b - - 0 1", {{Side::Black, {"merciless"}}});
  ASSERT_TRUE(one_king.apply(move("a8a5")).ok());
  const Result r = one_king.apply(play("merciless", moves({"a5h5"})));
  EXPECT_EQ(r.outcome, Outcome::NoEffect);
  EXPECT_EQ(r.reason, Reason::CheckmateRule);
  EXPECT_EQ(at(one_king, "h5"), 'K');
}

TEST(CardsAndKings, HeirEntersOnTheEmptyKingSquare) {
  Game g = make("4k3/p7/8/8/8/8/P7/3K4 w - - 0 1", {{Side::White, {"heir"}}});
  EXPECT_EQ(g.probe(play("heir")).reason, Reason::WrongTiming);  // played after the move
  ASSERT_TRUE(g.apply(move("a2a3")).ok());
  ASSERT_TRUE(g.apply(play("heir")).ok());
  EXPECT_EQ(at(g, "e1"), 'K');
  EXPECT_TRUE(g.effects().empty());  // not a Continuing Effect: nothing in play
  Game taken = make("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", {{Side::White, {"heir"}}});
  ASSERT_TRUE(taken.apply(move("a2a3")).ok());
  EXPECT_EQ(taken.apply(play("heir")).reason, Reason::Blocked);
}

TEST(Castling, ATurnedBoardKeepsTheRight) {
  CardChoices cw;
  cw.rotate = Rotation::Clockwise;
  Game g = make("4k3/p7/8/8/8/8/8/4K2R w K - 0 1", {}, {effect("earthquake", Side::Black, cw)});
  ASSERT_TRUE(g.apply(move("e1g1")).ok());
  EXPECT_EQ(at(g, "g1"), 'K');
  EXPECT_EQ(at(g, "f1"), 'R');
}

}  // namespace
}  // namespace kmr
