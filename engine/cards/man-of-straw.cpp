// MAN OF STRAW (KC1). Reference: shared/cards/cards.yaml, id man-of-straw.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::BeforeMove};
}  // namespace

extern const CardDef man_of_straw{
    .id = "man-of-straw",
    .name = "MAN OF STRAW",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable while your King is in check (even apparent checkmate): the King swaps squares with any "
        "one of your Pawns, provided the King's new square is not in check.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
