// CRACK OF DOOM (KC2). Reference: shared/cards/cards.yaml, id crack-of-doom.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace crack_of_doom_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace crack_of_doom_card

extern const CardDef crack_of_doom{
    .id = "crack-of-doom",
    .name = "CRACK OF DOOM",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = crack_of_doom_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary = "UNKNOWN: no source we have describes this card yet.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
