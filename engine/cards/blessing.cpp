// BLESSING (KC1). Reference: shared/cards/cards.yaml, id blessing.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef blessing{
    .id = "blessing",
    .name = "BLESSING",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Any one of your pieces moves like a Bishop (any distance diagonally) this turn. No capture.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
