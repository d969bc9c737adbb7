// CATHEDRAL (KC1). Reference: shared/cards/cards.yaml, id cathedral.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of your Rooks and one of your Bishops (`targets: [a, b]`, in either
// order) exchange squares; nothing is captured (R23.4). A Rook moved so
// loses its castling right (R18).
Result play(CardPlay& p) { return parts::swap_targets(p, {true, "rook"}, {true, "bishop"}); }

constexpr CardBehaviour kBehaviour{.choices = kChooseTargets, .play = play};
}  // namespace

extern const CardDef cathedral{
    .id = "cathedral",
    .name = "CATHEDRAL",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Swap the squares of one of your Rooks and one of your Bishops. Reading: a piece a continuing effect "
        "holds in place is not swapped; a Rook swapped loses its castling right.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
