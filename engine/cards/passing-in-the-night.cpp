// PASSING IN THE NIGHT (KC1). Reference: shared/cards/cards.yaml, id passing-in-the-night.
#include <string>
#include "kmr/card.hpp"
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace passing_in_the_night_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, one or two pairs of Pawns exchange squares, each pair
// one of yours and one enemy Pawn: `targets:` lists two or four squares,
// taken two by two (a pair in either order). A swap is a move of both
// (R23.4, R26.1); a swapped Pawn never promotes (R21.2), and a Crab is a
// Pawn (R11.2).
Result play(CardPlay& p) {
  const std::size_t n = p.choices().targets.size();
  if (n != 2 && n != 4)
    return p.reject(
        Cause::ChoiceWrong, "R8.3",
        "PASSING IN THE NIGHT swaps one or two pairs of Pawns: give two or four targets (targets:)");
  auto ids = parts::target_pieces(p, n);
  if (!ids) return p.reject(ids.error(), "R8.3");
  for (PieceId id : *ids)
    if (!parts::piece_is(p.game(), id, "pawn") || p.is_king(id))
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      "PASSING IN THE NIGHT swaps Pawns: the piece on " +
                          square_name(p.position().piece(id).square) + " is not one");
  for (std::size_t i = 0; i < n; i += 2) {
    const PieceId a = (*ids)[i], b = (*ids)[i + 1];
    if (!(parts::is_own(p, a) && parts::is_enemy(p, b)) && !(parts::is_own(p, b) && parts::is_enemy(p, a)))
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      "each pair is one of your Pawns and one enemy Pawn (" +
                          square_name(p.choices().targets[i]) + ", " +
                          square_name(p.choices().targets[i + 1]) + ")");
  }
  for (std::size_t i = 0; i < n; i += 2) {
    Result r = parts::swap_pieces(p, (*ids)[i], (*ids)[i + 1], "R23.4");
    if (!r.ok()) return r;
  }
  p.counts_as_move();
  return p.done("R23.4");
}

constexpr CardBehaviour kBehaviour{
    .choices =
        {.reads = kChooseTargets,
         .required = kChooseTargets,
         .example = "{play: passing-in-the-night, targets: [a2, b7, b2, a7]}",
         .note =
             "targets: two or four squares, read in pairs: one of the player's Pawns, then an enemy Pawn"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = pick::own_and_enemy_pawn};
}  // namespace passing_in_the_night_card

extern const CardDef passing_in_the_night{
    .id = "passing-in-the-night",
    .name = "PASSING IN THE NIGHT",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = passing_in_the_night_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap one of your Pawns with one enemy Pawn, or two of your Pawns with two enemy Pawns.",
    .confidence = Confidence::High,
    .behaviour = &passing_in_the_night_card::kBehaviour,
};

}  // namespace kmr::cards
