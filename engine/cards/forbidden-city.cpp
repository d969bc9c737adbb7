// FORBIDDEN CITY (KC1). Reference: shared/cards/cards.yaml, id forbidden-city.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace forbidden_city_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Marks an empty square (`square:`): for the rest of the game no piece may
// stop on it or slide through it; a leap may pass over it (R14). The engine's
// move generation asks every effect whether a square is closed.
Result play(CardPlay& p) {
  if (!p.choices().square)
    return p.reject(Cause::ChoiceWrong, "R8.3", "FORBIDDEN CITY needs a square (square:)");
  if (p.position().piece_at(*p.choices().square) != kNoPiece)
    return p.reject(Cause::ChoiceWrong, "R8.3", "FORBIDDEN CITY marks an empty square");
  p.add_effect({});
  return p.done("R10.1");
}

bool closes_square(const Effect& fx, Square s) { return fx.choices.square && *fx.choices.square == s; }

bool ended(const Effect&, const Game&) { return false; }

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseSquare,
                                               .required = kChooseSquare,
                                               .example = "{play: forbidden-city, square: d4}"},
                                   .play = play,
                                   .ended = ended,
                                   .closes_square = closes_square};
}  // namespace forbidden_city_card

extern const CardDef forbidden_city{
    .id = "forbidden-city",
    .name = "FORBIDDEN CITY",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = forbidden_city_card::kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "Mark one empty square. No piece may stop on it or slide through it for the rest of the game; "
        "leaping pieces (Knight-style jumps) may still jump over it.",
    .confidence = Confidence::High,
    .behaviour = &forbidden_city_card::kBehaviour,
};

}  // namespace kmr::cards
