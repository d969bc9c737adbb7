// A card's listed choices (list_choices, the session's `choices`) against
// the engine, for every implemented card on positions of random play (the
// games `kmr fuzz` plays): each choice set listed is one the engine takes,
// with the answer listed; and when the listing is complete, a sample of
// other choice sets over the same keys is refused, or is one listed already
// (the same answer and table: a key the card did not need).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "kmr/card_behaviour.hpp"
#include "kmr/choice_search.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/random_play.hpp"
#include "kmr/session.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {
using namespace kmr::test;

// A position reached by random play, with `card` in the hands.
Game listing_position(const std::string& card, std::uint64_t seed) {
  RandomPlayer rp(seed);
  std::vector<std::string> cards = implemented_card_ids();
  Setup setup = rp.setup(cards);
  for (Side side : {Side::White, Side::Black}) {
    // Once in his cards, as a unique card must be (R3.3).
    auto& hand = setup.hands[side];
    hand.front() = card;
    hand.erase(std::remove(hand.begin() + 1, hand.end(), card), hand.end());
    std::erase(setup.decks[side], card);
  }
  auto made = Game::create(setup);
  EXPECT_TRUE(made) << (made ? "" : made.error().message);
  Game g = std::move(made).value();
  const std::size_t steps = rp.below(12);
  for (std::size_t i = 0; i < steps && g.game_over() == GameOver::None; ++i) {
    Game next = g;
    if (next.apply(rp.action(g)).ok()) g = std::move(next);
  }
  return g;
}

// A random choice set among the values the listing ranges over (one value
// per key read, or the key left out), as the search builds them.
CardChoices sample_in_domain(RandomPlayer& rp, const Game& g, Side side, unsigned reads) {
  CardChoices c;
  const auto sq = [&] { return static_cast<Square>(rp.below(64)); };
  const auto given = [&] { return rp.below(3) != 0; };
  if ((reads & kChooseTarget) && given()) c.target = sq();
  if ((reads & kChooseTargets) && given()) c.targets = {sq()};
  if ((reads & kChooseTo) && given()) c.to = sq();
  if ((reads & kChooseAnyMove) && given()) c.moves = {MoveRequest{sq(), sq(), std::nullopt}};
  if ((reads & kChooseSquare) && given()) c.square = sq();
  if ((reads & kChoosePiece) && given()) {
    constexpr const char* kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    c.piece = kNames[rp.below(6)];
  }
  if ((reads & kChooseCard) && given()) {
    const auto& hand = g.cards(side).hand;
    c.card = hand.empty() || rp.below(2) ? std::string("last") : std::string(hand[rp.below(hand.size())]->id);
  }
  if ((reads & kChooseRotate) && given())
    c.rotate = rp.below(2) ? Rotation::Clockwise : Rotation::CounterClockwise;
  if ((reads & kChoosePromote) && given()) c.promote = Role::Queen;
  return c;
}

bool on_a_piece(const Game& g, const CardChoices& c) {
  const auto piece = [&](Square s) { return g.position().piece_at(s) != kNoPiece; };
  if (c.target && !piece(*c.target)) return false;
  if (!c.targets.empty() && !piece(c.targets.front())) return false;
  if (!c.moves.empty() && (!piece(c.moves.front().from) || c.moves.front().from == c.moves.front().to))
    return false;
  return true;
}

// Issue 36: a copy reads every key, so its listing tried every combination
// of every key (minutes with a large bound); it tries the keys of the card
// it copies, and so lists them all.
TEST(ChoiceListing, ACopyTriesTheKeysOfTheCardItCopies) {
  Game g = make("4k3/8/8/3p4/8/8/4P3/4K3 w - - 0 1", {{Side::White, {"pacifism", "haunting-memories"}}});
  for (const Action& a : {play("pacifism", target("e2")), move("e2e3"), end_turn(), move("e8f8"), end_turn()})
    ASSERT_TRUE(g.apply(a).ok());
  const ChoiceListing list = list_choices(g, Side::White, *find_card("haunting-memories"), kMaxChoiceBudget);
  EXPECT_FALSE(list.cut);
  EXPECT_EQ(list.tried, 5);  // no target, or one of the four pieces
  ASSERT_EQ(list.options.size(), 1u);
  EXPECT_EQ(list.options.front().choices.target, sq("e3"));
}

TEST(ChoiceListing, AgreesWithTheEngineForEveryImplementedCard) {
  int listed = 0, refused = 0;
  std::uint64_t seed = 1;
  for (const std::string& id : implemented_card_ids()) {
    const CardDef& card = *find_card(id);
    for (int position = 0; position < 4; ++position) {
      const Game g = listing_position(id, seed++);
      for (Side side : {g.turn(), ~g.turn()}) {
        const ChoiceListing list = list_choices(g, side, card, 1500);
        for (const ChoiceOption& o : list.options) {
          Action a;
          a.kind = ActionKind::Play;
          a.by = side;
          a.card = id;
          a.choices = o.choices;
          Game after = g;
          const Result r = after.apply(a);
          EXPECT_NE(r.outcome, Outcome::Rejected) << id << " listed " << r.detail;
          EXPECT_EQ(r.outcome, o.result.outcome) << id;
          EXPECT_EQ(r.events, o.result.events) << id;
          ++listed;
        }
        if (list.cut || list.refusal || !card.behaviour) continue;
        // Complete: whatever else is chosen over the same keys is refused.
        RandomPlayer rp(seed * 7919);
        for (int k = 0; k < 12; ++k) {
          const CardChoices c = sample_in_domain(rp, g, side, card.behaviour->choices.reads);
          if (!on_a_piece(g, c)) continue;
          const bool is_listed = std::any_of(list.options.begin(), list.options.end(),
                                             [&](const ChoiceOption& o) { return o.choices == c; });
          if (is_listed) continue;
          Action a;
          a.kind = ActionKind::Play;
          a.by = side;
          a.card = id;
          a.choices = c;
          Game after = g;
          const Result r = after.apply(a);
          if (r.outcome != Outcome::Rejected) {
            // Taken, so it must be one listed already: the same answer, the same table.
            const bool same_as_listed =
                std::any_of(list.options.begin(), list.options.end(), [&](const ChoiceOption& o) {
                  Action b = a;
                  b.choices = o.choices;
                  Game other = g;
                  const Result rb = other.apply(b);
                  return rb.outcome == r.outcome && rb.events == r.events && rb.detail == r.detail &&
                         other.table() == after.table();
                });
            EXPECT_TRUE(same_as_listed) << id << " took choices the listing left out";
          }
          ++refused;
        }
      }
    }
  }
  EXPECT_GT(listed, 100);
  EXPECT_GT(refused, 100);
}

}  // namespace
}  // namespace kmr
