// TREASON (KC1). Reference: shared/cards/cards.yaml, id treason.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef treason{
    .id = "treason",
    .name = "TREASON",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one enemy Rook and one enemy Knight.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
