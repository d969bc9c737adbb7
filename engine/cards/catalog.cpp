// The card catalog: every CardDef of engine/cards/*.cpp, sorted by id, plus the
// to_string functions for the card vocabulary (the words used in cards.yaml),
// and which cards the engine implements.
#include <algorithm>
#include <array>
#include <span>
#include <string_view>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"

namespace kmr {
namespace {

// Addresses of objects with static storage duration are constant expressions, so
// this table is constant-initialised: no static-initialisation-order issue, even
// when all_cards()/find_card() are called from another translation unit's
// dynamic initialiser. The CardDefs themselves are constant-initialised too.
// Sorted by id (checked by tests/card_catalog_test.cpp); find_card relies on it.
constexpr std::array kAllCards = {
    &cards::abduction,
    &cards::amazon,
    &cards::anathema,
    &cards::annexation,
    &cards::assassin,
    &cards::battlefield_promotion,
    &cards::betrayal,
    &cards::big_mojo,
    &cards::black_widow,
    &cards::blessing,
    &cards::blind_fate,
    &cards::bodyguard,
    &cards::bog,
    &cards::bombard,
    &cards::breakthrough,
    &cards::bribery,
    &cards::brothers_in_arms,
    &cards::cathedral,
    &cards::challenge,
    &cards::champion,
    &cards::chaos,
    &cards::charge,
    &cards::confabulation,
    &cards::conscription,
    &cards::counterspell,
    &cards::counterthrust,
    &cards::coup,
    &cards::cowardice,
    &cards::crab,
    &cards::crack_of_doom,
    &cards::crusade,
    &cards::curse,
    &cards::dark_mirror,
    &cards::death_dance,
    &cards::demotion,
    &cards::diplomatic_immunity,
    &cards::disintegration,
    &cards::doomsayer,
    &cards::doppelganger,
    &cards::double_agents,
    &cards::dubbing,
    &cards::dungeon,
    &cards::earthquake,
    &cards::escape,
    &cards::evangelists,
    &cards::evil_eye,
    &cards::eye_for_an_eye,
    &cards::false_orders,
    &cards::fanatic,
    &cards::fatal_attraction,
    &cards::figure_dance,
    &cards::fireball,
    &cards::fog_of_war,
    &cards::forbidden_city,
    &cards::forced_march,
    &cards::fortification,
    &cards::funeral_pyre,
    &cards::ghostwalk,
    &cards::guardian,
    &cards::hand_of_fate,
    &cards::haunting_memories,
    &cards::heir,
    &cards::heresy,
    &cards::hero_worship,
    &cards::hidden_passage,
    &cards::holy_ground,
    &cards::holy_quest,
    &cards::holy_war,
    &cards::hostage,
    &cards::insubstantiality,
    &cards::irresistible_force,
    &cards::king_of_the_mountain,
    &cards::knightmare,
    &cards::legacy,
    &cards::legion_of_honor,
    &cards::long_jump,
    &cards::lost_castle,
    &cards::madman,
    &cards::man_of_straw,
    &cards::man_trap,
    &cards::martyr,
    &cards::masquerade,
    &cards::medusa,
    &cards::merciless,
    &cards::mystic_shield,
    &cards::neutrality,
    &cards::new_tactics,
    &cards::no_quarter,
    &cards::official_visit,
    &cards::onslaught,
    &cards::pacifism,
    &cards::paladin,
    &cards::panic,
    &cards::passing_in_the_night,
    &cards::peace_talks,
    &cards::phalanx,
    &cards::plague,
    &cards::plots_within_plots,
    &cards::princess,
    &cards::prisoner_exchange,
    &cards::rebirth,
    &cards::resurrection,
    &cards::revelation,
    &cards::revenge,
    &cards::riposte,
    &cards::rooked,
    &cards::royal_knight,
    &cards::sanctuary,
    &cards::seat_of_power,
    &cards::second_sight,
    &cards::siege,
    &cards::slippery_ground,
    &cards::special_promotion,
    &cards::split_knight,
    &cards::spoils_of_war,
    &cards::squaring_the_circle,
    &cards::surrounded,
    &cards::survivors_reward,
    &cards::take_back_this_evil_day,
    &cards::think_again,
    &cards::toll,
    &cards::tournament,
    &cards::treason,
    &cards::truce,
    &cards::under_elf_hill,
    &cards::vendetta,
    &cards::volunteer,
    &cards::vulture,
    &cards::warlord,
    &cards::winged_victory,
};

}  // namespace

std::span<const CardDef* const> all_cards() { return kAllCards; }

const CardDef* find_card(std::string_view id) {
  const auto it = std::lower_bound(kAllCards.begin(), kAllCards.end(), id,
                                   [](const CardDef* c, std::string_view key) { return c->id < key; });
  if (it == kAllCards.end() || (*it)->id != id) return nullptr;
  return *it;
}

std::string_view to_string(CardSet s) {
  switch (s) {
    case CardSet::KC1:
      return "KC1";
    case CardSet::KC2:
      return "KC2";
  }
  return "";
}

std::optional<CardSet> parse_card_set(std::string_view text) {
  if (text == "KC1" || text == "kc1") return CardSet::KC1;
  if (text == "KC2" || text == "kc2") return CardSet::KC2;
  return std::nullopt;
}

bool is_implemented(const CardDef& card) { return card.behaviour && card.behaviour->play; }

std::vector<std::string> implemented_card_ids() {
  std::vector<std::string> ids;
  for (const CardDef* c : all_cards())
    if (is_implemented(*c)) ids.emplace_back(c->id);
  return ids;
}

std::string_view to_string(Timing t) {
  switch (t) {
    case Timing::BeforeMove:
      return "before-move";
    case Timing::ReplaceMove:
      return "replace-move";
    case Timing::AfterMove:
      return "after-move";
    case Timing::AfterOpponentMove:
      return "after-opponent-move";
    case Timing::AfterOpponentCard:
      return "after-opponent-card";
    case Timing::OpponentTurn:
      return "opponent-turn";
    case Timing::AnyTime:
      return "any-time";
    case Timing::Unknown:
      return "unknown";
  }
  return "";
}

std::string_view to_string(Basis b) { return b == Basis::FrenchOriginal ? "french-original" : ""; }

std::string_view to_string(Confidence c) {
  switch (c) {
    case Confidence::High:
      return "high";
    case Confidence::Medium:
      return "medium";
    case Confidence::Low:
      return "low";
  }
  return "";
}

}  // namespace kmr
