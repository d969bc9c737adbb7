// DUBBING (KC1). Reference: shared/cards/cards.yaml, id dubbing.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// One of your pieces, whatever it is, makes a Knight's leap as the turn's
// move, onto an empty square (`move:`). It moves only as if it were a Knight
// (R11.5): it stays what it is, and a Pawn so moved does not promote (R21.2).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(Reason::IllegalTarget, "R8.3", id.error().message);
  return parts::move_like(p, *id, standard_movement(Role::Knight), "R26.1");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseMoves, .play = play};
}  // namespace

extern const CardDef dubbing{
    .id = "dubbing",
    .name = "DUBBING",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "One of your pieces makes a Knight's leap this turn. It may not capture.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
