// KNIGHTMARE! (KC1). Reference: shared/cards/cards.yaml, id knightmare.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace knightmare_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// Cancels the opponent's move; he takes back the card he used for it, if
// any, and must make a move that leads to a different board (R27.2, R27.3).
Result play(CardPlay& p) { return parts::cancel_move(p); }

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: knightmare}"}, .play = play, .cancels_move = true};
}  // namespace knightmare_card

extern const CardDef knightmare{
    .id = "knightmare",
    .name = "KNIGHTMARE!",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = knightmare_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Cancel the move the opponent just made. He must make a different move, with the same or another "
        "piece; a card he used for the cancelled move may be taken back into his hand.",
    .confidence = Confidence::High,
    .behaviour = &knightmare_card::kBehaviour,
};

}  // namespace kmr::cards
