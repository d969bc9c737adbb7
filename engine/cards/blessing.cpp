// BLESSING (KC1). Reference: shared/cards/cards.yaml, id blessing.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Any one of your pieces moves like a Bishop, any distance diagonally over
// empty squares, as the turn's move (`move:`), without capturing. It stays
// what it is (R11.5), and a Pawn so moved does not promote (R21.2).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(Reason::IllegalTarget, "R8.3", id.error().message);
  return parts::move_like(p, *id, standard_movement(Role::Bishop), "R26.1");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseMoves, .play = play};
}  // namespace

extern const CardDef blessing{
    .id = "blessing",
    .name = "BLESSING",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Any one of your pieces moves like a Bishop (any distance diagonally) this turn. No capture.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
