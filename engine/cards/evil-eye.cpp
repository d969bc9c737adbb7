// EVIL EYE (KC1). Reference: shared/cards/cards.yaml, id evil-eye.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef evil_eye{
    .id = "evil-eye",
    .name = "EVIL EYE",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Remove one enemy piece that one of your pieces currently threatens (could legally capture); it "
        "counts as captured, but your attacking piece stays where it is.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
