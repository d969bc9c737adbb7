// GUARDIAN (KC1). Reference: shared/cards/cards.yaml, id guardian.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef guardian{
    .id = "guardian",
    .name = "GUARDIAN",
    .set = CardSet::KC1,
    .points = 3,
    .unique = true,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Advance one of your Pawns one square (two if it stands on its second rank). The friendly piece "
        "that was directly behind it on the same file may move forward the same distance so that it stays "
        "directly behind. A Pawn advanced this way cannot be captured en passant.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
