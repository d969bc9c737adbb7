// The game's memo (src/game_memo.hpp) and the in-place lists it leans on: a
// remembered answer is the one computed afresh, never one for other effects
// on the same board, and equality of games does not see the memo.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "kmr/random_play.hpp"
#include "kmr/small_list.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {
using namespace kmr::test;

std::vector<Move> listed(const MoveList& moves) { return {moves.begin(), moves.end()}; }

bool takes(const Game& g, const char* from, const char* to) {
  const MoveList moves = g.legal_moves();
  return std::any_of(moves.begin(), moves.end(),
                     [&](const Move& m) { return m.from == sq(from) && m.to == sq(to); });
}

TEST(GameMemo, TheSameBoardWithOtherEffectsIsAskedAgain) {
  Game g = make("n3k3/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"pacifism"}}});
  ASSERT_TRUE(takes(g, "a1", "a8"));
  const Game before = g;  // shares the memo
  const Position board = g.position();
  ASSERT_TRUE(g.apply(play("pacifism", target("a1"))).ok());
  ASSERT_EQ(g.position(), board);      // the same position...
  EXPECT_FALSE(takes(g, "a1", "a8"));  // ...but a pacifist takes nothing (R15.1)
  EXPECT_TRUE(takes(before, "a1", "a8"));
  EXPECT_FALSE(before == g);
}

TEST(GameMemo, AGameAnswersAsOneBuiltAfresh) {
  for (std::uint64_t seed : {3u, 11u, 29u}) {
    RandomPlayer player(seed);
    const kmr::Setup setup = player.setup(implemented_card_ids());
    Game g = Game::create(setup).value();
    std::vector<Action> taken;
    for (int step = 0; step < 60 && g.game_over() == GameOver::None; ++step) {
      const Action a = player.action(g);
      Game next = g;
      if (next.apply(a).outcome == Outcome::Rejected) continue;
      taken.push_back(a);
      g = std::move(next);
      // Built from the setup again: a game of its own, with its own memo.
      Game fresh = Game::create(setup).value();
      for (const Action& t : taken) ASSERT_NE(fresh.apply(t).outcome, Outcome::Rejected);
      ASSERT_EQ(fresh, g) << "seed " << seed << ", step " << step;
      EXPECT_EQ(listed(fresh.legal_moves()), listed(g.legal_moves())) << "seed " << seed << ", step " << step;
      EXPECT_EQ(fresh.in_check(), g.in_check());
      EXPECT_EQ(fresh.exposed(g.turn()), g.exposed(g.turn()));
      EXPECT_EQ(fresh.game_over(), g.game_over());
    }
  }
}

TEST(SmallList, KeepsOrderInPlaceAndBeyond) {
  SmallList<int, 4> a{1, 2, 3};
  SmallList<int, 4> b = a;
  EXPECT_EQ(a, b);
  for (int i = 4; i <= 9; ++i) a.push_back(i);  // past the four held in place
  EXPECT_EQ(a.size(), 9u);
  EXPECT_EQ(std::vector<int>(a.begin(), a.end()), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
  EXPECT_FALSE(a == b);
  a.erase_if([](int v) { return v % 2 == 0; });
  EXPECT_EQ(std::vector<int>(a.begin(), a.end()), (std::vector<int>{1, 3, 5, 7, 9}));
  b.erase_if([](int v) { return v == 2; });
  EXPECT_EQ(std::vector<int>(b.begin(), b.end()), (std::vector<int>{1, 3}));
  a = {7};
  EXPECT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0], 7);
  a.clear();
  EXPECT_TRUE(a.empty());
}

}  // namespace
}  // namespace kmr
