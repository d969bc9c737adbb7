// A standard game dealt from a seed (kmr/deal.hpp): R3.1 (shared out, a
// points budget), R3.3 (a unique card once a deck), R3.5 (a set named twice),
// R4.2 (five cards dealt), the cards left out said, the same seed the same game.
#include "kmr/deal.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "kmr/deck.hpp"
#include "kmr/session.hpp"

namespace kmr {
namespace {

Deal dealt(DealOptions options) {
  auto d = Deal::standard(options);
  EXPECT_TRUE(d) << (d ? "" : d.error().message);
  return std::move(d).value();
}

std::vector<const CardDef*> deck_of(const Deal& d, Side side) {
  std::vector<const CardDef*> out;
  for (const auto* part : {&d.setup.hands, &d.setup.decks})
    if (auto it = part->find(side); it != part->end())
      for (const std::string& id : it->second) out.push_back(find_card(id));
  return out;
}

TEST(Deal, TheSameSeedDealsTheSameGameAndAnotherSeedAnother) {
  const auto seeded = [](std::uint64_t seed) {
    DealOptions o;
    o.seed = seed;
    return dealt(o);
  };
  const Deal a = seeded(7), b = seeded(7), c = seeded(8);
  EXPECT_EQ(a.setup.hands, b.setup.hands);
  EXPECT_EQ(a.setup.decks, b.setup.decks);
  EXPECT_NE(a.setup.hands, c.setup.hands);
}

TEST(Deal, FiveCardsEachFromADeckWithinTheBudgetFromTheOpening) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    DealOptions o;
    o.seed = seed;
    o.budget = 100;
    const Deal d = dealt(o);
    EXPECT_EQ(d.setup.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(d.setup.deck_budget, 100);
    for (Side side : {Side::White, Side::Black}) {
      EXPECT_EQ(d.setup.hands.at(side).size(), 5u);
      const auto deck = deck_of(d, side);
      const auto points = check_deck(deck, 100);
      ASSERT_TRUE(points) << points.error().message;
      EXPECT_GT(*points, 80);  // a share of some 35 cards fills most of the budget
      for (const CardDef* c : deck) {
        EXPECT_EQ(c->set, CardSet::KC1);
        EXPECT_TRUE(is_implemented(*c)) << c->id;
      }
    }
    // Shared out: no card of the one set is in both decks.
    const auto white = deck_of(d, Side::White), black = deck_of(d, Side::Black);
    for (const CardDef* c : white) EXPECT_EQ(std::count(black.begin(), black.end(), c), 0) << c->id;
  }
}

TEST(Deal, TwoCopiesOfASetStillHoldAUniqueCardOnceADeck) {
  int doubled = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const Deal d = dealt(DealOptions{seed, {CardSet::KC1, CardSet::KC1}, 300});
    for (Side side : {Side::White, Side::Black}) {
      const auto deck = deck_of(d, side);
      for (const CardDef* c : deck) {
        const auto n = std::count(deck.begin(), deck.end(), c);
        if (c->unique.value_or(false)) {
          EXPECT_EQ(n, 1) << c->id << " (R3.3)";
        }
        if (n > 1) ++doubled;
      }
    }
  }
  EXPECT_GT(doubled, 0);  // non-unique cards may come twice (R3.5)
}

TEST(Deal, CardsTheEngineCannotPlayOrCostAreLeftOutAndSaid) {
  const Deal d = dealt(DealOptions{3, {CardSet::KC1, CardSet::KC2}, 150});
  std::set<std::string> why;
  for (const LeftOutCard& c : d.left_out) {
    const CardDef* card = find_card(c.card);
    ASSERT_TRUE(card);
    EXPECT_TRUE(!is_implemented(*card) || !card->points) << c.card;
    why.insert(c.why);
  }
  EXPECT_EQ(why, (std::set<std::string>{"not implemented", "no known point value"}));
  for (Side side : {Side::White, Side::Black})
    for (const CardDef* c : deck_of(d, side)) {
      EXPECT_TRUE(is_implemented(*c)) << c->id;
      EXPECT_TRUE(c->points) << c->id;
    }
}

TEST(Deal, SetsAreNamedAsKmrPlayNamesThem) {
  EXPECT_EQ(*parse_card_sets("kc1"), std::vector<CardSet>{CardSet::KC1});
  EXPECT_EQ(*parse_card_sets("KC1,kc2,kc1"),
            (std::vector<CardSet>{CardSet::KC1, CardSet::KC2, CardSet::KC1}));
  const auto bad = parse_card_sets("kc1,kc3");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "kc1, kc2 or both (kc1,kc2), not 'kc3'");
  EXPECT_FALSE(parse_card_sets(""));
}

TEST(Deal, ABadBudgetOrNoSetIsAnError) {
  EXPECT_FALSE(Deal::standard(DealOptions{1, {CardSet::KC1}, 0}));
  EXPECT_FALSE(Deal::standard(DealOptions{1, {}, 150}));
}

TEST(Deal, TheGameDrawsFromTheDeckAsCardsArePlayed) {
  // R5.1: a card played is replaced at once by the top card of the deck.
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const Deal d = dealt(DealOptions{seed, {CardSet::KC1}, 150});
    auto s = Session::create(d.setup);
    ASSERT_TRUE(s) << s.error().message;
    const std::string top = d.setup.decks.at(Side::White).front();
    for (const std::string& card : d.setup.hands.at(Side::White)) {
      const ChoiceListing list = s->choices(card, Side::White, 2000);
      if (list.options.empty()) continue;
      Action play;
      play.kind = ActionKind::Play;
      play.card = card;
      play.choices = list.options.front().choices;
      ASSERT_NE(s->act(play).outcome, Outcome::Rejected);
      const auto& hand = s->game().cards(Side::White).hand;
      EXPECT_EQ(hand.size(), 5u);
      EXPECT_NE(std::find_if(hand.begin(), hand.end(), [&](const CardDef* c) { return c->id == top; }),
                hand.end());
      EXPECT_EQ(s->game().cards(Side::White).deck.size(), d.setup.decks.at(Side::White).size() - 1);
      return;
    }
  }
  FAIL() << "no seed from 1 to 40 deals White a card he may play from the opening";
}

}  // namespace
}  // namespace kmr
