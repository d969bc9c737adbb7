// CHALLENGE (KC1). Reference: shared/cards/cards.yaml, id challenge.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef challenge{
    .id = "challenge",
    .name = "CHALLENGE",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Name one enemy piece other than the King or Queen; it must exist and have a legal move. On his "
        "next move the opponent must move that piece, or he loses the turn.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
