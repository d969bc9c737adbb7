// FOG OF WAR (KC1). Reference: shared/cards/cards.yaml, id fog-of-war.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace fog_of_war_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentCard};

// Cancels the card the opponent just played; if it was his whole move he
// moves again without a card (R27.1, R12.8). `card:` may name it, or name
// an earlier card of his PLOTS WITHIN PLOTS play: any of the three can be
// cancelled, and the cards after it resolve again (R7.4).
Result play(CardPlay& p) {
  const auto& named = p.choices().card;
  const LastCard* last = p.game().last_card();
  if (named && *named != "last" && (!last || last->card->id != *named)) {
    // An earlier card of the opponent's PLOTS WITHIN PLOTS play (R7.4).
    if (const CardDef* earlier = find_card(*named)) return p.cancel_earlier_card(*earlier);
    return p.reject(Cause::ChoiceWrong, "R27.1", "the card just played is not " + *named);
  }
  return p.cancel_last_card();
}

// Random play: the card just played, three times in four.
void random_choices(const Game&, Side, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  c.card = "last";
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseCard,
                .example = "{play: fog-of-war, card: bribery}",
                .note = "card: the card cancelled: the last one (by default, or `last`), or an earlier card "
                        "of a PLOTS WITHIN PLOTS play"},
    .play = play,
    .random_choices = random_choices};
}  // namespace fog_of_war_card

extern const CardDef fog_of_war{
    .id = "fog-of-war",
    .name = "FOG OF WAR",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = fog_of_war_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Cancel the card the opponent has just played; both cards go to the discard piles. If the cancelled "
        "card was his whole move, he may make another (ordinary) move but may not play another card.",
    .confidence = Confidence::High,
    .behaviour = &fog_of_war_card::kBehaviour,
};

}  // namespace kmr::cards
