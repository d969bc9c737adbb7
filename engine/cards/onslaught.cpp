// ONSLAUGHT (KC1). Reference: shared/cards/cards.yaml, id onslaught.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace onslaught_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, any number (at least one) of the player's Pawns
// (`moves:`, one step each) advance one square straight forward, all at
// once, capturing nothing. Each must be able to advance on the board as it
// stood before the card: the square ahead empty and open (R14.5, R14.6).
// A merged piece is one piece, so it steps once (R11.9). No Pawn promotes
// by the card (R21.2).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.empty()) return p.reject(Cause::ChoiceWrong, "R8.3", "ONSLAUGHT needs the Pawns' steps (moves:)");
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i].promotion) return p.reject(Cause::ChoiceWrong, "R21.2", "ONSLAUGHT promotes nothing");
    for (std::size_t j = 0; j < i; ++j)
      if (moves[j].from == moves[i].from)
        return p.reject(Cause::ChoiceWrong, "R11.9",
                        "the piece on " + square_name(moves[i].from) + " is one piece and steps once");
    // Able to advance on the board as it stood before the card.
    Game before = p.game();
    CardPlay alone(before, p.player(), p.card(), p.choices());
    if (Result r = parts::advance_pawn(alone, moves[i], 1); !r.ok()) return r;
  }
  for (const MoveRequest& m : moves) {
    Result r = parts::advance_pawn(p, m, 1);
    if (!r.ok()) return r;
  }
  p.counts_as_move();
  return p.done("R14.5");
}

// Random play: some of his Pawns with an empty square ahead, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<MoveRequest> steps = pick::pawn_advances(g, by, 1);
  c.moves.clear();
  for (const MoveRequest& m : steps)
    if (d.one_in(3)) c.moves.push_back(m);
  if (c.moves.empty() && !steps.empty()) c.moves.push_back(steps[d.below(steps.size())]);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMove | kChooseMoves,
                                               .one_of = kChooseMove | kChooseMoves,
                                               .example = "{play: onslaught, moves: [a2a3, b2b3, d4d5]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace onslaught_card

extern const CardDef onslaught{
    .id = "onslaught",
    .name = "ONSLAUGHT",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = onslaught_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Any number of your Pawns that are able to advance each move one square straight forward, all at "
        "once. None of them may capture.",
    .confidence = Confidence::High,
    .behaviour = &onslaught_card::kBehaviour,
};

}  // namespace kmr::cards
