// NEW TACTICS (KC2). Reference: shared/cards/cards.yaml, id new-tactics.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace new_tactics_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// Continuing: every Pawn swaps its two kinds of move, moving one square
// diagonally forward and capturing one square straight forward (no double
// step, no en passant, as the engine reads it). Which Pawns it covers is not
// known; we take all of them. Other cards keep their own words (R14.5):
// "forward" on DARK MIRROR, FANATIC or ANNEXATION still means forward. Its
// timing is unknown: it is assumed playable in any window of its owner's
// own turn (R6.4).
Result play(CardPlay& p) {
  p.add_effect({});
  return p.done("R10.1");
}

void modify(const Effect&, const Position&, PieceId, PieceProps& props) {
  if (props.movement.pawn) props.movement.pawn_swapped = true;
}

bool ended(const Effect&, const Game&) { return false; }

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: new-tactics}"},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .ended = ended};
}  // namespace new_tactics_card

extern const CardDef new_tactics{
    .id = "new-tactics",
    .name = "NEW TACTICS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = new_tactics_card::kTiming,
    .continuing = true,
    .ends_when = "unknown (presumably the end of the game unless cancelled)",
    .summary =
        "Pawns swap their two kinds of move: a Pawn's ordinary (non-capturing) move goes diagonally forward "
        "and its capture goes straight forward. Whether it covers all Pawns or only one side's is not known.",
    .confidence = Confidence::Medium,
    .reading =
        "Which Pawns it covers is not known. Read as: every Pawn on the board moves one square diagonally "
        "forward and captures one square straight forward, with no double step and no en passant.",
    .behaviour = &new_tactics_card::kBehaviour,
};

}  // namespace kmr::cards
