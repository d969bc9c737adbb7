// The cards' random_choices hooks (engine/cards/parts/random_parts.hpp): in a
// position where the card can be played, some seed gives choices the
// engine accepts; where nothing fits, the hook leaves the random draw alone.
#include <gtest/gtest.h>

#include <algorithm>

#include "kmr/card_behaviour.hpp"
#include "parts/random_parts.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::sq;

// Some seed among the first few makes the card's hook pick choices the
// engine accepts for `by` now.
bool hook_finds_a_play(const Game& g, const char* card, Side by) {
  const CardDef* c = find_card(card);
  EXPECT_TRUE(c && c->behaviour && c->behaviour->random_choices) << card;
  if (!c || !c->behaviour || !c->behaviour->random_choices) return false;
  for (std::uint64_t seed = 1; seed <= 64; ++seed) {
    CardChoices choices;
    c->behaviour->random_choices(g, by, seed, choices);
    Game trial = g;
    if (trial.apply(test::play(card, choices, by)).ok()) return true;
  }
  return false;
}

Game after(Game g, const char* move) {
  EXPECT_TRUE(g.apply(test::move(move)).ok()) << move;
  return g;
}

TEST(RandomParts, HooksFindPlaysTheCardsAccept) {
  // Swaps: two enemy pieces of the named kinds, after the move.
  EXPECT_TRUE(hook_finds_a_play(
      after(make("r1b1k3/8/8/8/8/8/4P3/4K3 w - - 0 1", {{Side::White, {"anathema"}}}), "e2e4"), "anathema",
      Side::White));
  // A Knight forking two Pawns captures both and falls.
  EXPECT_TRUE(
      hook_finds_a_play(make("4k3/8/8/1p1p4/8/2N5/8/4K3 w - - 0 1", {{Side::White, {"split-knight"}}}),
                        "split-knight", Side::White));
  // The Bishop giving check is bribed for the captured one.
  EXPECT_TRUE(hook_finds_a_play(make("4k3/8/8/8/1b6/8/8/4K3 w - - 0 1", {{Side::White, {"bribery"}}}, {},
                                     {{Side::White, {Role::Bishop}}}),
                                "bribery", Side::White));
  // One's own piece captured by another that could reach it.
  EXPECT_TRUE(hook_finds_a_play(make("4k3/8/8/8/8/8/3P4/3RK3 w - - 0 1", {{Side::White, {"assassin"}}}),
                                "assassin", Side::White));
  // A captured Knight back on a square a Knight starts on.
  EXPECT_TRUE(hook_finds_a_play(make("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"resurrection"}}}, {},
                                     {{Side::White, {Role::Knight}}}),
                                "resurrection", Side::White));
  // Every Bishop steps, the opponent's first.
  EXPECT_TRUE(hook_finds_a_play(
      after(make("2b1k3/8/8/8/8/8/4P3/2B1K3 w - - 0 1", {{Side::White, {"heresy"}}}), "e2e4"), "heresy",
      Side::White));
  // A Knight hemmed in by the enemy in the corner.
  EXPECT_TRUE(hook_finds_a_play(make("4k3/8/8/8/8/8/6PP/6Kn w - - 0 1", {{Side::White, {"surrounded"}}}),
                                "surrounded", Side::White));
  // The Rook moved this turn without capturing moves again.
  EXPECT_TRUE(
      hook_finds_a_play(after(make("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"merciless"}}}), "a1a4"),
                        "merciless", Side::White));
}

TEST(RandomParts, NothingFitsNothingIsPicked) {
  // No Bishop of White's: CATHEDRAL's hook names nothing.
  const Game g = make("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"cathedral"}}});
  const CardDef* c = find_card("cathedral");
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    CardChoices choices;
    c->behaviour->random_choices(g, Side::White, seed, choices);
    EXPECT_TRUE(choices.targets.empty());
  }
}

TEST(RandomParts, PiecesAndMoves) {
  const Game g = make("4k3/8/8/8/8/8/3P4/3RK3 w - - 0 1");
  std::vector<Square> own = pick::pieces(g, Side::White, pick::Whose::Own);
  std::sort(own.begin(), own.end());
  EXPECT_EQ(own, (std::vector<Square>{sq("d1"), sq("d2")}));
  EXPECT_EQ(pick::pieces(g, Side::White, pick::Whose::Own, "king", /*kings=*/true),
            std::vector<Square>{sq("e1")});
  EXPECT_TRUE(pick::pieces(g, Side::White, pick::Whose::Enemy).empty());  // the lone King is not counted
  EXPECT_EQ(pick::pawn_advances(g, Side::White, 2).size(), 1u);           // d2-d4
  EXPECT_EQ(pick::slides_to_empty(g, sq("d1"), standard_movement(Role::Rook)).size(), 3u);  // a1 b1 c1
  for (const Move& m : pick::moves_of(g, Side::Black)) EXPECT_EQ(m.from, sq("e8"));
  pick::Draw a(5), b(5);
  EXPECT_EQ(a.next(), b.next());  // reproducible from the seed
}

}  // namespace
}  // namespace kmr
