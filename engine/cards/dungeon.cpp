// DUNGEON (KC1). Reference: shared/cards/cards.yaml, id dungeon.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef dungeon{
    .id = "dungeon",
    .name = "DUNGEON",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Move one enemy piece other than the King to any empty corner square. Its owner may not move that "
        "piece on his next turn.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
