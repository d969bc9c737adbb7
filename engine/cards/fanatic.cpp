// FANATIC (KC1). Reference: shared/cards/cards.yaml, id fanatic.
#include <optional>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace fanatic_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Pawns (`move:`) advances exactly three
// squares straight forward, capturing nothing; no en passant follows
// (R20.3).
Result play(CardPlay& p) {
  if (p.choices().moves.size() != 1)
    return p.reject(Cause::ChoiceWrong, "R8.3", "FANATIC moves one Pawn (move:)");
  if (Result r = parts::advance_pawn(p, p.choices().moves.front(), 3); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R20.3");
}

// Random play: a Pawn of his with three empty squares ahead, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  if (auto m = d.one(pick::pawn_advances(g, by, 3))) c.moves = {*m};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: fanatic, move: b2b5}"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace fanatic_card

extern const CardDef fanatic{
    .id = "fanatic",
    .name = "FANATIC",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = fanatic_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Pawns advances exactly three squares straight forward; every square it crosses and the "
        "destination must be empty. It cannot capture with this move and cannot be taken en passant "
        "afterwards.",
    .confidence = Confidence::High,
    .behaviour = &fanatic_card::kBehaviour,
};

}  // namespace kmr::cards
