// COUNTERSPELL (KC2). Reference: shared/cards/cards.yaml, id counterspell.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace counterspell_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// Ends one continuing effect in play, either player's (R10.4), as PEACE
// TALKS does; `card:` names it when several are in play. A regular card:
// it may not thereby mate, not even to put back a mate its opponent had
// escaped with a card (R10.10, R12.1). Its timing is unknown in the
// reference: it is played in the windows the engine opens for such cards.
Result play(CardPlay& p) { return parts::cancel_continuing_effect(p); }

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseCard | kChooseEffect,
                .example = "{play: counterspell, card: doomsayer}",
                .note =
                    "card: the card of the continuing effect to end (the latest in play of it); effect: one "
                    "effect by instance ('pacifism on e4', 'doomsayer #2'); one of them when more than one "
                    "effect is in play"},
    .doors = {Door::NameEffect},
    .play = play,
    .random_choices = pick::continuing_effect};
}  // namespace counterspell_card

extern const CardDef counterspell{
    .id = "counterspell",
    .name = "COUNTERSPELL",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = counterspell_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Cancels a Continuing Effect: the FAQ names PEACE TALKS and COUNTERSPELL as the cards able to "
        "cancel Continuing Effects. Like PEACE TALKS it says that a piece left in an illegal situation by "
        "the cancellation must be put right on its owner's next move of it, or it counts as captured. "
        "Reading: played as PEACE TALKS is, on any one continuing effect in play, either player's (card: "
        "names it); its timing is assumed (any window of its owner's own turn).",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: it ends one continuing effect in play, either player's, as PEACE TALKS does; as a regular "
        "card it may not thereby mate.",
    .behaviour = &counterspell_card::kBehaviour,
};

}  // namespace kmr::cards
