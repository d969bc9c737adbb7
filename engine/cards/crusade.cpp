// CRUSADE (KC1). Reference: shared/cards/cards.yaml, id crusade.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace crusade_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After a move of one of your Bishops that captured nothing, that Bishop
// moves again (`move:`), and may capture. For BOG both moves are one move
// (R26.2).
Result play(CardPlay& p) { return parts::second_move(p, Role::Bishop, "CRUSADE"); }

// Random play: a move of the piece he has just moved, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::second_move(g, by, d, c);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: crusade, move: e3h6}"},
    .doors = {Door::Capture, Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace crusade_card

extern const CardDef crusade{
    .id = "crusade",
    .name = "CRUSADE",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = crusade_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable after you moved a Bishop without capturing: that Bishop immediately makes one more move "
        "(which may capture).",
    .confidence = Confidence::High,
    .behaviour = &crusade_card::kBehaviour,
};

}  // namespace kmr::cards
