// RIPOSTE (KC1). Reference: shared/cards/cards.yaml, id riposte.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef riposte{
    .id = "riposte",
    .name = "RIPOSTE",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable when the opponent captures one of your pieces with an ordinary (card-less) move: your "
        "piece stays on its square and the attacking piece is captured instead. You lose your next move. "
        "Cannot be used to take a King or a Queen (i.e. not when the capturer is a King or Queen).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
