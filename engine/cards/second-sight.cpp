// SECOND SIGHT (KC2). Reference: shared/cards/cards.yaml, id second-sight.
#include <algorithm>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace second_sight_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Reading from the French original (VOYANCE): after your move you forecast
// one enemy piece (`target:`, a piece, not a kind; secret at the table,
// open in a scenario). If the opponent's regular move on his coming turn is
// made with it, that move is taken back and he makes no other move that
// turn (R6.6); he may still play a card. A move of his made by a card is
// not forecast. A regular card's effect for a while, not in play (R10.6):
// it has done its work when his turn ends. Should taking the move back
// leave his King in check at his turn's end, the move stands: no regular
// card may make him end his turn in check (R13.1).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(Cause::ChoiceWrong, "R8.3", target.error().message);
  if (!parts::is_enemy(p, *target))
    return p.reject(Cause::ChoiceWrong, "R8.3", "SECOND SIGHT forecasts one of the opponent's pieces");
  // This turn's end, then the opponent's; played as a copy on his turn
  // (COUNTERTHRUST), his coming turn is the next one, a turn end later.
  p.add_lingering({*target}, p.game().turn() == p.player() ? 2 : 3);
  return p.done("R6.6");
}

// The forecast came true: the opponent's regular move this turn moved the piece.
bool foreseen(const Effect& fx, const Game& g) {
  const TurnLog& log = g.turn_log();
  if (g.turn() == fx.owner || g.phase() != Phase::AfterMove || !log.turn_move_end) return false;
  // Only a turn begun after the forecast: a move already made when it was
  // laid (a copy played on his turn, after it) was not foretold.
  if (g.history().size() <= fx.laid_at) return false;
  const auto first = log.moves.begin();
  return std::any_of(first, first + static_cast<std::ptrdiff_t>(*log.turn_move_end),
                     [&](const MoveRecord& m) { return m.piece == fx.targets.front() && !m.by_card; });
}

bool ended(const Effect& fx, const Game& g) { return foreseen(fx, g); }

void on_end(const Effect& fx, CardPlay& p) {
  if (!foreseen(fx, p.game())) return;   // it ran out with his turn
  p.take_back_move(/*by_effect=*/true);  // the move stands if that would leave his King in check (R13.1)
}

// Random play: an enemy piece that has a move, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  if (auto m = d.one(pick::moves_of(g, ~by))) c.target = m->from;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: second-sight, target: d7}"},
                                   .play = play,
                                   .ended = ended,
                                   .on_end = on_end,
                                   .random_choices = random_choices};
}  // namespace second_sight_card

extern const CardDef second_sight{
    .id = "second-sight",
    .name = "SECOND SIGHT",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = second_sight_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Candidate, from the French original) Played after your own move. Secretly record one enemy piece "
        "(a particular piece, not a kind): your forecast of the piece the opponent will move on his coming "
        "turn. If his move that turn is made with that piece, the move is cancelled (the piece goes back) "
        "and he makes no other move in its place that turn. If he moves some other piece, nothing happens. "
        "Either way the card has done its work at the end of that turn.",
    .confidence = Confidence::Low,
    .basis = Basis::FrenchOriginal,
    .reading =
        "From the French original. Read as: the forecast piece is named openly (target:); if the "
        "opponent's regular move next turn is made with it, the move is taken back and he moves no more "
        "that turn, though he may play a card; a move made by a card does not count, and the move stands "
        "when taking it back would leave his King in check.",
    .behaviour = &second_sight_card::kBehaviour,
};

}  // namespace kmr::cards
