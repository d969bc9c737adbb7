// kmr fuzz's summary (kmr/harness/fuzz.hpp): how often each card dealt was
// accepted, and why the refused plays were refused.
#include "kmr/run/fuzz.hpp"

#include <gtest/gtest.h>

#include "kmr/load/loader.hpp"

namespace kmr::harness {
namespace {

TEST(Fuzz, CountsEachCardDealtAndWhyItWasRefused) {
  FuzzOptions options;
  options.games = 2;
  options.steps = 40;
  options.cards = {"fog-of-war"};  // with nothing else dealt, nothing is ever there to cancel
  const FuzzSummary sum = run_fuzz(options);
  EXPECT_FALSE(sum.failure);
  EXPECT_EQ(sum.games, 2);
  ASSERT_EQ(sum.cards.size(), 1u);
  const CardCount& fog = sum.cards.at("fog-of-war");
  EXPECT_GT(fog.played, 0);
  EXPECT_EQ(fog.accepted, 0);
  int refused = 0;
  for (const auto& [why, n] : fog.refusals) refused += n;
  EXPECT_EQ(refused, fog.played);
}

TEST(Fuzz, ReportsEveryImplementedCardByDefault) {
  FuzzOptions options;
  options.games = 1;
  options.steps = 5;
  const FuzzSummary sum = run_fuzz(options);
  EXPECT_GT(sum.cards.size(), 100u);  // listed even when never dealt or played
  for (const auto& [id, count] : sum.cards) EXPECT_LE(count.accepted, count.played) << id;
}

TEST(Fuzz, SeveralJobsGiveTheSummaryOfOne) {
  FuzzOptions options;
  options.games = 12;
  options.steps = 60;
  options.seed = 5001;
  const FuzzSummary one = run_fuzz(options);
  options.jobs = 3;
  int reported = 0;
  const FuzzSummary three = run_fuzz(options, [&](int) { ++reported; });
  EXPECT_EQ(reported, 12);
  EXPECT_EQ(three.games, one.games);
  EXPECT_EQ(three.actions, one.actions);
  EXPECT_EQ(three.accepted, one.accepted);
  EXPECT_EQ(three.endings, one.endings);
  EXPECT_EQ(three.failure.has_value(), one.failure.has_value());
  ASSERT_EQ(three.cards.size(), one.cards.size());
  for (const auto& [id, c] : one.cards) {
    EXPECT_EQ(three.cards.at(id).played, c.played) << id;
    EXPECT_EQ(three.cards.at(id).accepted, c.accepted) << id;
    EXPECT_EQ(three.cards.at(id).refusals, c.refusals) << id;
  }
}

TEST(Fuzz, AFailureScenarioLoadsBackWithItsWholeSetup) {
  // Random games may begin from a position under way, with pieces already lost.
  FuzzFailure f;
  f.game_seed = 7;
  f.setup.fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  f.setup.captured[Side::White] = {Role::Bishop, Role::Pawn};
  f.setup.dead[Side::Black] = {Role::Rook};
  f.setup.hands[Side::White] = {"resurrection"};
  f.setup.discard[Side::Black] = {"bog"};
  f.setup.seed = 9;
  Action a;
  a.kind = ActionKind::Move;
  a.move = *parse_move_request("e1e2");
  f.actions = {a};
  const LoadedFile file = load_text(failure_scenario_yaml(f), "fuzz-failure.yaml");
  ASSERT_TRUE(file.errors().empty()) << file.errors().front();
  ASSERT_EQ(file.scenarios.size(), 1u);
  const kmr::Setup& back = file.scenarios.front().setup;
  EXPECT_EQ(back.fen, f.setup.fen);
  EXPECT_EQ(back.captured, f.setup.captured);
  EXPECT_EQ(back.dead, f.setup.dead);
  EXPECT_EQ(back.hands, f.setup.hands);
  EXPECT_EQ(back.discard, f.setup.discard);
  EXPECT_EQ(back.seed, f.setup.seed);
}

}  // namespace
}  // namespace kmr::harness
