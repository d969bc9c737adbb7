// Engine mechanics the cards K to O brought: a way to win laid by an effect
// (KING OF THE MOUNTAIN), a swap as a move (MEDUSA stops it), a card taken
// back from the discard pile (LEGACY), a captured piece made dead (NO
// QUARTER).
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace kmr::test {
namespace {

CardChoices squares(std::initializer_list<const char*> list) {
  CardChoices c;
  for (const char* s : list) c.targets.push_back(sq(s));
  return c;
}

void turn(Game& g, const char* m) {
  ASSERT_TRUE(g.apply(move(m)).ok()) << m;
  ASSERT_TRUE(g.apply(end_turn()).ok()) << m;
}

TEST(KingOfTheMountain, CountsOnlyTurnsEndedWhileInPlay) {
  Game g = make("7k/8/8/8/4K3/8/PPP5/8 w - - 0 1", {{Side::White, {"king-of-the-mountain"}}});
  turn(g, "a2a3");
  turn(g, "h8g8");
  // Two White turns on e4 are behind him, but the card was not in play yet.
  ASSERT_TRUE(g.apply(play("king-of-the-mountain")).ok());
  ASSERT_EQ(g.effects().size(), 1u);
  EXPECT_EQ(g.effects().front().laid_at, g.history().size());
  turn(g, "b2b3");
  turn(g, "g8h8");
  EXPECT_EQ(g.game_over(), GameOver::None);
  turn(g, "c2c3");
  turn(g, "h8g8");
  ASSERT_TRUE(g.apply(move("a3a4")).ok());
  EXPECT_EQ(g.game_over(), GameOver::WhiteWins);
}

TEST(KingOfTheMountain, ATurnCannotEndInCheck) {
  Game g = make("7k/8/8/8/4K3/8/2PP3P/r7 w - - 0 1", {}, {effect("king-of-the-mountain", Side::Black)});
  turn(g, "c2c3");
  turn(g, "h8g8");
  turn(g, "d2d3");
  turn(g, "a1a4");  // check along the fourth rank
  EXPECT_EQ(g.probe(move("h2h3")).reason, Reason::IllegalMove);
  ASSERT_TRUE(g.apply(move("c3c4")).ok());  // interposed without moving the King
  EXPECT_EQ(g.game_over(), GameOver::WhiteWins);
}

TEST(Swap, IsAMoveOfBothPiecesAndAPetrifiedPieceStays) {
  Game g = make("r3k3/8/8/8/8/8/4K3/7R w - - 0 1", {{Side::White, {"lost-castle"}}});
  Game held = make("r3k3/8/8/8/8/8/4K3/7R w - - 0 1", {{Side::White, {"lost-castle"}}},
                   {effect("medusa", Side::White, target("a8"))});
  ASSERT_TRUE(g.apply(play("lost-castle", squares({"h1", "a8"}))).ok());
  ASSERT_EQ(g.turn_log().moves.size(), 2u);
  EXPECT_TRUE(g.turn_log().moves[0].by_card);
  EXPECT_EQ(at(g, "a8"), 'R');
  EXPECT_EQ(held.apply(play("lost-castle", squares({"h1", "a8"}))).reason, Reason::IllegalTarget);
  EXPECT_EQ(at(held, "a8"), 'r');
}

TEST(Legacy, TakesTheCardFromTheDiscardPile) {
  kmr::Setup s;
  s.fen = "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1";
  s.hands = {{Side::Black, {"legacy"}}};
  s.discard = {{Side::Black, {"vendetta"}}};
  Game g = *Game::create(s);
  ASSERT_TRUE(g.apply(move("d1d5")).ok());
  CardChoices c;
  c.card = "vendetta";
  ASSERT_TRUE(g.apply(play("legacy", c)).ok());
  EXPECT_EQ(ids(g.cards(Side::Black).hand),
            std::vector<std::string>{"vendetta"});  // a unique card too (L-01)
  EXPECT_EQ(ids(g.cards(Side::Black).discard), std::vector<std::string>{"legacy"});
}

TEST(NoQuarter, TheCapturedPieceBecomesDead) {
  Game g = make("4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", {{Side::White, {"no-quarter"}}});
  ASSERT_TRUE(g.apply(move("d1d5")).ok());
  ASSERT_TRUE(g.apply(play("no-quarter")).ok());
  EXPECT_TRUE(g.captured(Side::Black).empty());
  EXPECT_EQ(g.dead(Side::Black), (std::vector<PieceCode>{{Role::Knight, Side::Black}}));
}

}  // namespace
}  // namespace kmr::test
