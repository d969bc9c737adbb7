// PLOTS WITHIN PLOTS (KC1). Reference: shared/cards/cards.yaml, id plots-within-plots.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AnyTime};

// Lets its player play up to two more cards at once, beyond the one-card
// limit; each must have been legal at the moment PLOTS WITHIN PLOTS was
// played (the pipeline remembers the windows then open, R7.3). Only two
// replace-move cards give two moves (R26.3).
Result play(CardPlay& p) {
  p.allow_extra_cards(2);
  return p.done("R7.3");
}

constexpr CardBehaviour kBehaviour{.play = play};
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
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
