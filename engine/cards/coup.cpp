// COUP (KC1). Reference: shared/cards/cards.yaml, id coup.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef coup{
    .id = "coup",
    .name = "COUP",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "Your King is demoted to a Prince: it moves like a King but is an ordinary, capturable piece. Mark "
        "one of your other pieces (not a Rook or Queen) as your new King: it keeps its own movement, but "
        "check and checkmate now apply to it and the opponent wins by mating it.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
