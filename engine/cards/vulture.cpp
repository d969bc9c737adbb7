// VULTURE (KC1). Reference: shared/cards/cards.yaml, id vulture.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace vulture_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentCard};

// Right after the opponent plays a card, take that card into your hand; it
// fills the gap VULTURE leaves, so no card is drawn for it (R5.2). A
// Continuing Effect card taken this way leaves its effect in play under a
// proxy, still open to PEACE TALKS and the like (R10.8). With separate
// decks, the top card of your own deck is then discarded. `card:` may name
// the card taken.
Result play(CardPlay& p) {
  const LastCard* last = p.game().last_card();
  if (!parts::names_card(p, last ? *last->card : p.card()))
    return p.reject(Cause::ChoiceWrong, "R8.3", "that is not the card just played");
  if (Result r = p.take_last_card(); !r.ok()) return r;
  if (!p.game().table().common_deck) p.discard_top_of_deck();
  return p.done("R5.2");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseCard,
                .example = "{play: vulture}",
                .note = "card: the card just played (or `last`), to check which is taken"},
    .play = play};
}  // namespace vulture_card

extern const CardDef vulture{
    .id = "vulture",
    .name = "VULTURE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = vulture_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take the card your opponent has just played (his most recently played card) into your own hand. In "
        "a separate-decks game you must also discard the top card of your draw deck.",
    .confidence = Confidence::High,
    .behaviour = &vulture_card::kBehaviour,
};

}  // namespace kmr::cards
