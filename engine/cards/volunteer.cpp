// VOLUNTEER (KC2). Reference: shared/cards/cards.yaml, id volunteer.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef volunteer{
    .id = "volunteer",
    .name = "VOLUNTEER",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Only when the opponent has more pieces than you, Pawns not counted: put one of your captured (not "
        "dead) Pawns back on any empty square of your own half of the board.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
