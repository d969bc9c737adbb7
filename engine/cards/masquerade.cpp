// MASQUERADE (KC1). Reference: shared/cards/cards.yaml, id masquerade.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// One of your pieces other than a Pawn moves like a Queen as the turn's move
// (`move:`), without capturing. A Crab is a Pawn for this (R11.2). The piece
// only moves as if it were a Queen: it stays what it is (R11.5).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(Reason::IllegalTarget, "R8.3", id.error().message);
  if (parts::piece_is(p.game(), *id, "pawn"))
    return p.reject(Reason::IllegalTarget, "R11.2", "MASQUERADE may not move a Pawn (a Crab is a Pawn)");
  return parts::move_like(p, *id, standard_movement(Role::Queen), "R26.1");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseMoves, .play = play};
}  // namespace

extern const CardDef masquerade{
    .id = "masquerade",
    .name = "MASQUERADE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "One of your non-Pawn pieces moves like a Queen this turn. It may not capture.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
