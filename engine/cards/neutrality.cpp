// NEUTRALITY (KC1). Reference: shared/cards/cards.yaml, id neutrality.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef neutrality{
    .id = "neutrality",
    .name = "NEUTRALITY",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the neutral piece is lost",
    .summary =
        "One enemy piece other than the King or Queen becomes neutral: either player may move it as his "
        "move on his own turn, it can give check to either King, and whenever moved it may capture pieces "
        "of either colour. Cards that affect friendly pieces or enemy pieces can affect it.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
