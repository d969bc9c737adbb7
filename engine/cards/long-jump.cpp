// LONG JUMP (KC1). Reference: shared/cards/cards.yaml, id long-jump.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef long_jump{
    .id = "long-jump",
    .name = "LONG JUMP",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Teleport one of your Knights to any empty square of the other square colour than the one it stands "
        "on. No capture.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
