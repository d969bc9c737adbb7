// BIG MOJO (KC2). Reference: shared/cards/cards.yaml, id big-mojo.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace big_mojo_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace big_mojo_card

extern const CardDef big_mojo{
    .id = "big-mojo",
    .name = "BIG MOJO",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = big_mojo_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN in detail. It can be aimed at a Continuing Effect card and clears that effect: played on "
        "MEDUSA it cleared one MEDUSA effect (a second copy made by HAUNTING MEMORIES stayed).",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
