// SANCTUARY (KC1). Reference: shared/cards/cards.yaml, id sanctuary.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef sanctuary{
    .id = "sanctuary",
    .name = "SANCTUARY",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Castle regardless of earlier moves: if your King and one of your Rooks share a rank or file with "
        "only empty squares between them, slide the Rook up next to the King, then put the King on the "
        "square just past the Rook on the other side.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
