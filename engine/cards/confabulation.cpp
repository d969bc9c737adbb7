// CONFABULATION (KC1). Reference: shared/cards/cards.yaml, id confabulation.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef confabulation{
    .id = "confabulation",
    .name = "CONFABULATION",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the merged piece is lost",
    .summary =
        "Make an otherwise legal move that ends with two of your non-King pieces on one square; they fuse "
        "into a single piece that may move and capture as either component and is affected by any card that "
        "affects either component type. Merged Pawns cannot promote.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
