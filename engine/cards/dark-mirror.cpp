// DARK MIRROR (KC1). Reference: shared/cards/cards.yaml, id dark-mirror.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef dark_mirror{
    .id = "dark-mirror",
    .name = "DARK MIRROR",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "This turn one of your Pawns captures one square diagonally BACKWARD instead of diagonally forward.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
