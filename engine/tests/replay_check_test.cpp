// The linear self-check (kmr/replay_check.hpp): it agrees with a whole
// replay (Game::replayed) after every action, and replays each action of a
// turn once unless the turn is rewritten.
#include <gtest/gtest.h>

#include "kmr/random_play.hpp"
#include "kmr/replay_check.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {
using namespace kmr::test;

TEST(ReplayCheck, ALongTurnReplaysEachActionOnce) {
  Game g = make("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  ReplayCheck check;
  constexpr std::size_t kActions = 2000;
  for (std::size_t i = 0; i < kActions; ++i) {
    ASSERT_TRUE(g.apply(act(ActionKind::Pass)).ok());
    ASSERT_TRUE(check.holds(g)) << "after pass " << i + 1;
  }
  EXPECT_EQ(check.replayed_actions(), kActions);  // a whole replay each time: 2,001,000
  EXPECT_EQ(check.restarts(), 1u);
  EXPECT_EQ(g.replayed(), g);
}

TEST(ReplayCheck, ARewrittenTurnIsReplayedFromWhatItStillBeginsWith) {
  // BOG under a FIREBALL re-resolves the turn (R6.6): its actions change,
  // but not the turn's start, which the check kept a replay of.
  Game g = make("4k3/8/8/1p6/8/1n6/8/R3K3 w - - 0 1", {{Side::White, {"fireball"}}, {Side::Black, {"bog"}}});
  ReplayCheck check;
  ASSERT_TRUE(g.apply(move("a1a4")).ok());
  EXPECT_TRUE(check.holds(g));
  ASSERT_TRUE(g.apply(play("fireball")).ok());
  EXPECT_TRUE(check.holds(g));
  EXPECT_EQ(check.restarts(), 1u);
  ASSERT_TRUE(g.apply(play("bog", {}, Side::Black)).ok());
  EXPECT_TRUE(check.holds(g));
  EXPECT_EQ(check.restarts(), 1u);
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_TRUE(check.holds(g));
  EXPECT_EQ(check.restarts(), 2u);  // a new turn
}

TEST(ReplayCheck, AgreesWithAWholeReplayInRandomGames) {
  const std::vector<std::string> cards = implemented_card_ids();
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    RandomPlayer player(seed);
    auto created = Game::create(player.setup(cards));
    ASSERT_TRUE(created) << created.error().message;
    Game g = std::move(created).value();
    ReplayCheck check;
    for (int step = 0; step < 150 && g.game_over() == GameOver::None; ++step) {
      const Action a = player.action(g);
      (void)g.apply(a);
      const bool whole = g.replayed() == g;
      ASSERT_EQ(check.holds(g), whole) << "seed " << seed << ", step " << step;
    }
  }
}

}  // namespace
}  // namespace kmr
