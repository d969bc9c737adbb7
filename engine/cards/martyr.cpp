// MARTYR (KC2). Reference: shared/cards/cards.yaml, id martyr.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef martyr{
    .id = "martyr",
    .name = "MARTYR",
    .set = CardSet::KC2,
    .points = 7,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "The Bishop counterpart of SPLIT KNIGHT: when one of your Bishops could capture two or more enemy "
        "pieces, take as many of them as you like (at least two) without moving it; then the Bishop itself "
        "is removed and counts as captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
