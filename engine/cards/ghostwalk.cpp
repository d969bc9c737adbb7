// GHOSTWALK (KC1). Reference: shared/cards/cards.yaml, id ghostwalk.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef ghostwalk{
    .id = "ghostwalk",
    .name = "GHOSTWALK",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your pieces makes an otherwise legal move during which it may pass through your own pieces "
        "(not enemy pieces). It must finish on an empty square and cannot capture.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
