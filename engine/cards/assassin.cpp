// ASSASSIN (KC1). Reference: shared/cards/cards.yaml, id assassin.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef assassin{
    .id = "assassin",
    .name = "ASSASSIN",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Your move this turn is a capture of one of YOUR OWN pieces: move one of your pieces onto a square "
        "held by another of your pieces and remove that friendly piece, which counts as captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
