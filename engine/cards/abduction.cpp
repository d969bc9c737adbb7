// ABDUCTION (KC1). Reference: shared/cards/cards.yaml, id abduction.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef abduction{
    .id = "abduction",
    .name = "ABDUCTION",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Memory test. The opponent looks away for 10 seconds while you remove one of his non-King pieces; "
        "he then has 10 seconds to say which piece you took and from which square. If he is right the piece "
        "is put back; if wrong it is captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
