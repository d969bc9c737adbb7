// The doors (kmr/doors.hpp): what they record of a card's play, the words
// naming one effect among copies (kmr/effect_names.hpp), the general rules'
// checks (kmr/door_rules.hpp) and the card x rule matrix (kmr/door_matrix.hpp).
#include <gtest/gtest.h>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/door_matrix.hpp"
#include "kmr/door_rules.hpp"
#include "kmr/effect_names.hpp"
#include "kmr/random_play.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::sq;

EffectSetup effect(const char* card, Side owner, const char* target = nullptr) {
  EffectSetup e{card, owner, {}};
  if (target) e.choices.target = sq(target);
  return e;
}

TEST(EffectNames, ReadAndWrittenBack) {
  for (const char* text : {"pacifism", "pacifism on e4", "doomsayer #2", "pacifism on e4 #1"}) {
    auto name = parse_effect_name(text);
    ASSERT_TRUE(name) << text;
    EXPECT_EQ(to_string(*name), text);
  }
  EXPECT_FALSE(parse_effect_name(""));
  EXPECT_FALSE(parse_effect_name("no-such-card"));
  EXPECT_FALSE(parse_effect_name("pacifism on z9"));
  EXPECT_FALSE(parse_effect_name("pacifism #0"));
  EXPECT_FALSE(parse_effect_name("pacifism sideways"));
}

TEST(EffectNames, EachCopyHasWordsOfItsOwn) {
  const Game g = make("4k3/8/8/8/8/8/P2P4/4K3 w - - 0 1", {},
                      {effect("pacifism", Side::White, "a2"), effect("pacifism", Side::White, "d2"),
                       effect("doomsayer", Side::White), effect("doomsayer", Side::Black)});
  ASSERT_EQ(g.effects().size(), 4u);
  EXPECT_EQ(effect_words(g, 0), "pacifism on a2");
  EXPECT_EQ(effect_words(g, 1), "pacifism on d2");
  EXPECT_EQ(effect_words(g, 2), "doomsayer #1");
  EXPECT_EQ(effect_words(g, 3), "doomsayer #2");
  for (std::size_t i = 0; i < 4; ++i) {
    const auto named = effects_named(g, *parse_effect_name(effect_words(g, i)));
    ASSERT_EQ(named.size(), 1u);
    EXPECT_EQ(named.front(), i);
  }
  EXPECT_EQ(effects_named(g, *parse_effect_name("pacifism")).size(), 2u);
}

TEST(DoorTrace, AFireballPassesTheCaptureDoorAndItsRulesBite) {
  Game g = make("4k3/8/8/8/8/3p4/8/4K1N1 w - - 10 40", {{Side::White, {"fireball"}}});
  ASSERT_TRUE(g.apply(test::move("g1e2")).ok());
  std::vector<DoorPass> passes;
  g.trace_doors(&passes);
  ASSERT_TRUE(g.apply(test::play("fireball")).ok());
  g.trace_doors(nullptr);
  ASSERT_FALSE(passes.empty());
  EXPECT_EQ(passes.front().card->id, "fireball");
  EXPECT_TRUE(passes.front().doors.has(Door::Capture));
  EXPECT_TRUE(passes.front().rules.has(GeneralRule::Clock));
  EXPECT_EQ(g.position().halfmove_clock(), 0);
}

TEST(DoorTrace, AProbeIsNotTraced) {
  Game g = make("4k3/8/8/8/8/3p4/8/4K1N1 w - - 0 1", {{Side::White, {"fireball"}}});
  ASSERT_TRUE(g.apply(test::move("g1e2")).ok());
  std::vector<DoorPass> passes;
  g.trace_doors(&passes);
  EXPECT_TRUE(g.probe(test::play("fireball")).ok());
  EXPECT_TRUE(passes.empty());
}

TEST(DoorRules, HoldOnAGameOfCards) {
  Game g = make("4k3/8/8/8/8/8/P2P4/4K1N1 w - - 0 1", {{Side::White, {"peace-talks"}}},
                {effect("pacifism", Side::White, "a2"), effect("pacifism", Side::White, "d2")});
  EXPECT_TRUE(check_door_rules(g).empty());
  ASSERT_TRUE(g.apply(test::move("g1f3")).ok());
  const Game before = g;
  CardChoices c;
  c.effect = "pacifism on d2";
  const Action a = test::play("peace-talks", c);
  const Result r = g.apply(a);
  ASSERT_TRUE(r.ok()) << r.detail;
  EXPECT_TRUE(check_door_step(before, a, r, g).empty());
  EXPECT_TRUE(check_door_rules(g).empty());
}

TEST(DoorRules, ACheckNamesItsRule) {
  EXPECT_EQ(
      rule_of_finding("protection (R22.3): the black rook on a8, which nothing could capture, was captured"),
      GeneralRule::Protection);
  EXPECT_EQ(rule_of_finding("closed-square (R14.6): ..."), GeneralRule::ClosedSquare);
  EXPECT_FALSE(rule_of_finding("cards appeared or disappeared: fireball 1->2"));
}

TEST(DoorMetadata, EveryCardThatActsOnTheBoardNamesItsDoors) {
  // Cards that only lay an effect, copy or cancel a card, or move cards
  // between hands and piles name no door; the others name at least one.
  for (const CardDef* c : all_cards()) {
    if (!c->behaviour || !c->behaviour->play) continue;
    for (Door d : kAllDoors) EXPECT_FALSE(to_string(d).empty());
    EXPECT_TRUE(rules_of(c->behaviour->doors).empty() == c->behaviour->doors.empty()) << c->id;
  }
}

// An exemption narrows a cell the card's doors would require, for an
// implemented card naming that door, with a reason; the rest stay required.
TEST(DoorMatrix, AnExemptionNarrowsOnlyItsOwnCell) {
  ASSERT_FALSE(matrix_exemptions().empty());
  for (const MatrixExemption& e : matrix_exemptions()) {
    const CardDef* card = find_card(e.card);
    ASSERT_TRUE(card && card->behaviour) << e.card;
    EXPECT_FALSE(e.why.empty()) << e.card;
    EXPECT_TRUE(rules_of(card->behaviour->doors).has(e.rule)) << e.card << " names no door of that rule";
    EXPECT_FALSE(required_rules(*card).has(e.rule)) << e.card;
  }
  const CardDef* bog = find_card("bog");
  ASSERT_TRUE(bog);
  EXPECT_TRUE(bog->behaviour->doors.has(Door::CardMove));
  EXPECT_FALSE(required_rules(*bog).has(GeneralRule::Held));
  EXPECT_TRUE(required_rules(*find_card("forced-march")).has(GeneralRule::Held));
  EXPECT_TRUE(required_rules(*find_card("riposte")).has(GeneralRule::Protection));
}

// Every card dealt in turn, in positions seeded to make the rules bite:
// no breach of a door's rule, and no door passed that a card does not name.
TEST(DoorMatrix, NoCardBreaksARuleOfItsDoorsNorPassesADoorItDoesNotName) {
  MatrixOptions o;
  o.games_per_card = 1;
  o.steps = 40;
  o.seed = 11;
  const DoorMatrix m = fill_door_matrix(o);
  EXPECT_GT(m.actions, 1000u);
  const auto v = m.violations();
  EXPECT_TRUE(v.empty()) << v.size() << " violations, first: " << (v.empty() ? "" : v.front());
}

}  // namespace
}  // namespace kmr
