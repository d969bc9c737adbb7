// PANIC (KC1). Reference: shared/cards/cards.yaml, id panic.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace panic_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The opponent's next turn is timed (R6.8, R28.1): if he has not finished
// all of it, card included, when the time runs out (the `timeout` action),
// he loses that whole turn. A regular card whose effect lasts to the end of
// that turn, not in play (R10.6). When his move is cancelled (KNIGHTMARE!,
// THINK AGAIN!, CHAOS) the limit is over: the new move is made under the
// game's usual time (R27.6).
Result play(CardPlay& p) {
  p.add_lingering({}, 2);  // this turn's end, then the opponent's
  return p.done("R6.8");
}

std::optional<Result> on_timeout(const Effect& fx, CardPlay& p, Side late) {
  const Game& g = p.game();
  if (late != ~fx.owner || g.turn() != late || g.move_cancelled()) return std::nullopt;
  return p.lose_turn();
}

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: panic}"}, .play = play, .on_timeout = on_timeout};
}  // namespace panic_card

extern const CardDef panic{
    .id = "panic",
    .name = "PANIC",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = panic_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "The opponent gets only 15 seconds to make his next move; if he has not moved when time is up, he "
        "loses that turn.",
    .confidence = Confidence::High,
    .behaviour = &panic_card::kBehaviour,
};

}  // namespace kmr::cards
