// REVENGE (KC1). Reference: shared/cards/cards.yaml, id revenge.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace revenge_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// One of your Pawns has just been captured by a move made without a card:
// one enemy Pawn (`target:`) is captured. One that cannot be captured
// (PACIFISM, TRUCE) cannot be chosen (R22.3).
Result play(CardPlay& p) {
  const Game& g = p.game();
  const Position& pos = p.position();
  bool pawn_lost = false;
  // The turn's record of captures: one made by no card is a regular move's.
  for (const CaptureRecord& c : g.turn_log().captures)
    if (!c.card && pos.piece(c.piece).owner == p.player() && pos.piece(c.piece).role == Role::Pawn)
      pawn_lost = true;
  if (!pawn_lost)
    return p.reject(Cause::GameCondition, "R6.4", "no Pawn of yours was just captured without a card");
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  if (!p.is_enemy(*target) || !parts::piece_is(g, *target, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "REVENGE removes an enemy Pawn");
  if (!p.capture(*target)) return p.reject(Cause::Protected, "R22.3", "that Pawn cannot be captured");
  return p.done("R22.1");
}

// Random play: an enemy Pawn, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Enemy, "pawn", c, false);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: revenge, target: h7}"},
    .doors = {Door::Capture},
    .play = play,
    .random_choices = random_choices};
}  // namespace revenge_card

extern const CardDef revenge{
    .id = "revenge",
    .name = "REVENGE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = revenge_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable when one of your Pawns has just been captured without the use of a card: remove one enemy "
        "Pawn of your choice from the board; it counts as captured.",
    .confidence = Confidence::High,
    .behaviour = &revenge_card::kBehaviour,
};

}  // namespace kmr::cards
