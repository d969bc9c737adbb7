// PALADIN (KC2). Reference: shared/cards/cards.yaml, id paladin.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef paladin{
    .id = "paladin",
    .name = "PALADIN",
    .set = CardSet::KC2,
    .points = 7,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the Paladin is captured or otherwise leaves the board (suspended while it is not a Knight)",
    .summary =
        "One of your Knights becomes a Paladin. Its move is two Knight leaps in a row, made as one move; "
        "the square where the first leap lands must be empty, so only the second leap can capture. It does "
        "not keep the single Knight leap (every square it reaches is of the Knight's own square colour, 26 "
        "of them from the centre of an empty board).",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
