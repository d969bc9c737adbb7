// find_playable_choices: the bounded search that tells whether a card can
// still be played now (the PLOTS WITHIN PLOTS binding, R7.4).
#include <gtest/gtest.h>

#include "kmr/choice_search.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::sq;

// NEUTRALITY is played after the move (R6.3).
Game moved(const std::string& fen) {
  Game g = make(fen, {{Side::White, {"neutrality"}}});
  EXPECT_TRUE(g.apply(test::move("e1d1")).ok());
  return g;
}

TEST(ChoiceSearch, FindsATargetThatPlaysTheCard) {
  const Game g = moved("4k3/p7/8/8/8/8/8/4K3 w - - 0 1");
  const auto found = find_playable_choices(g, Side::White, *find_card("neutrality"));
  ASSERT_TRUE(found.has_value());
  ASSERT_TRUE(found->target.has_value());
  EXPECT_EQ(*found->target, sq("a7"));  // the only enemy piece NEUTRALITY may take (not the King)
}

TEST(ChoiceSearch, FindsNothingWhenNoChoiceWorks) {
  const Game g = moved("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_FALSE(find_playable_choices(g, Side::White, *find_card("neutrality")).has_value());
}

TEST(ChoiceSearch, FindsNothingOutsideTheCardsWindow) {
  const Game g = make("4k3/p7/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"neutrality"}}});
  EXPECT_FALSE(find_playable_choices(g, Side::White, *find_card("neutrality")).has_value());
}

TEST(ChoiceSearch, LeavesTheGameUnchanged) {
  const Game g = moved("4k3/p7/8/8/8/8/8/4K3 w - - 0 1");
  const Game before = g;
  (void)find_playable_choices(g, Side::White, *find_card("neutrality"));
  EXPECT_EQ(g, before);
}

TEST(ChoiceSearch, SaysWhenEveryChoiceWasTried) {
  const Game g = moved("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  const ChoiceSearch all = search_choices(g, Side::White, *find_card("neutrality"), ChoiceQuery{});
  EXPECT_FALSE(all.found.has_value());
  EXPECT_TRUE(all.exhaustive);
  const ChoiceSearch cut =
      search_choices(g, Side::White, *find_card("neutrality"), ChoiceQuery{2, Probe::Judged, {}});
  EXPECT_FALSE(cut.found.has_value());
  EXPECT_FALSE(cut.exhaustive);  // two tries of 33: nothing found, and not all tried
}

TEST(ChoiceSearch, AsksWhatThePlayLeaves) {
  const Game g = moved("4k3/p6p/8/8/8/8/8/4K3 w - - 0 1");
  ChoiceQuery q;
  q.wanted = [](const Game& after) { return !after.marks_at(sq("h7")).empty(); };
  const ChoiceSearch found = search_choices(g, Side::White, *find_card("neutrality"), q);
  ASSERT_TRUE(found.found.has_value());
  ASSERT_TRUE(found.found->target.has_value());
  EXPECT_EQ(*found.found->target, sq("h7"));  // a7 stands too, but is not what was asked
}

}  // namespace
}  // namespace kmr
