// ANNEXATION (KC1). Reference: shared/cards/cards.yaml, id annexation.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef annexation{
    .id = "annexation",
    .name = "ANNEXATION",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Choose one or two of your Pawns; each advances exactly two squares straight forward through empty "
        "squares. No capture is allowed. A Pawn that started on its initial square can still be captured en "
        "passant by an enemy Pawn on the next move, exactly as after a normal double step.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
