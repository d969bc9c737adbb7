// CHAMPION (KC2). Reference: shared/cards/cards.yaml, id champion.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef champion{
    .id = "champion",
    .name = "CHAMPION",
    .set = CardSet::KC2,
    .points = 3,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the Champion leaves the board",
    .summary =
        "Any one Knight on the board, yours or the opponent's, becomes a Champion (mark it). Instead of the "
        "usual Knight leap (the far corner of a 2x3 rectangle, a (1,2) jump) it leaps to the far corner of "
        "a 3x4 rectangle, i.e. a (2,3) jump.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
