// kmr fuzz's summary (kmr/harness/fuzz.hpp): how often each card dealt was
// accepted, and why the refused plays were refused.
#include "kmr/harness/fuzz.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace kmr::harness
