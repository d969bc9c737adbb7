// HAUNTING MEMORIES (KC1). Reference: shared/cards/cards.yaml, id haunting-memories.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AnyTime};
}  // namespace

extern const CardDef haunting_memories{
    .id = "haunting-memories",
    .name = "HAUNTING MEMORIES",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Acts as a copy of the most recently played card (either player's). It may be played only when the "
        "copied card itself could be played (so its real timing is the copied card's timing). It may not "
        "copy a unique card from your own deck, but it may copy a unique card belonging to the opponent.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
