// TAKE BACK THIS EVIL DAY (KC2). Reference: shared/cards/cards.yaml, id take-back-this-evil-day.
#include <algorithm>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace take_back_this_evil_day_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// Reading from the French original (ANTI-GANG): right after the opponent's
// regular move has put one of your Kings in check, even in an apparent mate
// (R16.1), that move is taken back whole: the piece goes back where it came
// from, with what it captured (a castled Rook too), and he makes no other
// move that turn (R6.6). What he played after the move resolves again on
// the board without it. A move made by a card is not answered (the French
// speaks of the piece he moved). The check is judged as the card is
// played: a King of yours in check just after his move. Should
// taking the move back leave his own King in check at his turn's end, the
// Check Rule voids the card (R13.1).
Result play(CardPlay& p) {
  const Game& g = p.game();
  const TurnLog& log = g.turn_log();
  if (g.turn() != p.opponent() || g.phase() != Phase::AfterMove || !log.turn_move_end ||
      *log.turn_move_end == 0)
    return p.reject(Cause::GameCondition, "R6.4", "the opponent has not moved this turn");
  const auto first = log.moves.begin();
  const auto end = first + static_cast<std::ptrdiff_t>(*log.turn_move_end);
  if (std::any_of(first, end, [](const MoveRecord& m) { return m.by_card; }))
    return p.reject(Cause::GameCondition, "R6.4", "the opponent's move was made by a card (reading)");
  if (!g.in_check(p.player()))
    return p.reject(Cause::GameCondition, "R6.4", "the opponent's move has put no King of yours in check");
  return p.take_back_move();
}

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: take-back-this-evil-day}"}, .play = play};
}  // namespace take_back_this_evil_day_card

extern const CardDef take_back_this_evil_day{
    .id = "take-back-this-evil-day",
    .name = "TAKE BACK THIS EVIL DAY",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = take_back_this_evil_day_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Candidate, from the French original) Playable right after the opponent's move has put one of your "
        "Kings in check, even in an apparent checkmate. The piece he moved goes back to the square it came "
        "from, and he makes no other move in its place that turn. Refused when his move gave no check.",
    .confidence = Confidence::Low,
    .basis = Basis::FrenchOriginal,
    .reading =
        "From the French original. Read as: after the opponent's regular move leaves a King of the player "
        "in check, the whole move is taken back (a piece it captured returns too) and he moves no more "
        "that turn; a move made by a card is not answered.",
    .behaviour = &take_back_this_evil_day_card::kBehaviour,
};

}  // namespace kmr::cards
