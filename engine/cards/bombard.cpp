// BOMBARD (KC1). Reference: shared/cards/cards.yaml, id bombard.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef bombard{
    .id = "bombard",
    .name = "BOMBARD",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Rooks moves along a straight line and may leap over exactly one piece or one "
        "obstruction (e.g. a wall or forbidden square) on the way, then continue; the jumped thing is "
        "unaffected. It may make a normal capture on the square where it stops.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
