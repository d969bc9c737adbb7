// ABDUCTION (KC1). Reference: shared/cards/cards.yaml, id abduction.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace abduction_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of the opponent's pieces other than a King (`target:`; one he
// controls: a NEUTRAL piece is his too, R8.4, R24.2) is taken off the board
// in secret, while he looks away (at once). He must then name it and its
// square (`recall:`): right, it goes back; wrong, it is captured (R28.1).
// The game holds who knows what until he answers (Game::hidden). A piece
// nothing may capture (PACIFISM, TRUCE) cannot be the stake: the card is
// refused on it, as FIREBALL and HOSTAGE are (R22.3). Naming the piece out
// loud is a word said: under DOOMSAYER he may lose a piece of that kind too,
// after the answer is settled (R28.1).
Result play(CardPlay& p) {
  // One memory test at a time: a copy answering ABDUCTION (COUNTERTHRUST,
  // HAUNTING MEMORIES) waits until the piece it hid is named back (R28.1).
  if (p.game().hidden())
    return p.reject(Cause::GameCondition, "R28.1",
                    "a piece taken off in secret must be named back first (recall)");
  auto id = p.target_piece();
  if (!id) return p.reject(id.error(), "R8.3");
  if (!parts::is_enemy(p, *id))
    return p.reject(Cause::ChoiceWrong, "R8.3", "ABDUCTION takes one of the opponent's pieces");
  if (p.is_king(*id)) return p.reject(Cause::ChoiceWrong, "R8.3", "ABDUCTION may not take a King");
  if (!p.capturable(*id))
    return p.reject(Cause::Protected, "R22.3",
                    "the piece on " + square_name(*p.choices().target) + " cannot be captured");
  p.hide(*id);
  return p.done("R28.1");
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: abduction, target: a8}"},
                                   .doors = {Door::Capture, Door::Removal, Door::PutBack},
                                   .play = play};
}  // namespace abduction_card

extern const CardDef abduction{
    .id = "abduction",
    .name = "ABDUCTION",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = abduction_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Memory test. The opponent looks away for 10 seconds while you remove one of his non-King pieces; "
        "he then has 10 seconds to say which piece you took and from which square. If he is right the piece "
        "is put back; if wrong it is captured. Reading: the answer is right only when both the kind of piece "
        "and its square are; play waits for it (recall), and a piece described without its name is no word "
        "said for DOOMSAYER.",
    .confidence = Confidence::High,
    .behaviour = &abduction_card::kBehaviour,
};

}  // namespace kmr::cards
