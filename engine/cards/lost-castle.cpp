// LOST CASTLE (KC1). Reference: shared/cards/cards.yaml, id lost-castle.
#include <utility>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace lost_castle_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, one of the player's Rooks and one enemy Rook
// (`targets: [mine, his]`, either order) exchange squares. A swap is a move
// of both (R23.4, R26.1): a Rook held by a continuing effect (MEDUSA) stays,
// and so does the other. Castling rights of a Rook that moves are lost
// (R18).
Result play(CardPlay& p) {
  auto pair = parts::two_targets(p);
  if (!pair) return p.reject(pair.error(), "R8.3");
  auto [a, b] = *pair;
  const Position& pos = p.position();
  if (!p.is_own(a)) std::swap(a, b);
  if (!p.is_own(a) || !p.is_enemy(b))  // NEUTRAL Rooks count as either (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "LOST CASTLE swaps one of your Rooks with an enemy Rook");
  for (PieceId id : {a, b})
    if (!parts::piece_is(p.game(), id, "rook") || p.is_king(id))
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      "the piece on " + square_name(pos.piece(id).square) + " is not a Rook");
  Result r = p.swap(a, b, "R23.4");
  if (!r.ok()) return r;
  p.counts_as_move();
  return p.done("R23.4");
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: lost-castle, targets: [h1, a8]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = pick::own_and_enemy_rook};
}  // namespace lost_castle_card

extern const CardDef lost_castle{
    .id = "lost-castle",
    .name = "LOST CASTLE",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = lost_castle_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one of your Rooks and one enemy Rook.",
    .confidence = Confidence::High,
    .behaviour = &lost_castle_card::kBehaviour,
};

}  // namespace kmr::cards
