// COUNTERTHRUST (KC2). Reference: shared/cards/cards.yaml, id counterthrust.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentCard};

// Answers the card the opponent has just played by acting as a copy of it,
// played for you, with your own choices (they are those of the card
// copied). A copy of a copy copies the original card: against a HAUNTING
// MEMORIES that acted as PEACE TALKS it is one more PEACE TALKS. The timing
// (right after the opponent's card) is inferred from the rulings.
Result play(CardPlay& p) {
  const LastCard* last = p.game().last_card();
  if (!last || last->by != p.opponent() || p.game().table().card_just_played_by != p.opponent())
    return p.reject(Reason::ConditionUnmet, "R6.4", "no card of the opponent's has just been played");
  return p.act_as(last->acted_as ? *last->acted_as : *last->card);
}

constexpr CardBehaviour kBehaviour{.choices = kChooseTarget | kChooseTargets | kChooseTo | kChooseMoves |
                                              kChooseSquare | kChooseWall | kChoosePiece | kChooseCard |
                                              kChooseRotate | kChoosePromote,
                                   .play = play};
}  // namespace

extern const CardDef counterthrust{
    .id = "counterthrust",
    .name = "COUNTERTHRUST",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Answer a card the opponent has just played by getting the same effect yourself: COUNTERTHRUST acts "
        "as a copy of that card, played for you.",
    .confidence = Confidence::Medium,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
