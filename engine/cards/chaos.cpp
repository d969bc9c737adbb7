// CHAOS (KC1). Reference: shared/cards/cards.yaml, id chaos.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace chaos_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// Cancels the opponent's move; he takes back the card he used for it, if
// any, and must make a move that leads to a different board (R27.2, R27.3).
Result play(CardPlay& p) { return parts::cancel_move(p); }

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: chaos}"}, .play = play, .cancels_move = true};
}  // namespace chaos_card

extern const CardDef chaos{
    .id = "chaos",
    .name = "CHAOS",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = chaos_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Undo the move the opponent just made. He then has to choose some other move (using the same piece "
        "again or a different one); a card he spent on the undone move may go back into his hand.",
    .confidence = Confidence::High,
    .behaviour = &chaos_card::kBehaviour,
};

}  // namespace kmr::cards
