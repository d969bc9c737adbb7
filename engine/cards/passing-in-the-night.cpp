// PASSING IN THE NIGHT (KC1). Reference: shared/cards/cards.yaml, id passing-in-the-night.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef passing_in_the_night{
    .id = "passing-in-the-night",
    .name = "PASSING IN THE NIGHT",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap one of your Pawns with one enemy Pawn, or two of your Pawns with two enemy Pawns.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
