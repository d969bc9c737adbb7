// SIEGE (KC1). Reference: shared/cards/cards.yaml, id siege.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef siege{
    .id = "siege",
    .name = "SIEGE",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one of your Knights and one of your Rooks.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
