// PLOTS WITHIN PLOTS (KC1). Reference: shared/cards/cards.yaml, id plots-within-plots.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AnyTime};
}  // namespace

extern const CardDef plots_within_plots{
    .id = "plots-within-plots",
    .name = "PLOTS WITHIN PLOTS",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Immediately play up to two more cards that are legal to play at this very moment, ignoring the "
        "one-card limit. You still may not make two moves unless both of those cards replace a move.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
