// DISINTEGRATION (KC1). Reference: shared/cards/cards.yaml, id disintegration.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace disintegration_card {
constexpr Timing kTiming[] = {Timing::BeforeMove, Timing::AfterMove};

// One of your own Pawns dies: taken off the board and set aside for good.
// It is killed, not captured, so nothing that protects from capture saves
// it (R22.2, R22.3). The pipeline applies the Checkmate and Check Rules.
Result play(CardPlay& p) {
  auto target = parts::own_target(p, /*allow_royal=*/false);
  if (!target) return p.reject(target.error(), "R8.3");
  if (!parts::piece_is(p.game(), *target, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "DISINTEGRATION kills one of your Pawns");
  p.kill(*target);
  return p.done("R22.2");
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: disintegration, target: d2}"},
                                   .doors = {Door::Removal},
                                   .play = play};
}  // namespace disintegration_card

extern const CardDef disintegration{
    .id = "disintegration",
    .name = "DISINTEGRATION",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = disintegration_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take one of your own Pawns off the board and put it aside as DEAD: no card can ever bring it back. "
        "This is not a capture, so capture-immunity effects do not stop it.",
    .confidence = Confidence::High,
    .behaviour = &disintegration_card::kBehaviour,
};

}  // namespace kmr::cards
