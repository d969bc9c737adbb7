// DEMOTION (KC2). Reference: shared/cards/cards.yaml, id demotion.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace demotion_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one enemy piece other than a King or a Queen
// (`target:`) is replaced by one of the opponent's own captured Pawns (not
// a dead one, R23.2). The piece taken away is captured (R23.3), so a piece
// immune to capture cannot be demoted (R22.3); the effects laid on it now
// lie on the Pawn (R23.2). With no captured Pawn of his (after FUNERAL
// PYRE, R22.5) the card cannot be played.
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  const Game& g = p.game();
  const PieceId id = *target;
  if (!p.is_enemy(id))  // a NEUTRAL piece counts (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "DEMOTION replaces an enemy piece");
  if (p.is_king(id) || parts::piece_is(g, id, "queen"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "DEMOTION may not replace a King or a Queen");
  // A Pawn of the piece's owner's captured box takes its place (a NEUTRAL
  // piece of the player's own is replaced from his box).
  const Side owner = p.position().piece(id).owner;
  const PieceId pawn = parts::captured_piece(g, owner, Role::Pawn);
  if (pawn == kNoPiece)
    return p.reject(Cause::GameCondition, "R23.2", std::string(to_string(owner)) + " has no captured Pawn");
  if (!p.capturable(id))
    return p.reject(Cause::Protected, "R22.3", "the piece cannot be captured, so it cannot be replaced");
  p.replace(id, pawn, Zone::Captured);
  p.counts_as_move();
  return p.done("R23.2");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: demotion, target: d5}"},
    .doors = {Door::Capture, Door::Removal, Door::PutBack},
    .play = play};
}  // namespace demotion_card

extern const CardDef demotion{
    .id = "demotion",
    .name = "DEMOTION",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = demotion_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Replace one enemy piece other than the King or Queen with one of the opponent's own captured (not "
        "dead) Pawns. Per the glossary meaning of \"replace\", the removed piece leaves play (treat it as "
        "captured, rules.md R23.3).",
    .confidence = Confidence::High,
    .behaviour = &demotion_card::kBehaviour,
};

}  // namespace kmr::cards
