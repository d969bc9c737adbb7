// Random play over every implemented card: whatever a player tries, a
// refusal leaves the game exactly as it was, and after every action the
// engine's invariants hold (kmr/invariants.hpp): pieces and cards are each
// in one place, effects point at pieces in play, the turn replays, and the
// player whose turn it is always has something to do. Seeds are fixed, so
// a failure replays (`kmr fuzz` shrinks it to a scenario).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "kmr/invariants.hpp"
#include "kmr/random_play.hpp"

namespace kmr {
namespace {

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += "\n  " + l;
  return out;
}

TEST(RandomPlay, InvariantsHoldAfterEveryAction) {
  const std::vector<std::string> cards = implemented_card_ids();
  ASSERT_GT(cards.size(), 50u);
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    RandomPlayer player(seed);
    auto created = Game::create(player.setup(cards));
    ASSERT_TRUE(created) << created.error().message;
    Game g = std::move(created).value();
    for (int step = 0; step < 120 && g.game_over() == GameOver::None; ++step) {
      const Action a = player.action(g);
      Game next = g;
      const Result r = next.apply(a);
      std::vector<std::string> broken = check_step(g, a, r, next);
      for (auto& b : check_game(next)) broken.push_back(std::move(b));
      ASSERT_TRUE(broken.empty()) << "seed " << seed << " step " << step << ": " << to_string(a.kind) << " "
                                  << a.card << " (" << r.detail << ")" << join(broken);
      if (r.outcome != Outcome::Rejected) g = std::move(next);
    }
  }
}

}  // namespace
}  // namespace kmr
