// CHARGE! (KC1). Reference: shared/cards/cards.yaml, id charge.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace charge_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After a move of one of your Knights that captured nothing, that Knight
// leaps again (`move:`), and may capture. For BOG both leaps are one move
// (R26.2); for TOLL they are two displacements within the one move (R26.1).
Result play(CardPlay& p) { return parts::second_move(p, Role::Knight, "CHARGE!"); }

// Random play: a move of the piece he has just moved, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::second_move(g, by, d, c);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: charge, move: c3e4}"},
    .doors = {Door::Capture, Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace charge_card

extern const CardDef charge{
    .id = "charge",
    .name = "CHARGE!",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = charge_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "A Knight of yours gets two moves in a row, provided the first of them is not a capture. Played "
        "after your move, i.e. your ordinary non-capturing Knight move is the first hop and the card grants "
        "a second Knight move immediately (the second may capture).",
    .confidence = Confidence::High,
    .behaviour = &charge_card::kBehaviour,
};

}  // namespace kmr::cards
