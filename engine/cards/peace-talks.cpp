// PEACE TALKS (KC1). Reference: shared/cards/cards.yaml, id peace-talks.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace peace_talks_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Ends one continuing effect in play, either player's (R10.4). A regular
// card, so it may not thereby mate (R10.10, R12.7). `effect:` names one
// instance among several copies (R10.7), `card:` the latest of a card.
Result play(CardPlay& p) { return parts::cancel_continuing_effect(p); }

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseCard | kChooseEffect,
                .example = "{play: peace-talks, card: pacifism}",
                .note =
                    "card: the card of the continuing effect to end (the latest in play of it); effect: one "
                    "effect by instance ('pacifism on e4', 'doomsayer #2'); one of them when more than one "
                    "effect is in play"},
    .doors = {Door::NameEffect},
    .play = play,
    .random_choices = pick::continuing_effect};
}  // namespace peace_talks_card

extern const CardDef peace_talks{
    .id = "peace-talks",
    .name = "PEACE TALKS",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = peace_talks_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Choose any one Continuing Effect card in play (either player's); it goes to its owner's discard "
        "pile and its effect stops at once. If that leaves some piece in an illegal situation, its owner "
        "must fix it on his next move or lose that piece.",
    .confidence = Confidence::High,
    .behaviour = &peace_talks_card::kBehaviour,
};

}  // namespace kmr::cards
