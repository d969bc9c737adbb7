// Decks: building to a budget, drawing, the common deck and discarding.
#include <gtest/gtest.h>

#include <algorithm>

#include "kmr/deck.hpp"
#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "kmr/random_play.hpp"

namespace kmr {
namespace {

std::vector<const CardDef*> cards(std::initializer_list<const char*> ids) {
  std::vector<const CardDef*> out;
  for (const char* id : ids) out.push_back(find_card(id));
  return out;
}

TEST(Deck, FitsTheBudgetWithUniqueCardsOnce) {
  auto ok = check_deck(cards({"fog-of-war", "bog", "pacifism"}), 150);
  ASSERT_TRUE(ok);
  EXPECT_EQ(*ok, 10 + 4 + 3);
  auto over = check_deck(cards({"fog-of-war", "fog-of-war"}), 15);
  ASSERT_FALSE(over);
  EXPECT_EQ(over.error().message, "the deck costs 20 points, over the budget of 15 (R3.1)");
  auto twice = check_deck(cards({"vendetta", "vendetta"}), 150);  // VENDETTA is unique in set 1
  ASSERT_FALSE(twice);
  EXPECT_EQ(twice.error().message, "VENDETTA is unique and may be in a deck only once (R3.3)");
}

TEST(Deck, SetupRefusesADeckOverBudget) {
  kmr::Setup s;
  s.fen = std::string(kStartFen);
  s.hands[Side::White] = {"fog-of-war"};
  s.decks[Side::White] = {"fog-of-war"};
  s.deck_budget = 15;
  auto g = Game::create(s);
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().message, "white's deck: the deck costs 20 points, over the budget of 15 (R3.1)");
  s.deck_budget = 20;
  EXPECT_TRUE(Game::create(s));
}

// Issue 36: a unique card twice among a player's cards was accepted.
TEST(Deck, SetupRefusesAUniqueCardTwiceInAPlayersCards) {
  kmr::Setup s;
  s.fen = std::string(kStartFen);
  s.hands[Side::White] = {"heir", "heir"};
  auto g = Game::create(s);
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().message, "white's cards: HEIR is unique: a deck holds it once (R3.3)");
  s.hands[Side::White] = {"heir"};
  s.decks[Side::White] = {"heir"};
  EXPECT_FALSE(Game::create(s));
  // One each is two decks, each holding it once (R3.5: personal sets).
  s.decks.clear();
  s.hands[Side::Black] = {"heir"};
  EXPECT_TRUE(Game::create(s));
  // A common deck is one deck for both (R3.7).
  s.hands.clear();
  s.common_deck = std::vector<std::string>{"vendetta", "fog-of-war", "vendetta"};
  auto common = Game::create(s);
  ASSERT_FALSE(common);
  EXPECT_EQ(common.error().message,
            "the common deck and the players' cards: VENDETTA is unique: a deck holds it once (R3.3)");
}

TEST(Deck, RandomSetupsDealAUniqueCardOnceToAPlayer) {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    RandomPlayer player(seed);
    const kmr::Setup s = player.setup({"heir", "vendetta", "guardian", "fog-of-war"});
    for (Side side : {Side::White, Side::Black}) {
      std::vector<std::string> all = s.hands.at(side);
      all.insert(all.end(), s.decks.at(side).begin(), s.decks.at(side).end());
      for (const char* unique : {"heir", "vendetta", "guardian"})
        EXPECT_LE(std::count(all.begin(), all.end(), unique), 1) << "seed " << seed << " " << unique;
    }
    EXPECT_TRUE(Game::create(s)) << "seed " << seed;
  }
}

// Issue 36: each effect laid settled every effect before it, so 2,000
// copies of one took half a minute; no game holds that many in play.
TEST(Deck, SetupRefusesMoreEffectsThanAGameHolds) {
  kmr::Setup s;
  s.fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
  EffectSetup pacifism{"pacifism", Side::White, {}};
  pacifism.choices.target = *parse_square("e2");
  s.effects.assign(kMaxSetupEffects, pacifism);
  EXPECT_TRUE(Game::create(s));
  s.effects.push_back(pacifism);
  auto g = Game::create(s);
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().message, "effects: 257 effects, more than the 256 a game can hold in play");
}

TEST(Deck, TheCommonDeckFeedsBothPlayersAndIsRemadeFromTheDiscards) {
  kmr::Setup s;
  s.fen = "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1";
  s.hands[Side::White] = {"bog"};
  s.discard[Side::Black] = {"fog-of-war", "pacifism"};
  s.common_deck = std::vector<std::string>{"chaos"};
  auto g = Game::create(s);
  ASSERT_TRUE(g);
  Action m;
  m.kind = ActionKind::Move;
  m.move = *parse_move_request("e1f1");
  ASSERT_TRUE(g->apply(m).ok());
  Action end;
  end.kind = ActionKind::EndTurn;
  ASSERT_TRUE(g->apply(end).ok());
  // Both hands fill up: CHAOS first, then the two discards reshuffled.
  EXPECT_EQ(g->cards(Side::White).hand.size() + g->cards(Side::Black).hand.size(), 4u);
  EXPECT_TRUE(g->cards(Side::Black).discard.empty());
  EXPECT_TRUE(g->table().common_deck->empty());
}

TEST(Deck, TheSameSeedShufflesTheSameWay) {
  auto play = [](std::uint64_t seed) {
    kmr::Setup s;
    s.fen = "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1";
    s.discard[Side::Black] = {"fog-of-war", "pacifism", "bog", "chaos", "riposte", "coup"};
    s.common_deck = std::vector<std::string>{};
    s.seed = seed;
    auto g = Game::create(s);
    Action m;
    m.kind = ActionKind::Move;
    m.move = *parse_move_request("e1f1");
    g->apply(m);
    Action end;
    end.kind = ActionKind::EndTurn;
    g->apply(end);
    return g->cards(Side::White).hand;
  };
  EXPECT_EQ(play(7), play(7));
}

}  // namespace
}  // namespace kmr
