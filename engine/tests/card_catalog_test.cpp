// The card catalog against the reference data in shared/cards/cards.yaml.
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "kmr/card.hpp"

namespace kmr {
namespace {

bool is_kebab_case(std::string_view id) {
  if (id.empty() || id.front() == '-' || id.back() == '-') return false;
  char prev = '\0';
  for (const char ch : id) {
    const bool lower_or_digit = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
    if (!lower_or_digit && ch != '-') return false;
    if (ch == '-' && prev == '-') return false;
    prev = ch;
  }
  return true;
}

std::vector<Timing> timings(const CardDef& c) { return {c.timing.begin(), c.timing.end()}; }

TEST(CardCatalog, HasEveryCardOfTheReference) { EXPECT_EQ(all_cards().size(), 130u); }

TEST(CardCatalog, IdsAreSortedUniqueAndKebabCase) {
  const auto cards = all_cards();
  for (std::size_t i = 0; i < cards.size(); ++i) {
    ASSERT_NE(cards[i], nullptr) << "index " << i;
    EXPECT_TRUE(is_kebab_case(cards[i]->id)) << cards[i]->id;
    if (i > 0) {
      EXPECT_LT(cards[i - 1]->id, cards[i]->id) << "at index " << i;
    }
  }
}

TEST(CardCatalog, EveryCardIsFoundByItsId) {
  for (const CardDef* c : all_cards()) {
    EXPECT_EQ(find_card(c->id), c) << c->id;
  }
}

TEST(CardCatalog, EveryCardHasBasicData) {
  std::set<std::string_view> names;
  for (const CardDef* c : all_cards()) {
    EXPECT_FALSE(c->name.empty()) << c->id;
    EXPECT_TRUE(names.insert(c->name).second) << "duplicate name " << c->name;
    EXPECT_FALSE(c->timing.empty()) << c->id;
    EXPECT_FALSE(c->summary.empty()) << c->id;
    // ends_when is only given for continuing effects.
    if (!c->ends_when.empty()) {
      EXPECT_EQ(c->continuing, std::optional<bool>(true)) << c->id;
    }
  }
}

TEST(CardCatalog, FindFogOfWar) {
  const CardDef* c = find_card("fog-of-war");
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->id, "fog-of-war");
  EXPECT_EQ(c->name, "FOG OF WAR");
  EXPECT_EQ(c->set, CardSet::KC1);
  EXPECT_EQ(timings(*c), std::vector<Timing>{Timing::AfterOpponentCard});
  EXPECT_EQ(c->confidence, Confidence::High);
}

TEST(CardCatalog, UnknownIdIsNotFound) {
  EXPECT_EQ(find_card("nope"), nullptr);
  EXPECT_EQ(find_card(""), nullptr);
  EXPECT_EQ(find_card("fog-of-wa"), nullptr);
  EXPECT_EQ(find_card("fog-of-warx"), nullptr);
  EXPECT_EQ(find_card("FOG OF WAR"), nullptr);
  EXPECT_EQ(find_card("zzz"), nullptr);
}

TEST(CardCatalog, SpotChecksAgainstTheYaml) {
  // vendetta: KC1, 3 points, unique, after-move, continuing with an end condition.
  const CardDef* vendetta = find_card("vendetta");
  ASSERT_NE(vendetta, nullptr);
  EXPECT_EQ(vendetta->name, "VENDETTA");
  EXPECT_EQ(vendetta->set, CardSet::KC1);
  EXPECT_EQ(vendetta->points, std::optional<int>(3));
  EXPECT_EQ(vendetta->unique, std::optional<bool>(true));
  EXPECT_EQ(vendetta->continuing, std::optional<bool>(true));
  EXPECT_EQ(timings(*vendetta), std::vector<Timing>{Timing::AfterMove});
  EXPECT_EQ(vendetta->ends_when, "a player to move has no capture available (without using a card)");

  // hostage: KC1, 9 points, two timing windows, not continuing.
  const CardDef* hostage = find_card("hostage");
  ASSERT_NE(hostage, nullptr);
  EXPECT_EQ(hostage->set, CardSet::KC1);
  EXPECT_EQ(hostage->points, std::optional<int>(9));
  EXPECT_EQ(hostage->continuing, std::optional<bool>(false));
  EXPECT_EQ(timings(*hostage), (std::vector<Timing>{Timing::AfterOpponentMove, Timing::AfterOpponentCard}));
  EXPECT_TRUE(hostage->ends_when.empty());

  // warlord: KC2, points and unique unknown (null), continuing.
  const CardDef* warlord = find_card("warlord");
  ASSERT_NE(warlord, nullptr);
  EXPECT_EQ(warlord->set, CardSet::KC2);
  EXPECT_EQ(warlord->points, std::nullopt);
  EXPECT_EQ(warlord->unique, std::nullopt);
  EXPECT_EQ(warlord->continuing, std::optional<bool>(true));
  EXPECT_EQ(warlord->confidence, Confidence::High);

  // seat-of-power: KC2, continuing to the end of the game, timing unknown, medium confidence.
  const CardDef* seat = find_card("seat-of-power");
  ASSERT_NE(seat, nullptr);
  EXPECT_EQ(seat->set, CardSet::KC2);
  EXPECT_EQ(seat->points, std::nullopt);
  EXPECT_EQ(seat->continuing, std::optional<bool>(true));
  EXPECT_EQ(timings(*seat), std::vector<Timing>{Timing::Unknown});
  EXPECT_EQ(seat->confidence, Confidence::Medium);

  // Punctuation in printed names and quotes in summaries survive.
  const CardDef* survivors = find_card("survivors-reward");
  ASSERT_NE(survivors, nullptr);
  EXPECT_EQ(survivors->name, "SURVIVORS' REWARD");
  const CardDef* demotion = find_card("demotion");
  ASSERT_NE(demotion, nullptr);
  EXPECT_NE(demotion->summary.find("\"replace\""), std::string_view::npos);
}

TEST(CardCatalog, FrenchOriginalsAreLabelledAndLowConfidence) {
  // cards.yaml `basis: french-original`: the effect is a reading of the
  // card's French original, always low confidence (shared/cards/README.md).
  const std::set<std::string_view> french = {"battlefield-promotion",  "bodyguard",    "insubstantiality",
                                             "prisoner-exchange",      "second-sight", "slippery-ground",
                                             "take-back-this-evil-day"};
  for (const CardDef* c : all_cards()) {
    EXPECT_EQ(c->basis == Basis::FrenchOriginal, french.count(c->id) == 1) << c->id;
    if (c->basis == Basis::FrenchOriginal) {
      EXPECT_EQ(c->confidence, Confidence::Low) << c->id;
      EXPECT_NE(c->behaviour, nullptr) << c->id;
      EXPECT_FALSE(c->reading.empty()) << c->id;
    }
  }
  EXPECT_EQ(to_string(Basis::FrenchOriginal), "french-original");
  EXPECT_EQ(to_string(Basis::Reference), "");
}

TEST(CardCatalog, SetCounts) {
  int kc1 = 0;
  int kc2 = 0;
  for (const CardDef* c : all_cards()) (c->set == CardSet::KC1 ? kc1 : kc2)++;
  EXPECT_EQ(kc1, 80);
  EXPECT_EQ(kc2, 50);
}

TEST(CardVocabulary, ToStringUsesTheYamlWords) {
  EXPECT_EQ(to_string(CardSet::KC1), "KC1");
  EXPECT_EQ(to_string(CardSet::KC2), "KC2");

  EXPECT_EQ(to_string(Timing::BeforeMove), "before-move");
  EXPECT_EQ(to_string(Timing::ReplaceMove), "replace-move");
  EXPECT_EQ(to_string(Timing::AfterMove), "after-move");
  EXPECT_EQ(to_string(Timing::AfterOpponentMove), "after-opponent-move");
  EXPECT_EQ(to_string(Timing::AfterOpponentCard), "after-opponent-card");
  EXPECT_EQ(to_string(Timing::OpponentTurn), "opponent-turn");
  EXPECT_EQ(to_string(Timing::AnyTime), "any-time");
  EXPECT_EQ(to_string(Timing::Unknown), "unknown");

  EXPECT_EQ(to_string(Confidence::High), "high");
  EXPECT_EQ(to_string(Confidence::Medium), "medium");
  EXPECT_EQ(to_string(Confidence::Low), "low");
}

}  // namespace
}  // namespace kmr
