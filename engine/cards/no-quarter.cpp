// NO QUARTER (KC1). Reference: shared/cards/cards.yaml, id no-quarter.
#include <optional>
#include <string>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace no_quarter_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After the player's own move, made without a card, captured an enemy
// piece: that piece becomes dead, so no card can bring it back (R22.2). A
// capture made by a card (a replace-move card, FIREBALL) does not qualify.
// Which piece, when the move took more than one (a King and Rook castling
// cannot): the last one it took.
Result play(CardPlay& p) {
  const TurnLog& log = p.game().turn_log();
  const std::size_t end = log.turn_move_end.value_or(0);
  std::optional<PieceId> taken;
  for (std::size_t i = 0; i < end && i < log.moves.size(); ++i) {
    const MoveRecord& m = log.moves[i];
    // An enemy piece: a NEUTRAL piece may have taken one of its mover's own (R24.1).
    if (m.by_card || !m.captured || p.position().piece(*m.captured).owner == p.player()) continue;
    if (m.mover != p.player()) continue;  // his move, a NEUTRAL piece's too (R24.1)
    taken = *m.captured;
  }
  if (!taken)
    return p.reject(Cause::GameCondition, "R22.2",
                    "NO QUARTER needs a capture by the player's own move, made without a card");
  const Piece& piece = p.position().piece(*taken);
  if (piece.zone != Zone::Captured)
    return p.reject(Cause::GameCondition, "R22.2", "the captured piece is no longer in the captured box");
  p.kill(*taken);
  p.events(std::string("the captured ") + std::string(role_name(piece.born_as)) + " is dead");
  return p.done("R22.2");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: no-quarter}"}, .doors = {Door::Removal}, .play = play};
}  // namespace no_quarter_card

extern const CardDef no_quarter{
    .id = "no-quarter",
    .name = "NO QUARTER",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = no_quarter_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable after you captured an enemy piece with a move made without a card: the captured piece "
        "becomes DEAD and can never be returned by a card.",
    .confidence = Confidence::High,
    .behaviour = &no_quarter_card::kBehaviour,
};

}  // namespace kmr::cards
