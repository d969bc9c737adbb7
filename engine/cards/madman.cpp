// MADMAN (KC1). Reference: shared/cards/cards.yaml, id madman.
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace madman_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, one of the player's Pawns moves as a draughts King:
// each leg (`moves:`, in order, each from where the last one ended) leaps
// diagonally, in any direction, over the piece (of either side) on the
// square next to it, to the empty square just beyond; the leaps chain as
// far as the player likes. Nothing it leaps over is captured. Reading: a
// closed square (FORBIDDEN CITY) can be neither leapt over nor landed on
// (R14.6), and a Pawn that ends on its last rank stays a Pawn (R21.2).
Result play(CardPlay& p) {
  const auto& legs = p.choices().moves;
  if (legs.empty()) return p.reject(Cause::ChoiceWrong, "R8.3", "MADMAN needs the Pawn's leaps (moves:)");
  const Game& g = p.game();
  const PieceId pawn = p.position().piece_at(legs.front().from);
  if (pawn == kNoPiece || !p.is_own(pawn) || !parts::piece_is(g, pawn, "pawn") || p.is_king(pawn))
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    "no Pawn of yours stands on " + square_name(legs.front().from));
  if (!g.props(pawn).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that Pawn may not move now" + p.held_by(pawn));
  Square at = legs.front().from;
  for (const MoveRequest& leg : legs) {
    const std::string text = to_string(leg);
    if (leg.promotion) return p.reject(Cause::ChoiceWrong, "R21.2", "MADMAN promotes nothing");
    if (leg.from != at)
      return p.reject(Cause::ChoiceWrong, "R8.3", text + ": each leap starts where the last one ended");
    const int df = file_of(leg.to) - file_of(leg.from), dr = rank_of(leg.to) - rank_of(leg.from);
    if ((df != 2 && df != -2) || (dr != 2 && dr != -2))
      return p.reject(Cause::ChoiceWrong, "R8.3", text + " is not a diagonal leap over one square");
    const Square over = make_square(file_of(leg.from) + df / 2, rank_of(leg.from) + dr / 2);
    if (p.position().piece_at(over) == kNoPiece)
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      text + ": there is no piece on " + square_name(over) + " to leap over");
    const EffectRules rules(p.game().effects());
    // The refusal names the square and the effect closing it (issue 23).
    for (const Square s : {over, leg.to})
      if (p.closed(s))
        return p.reject(
            Cause::PathCrossed, "R14.6",
            text + ": " + square_name(s) + " is closed to every piece (" + closing_effect(g, s) + ")");
    Result r = p.card_move(pawn, leg.to, /*may_capture=*/false, "R26.1");
    if (!r.ok()) return r;
    at = leg.to;
  }
  p.counts_as_move();
  return p.done("R26.1");
}

// Random play: one of his Pawns leaping diagonally over a piece, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  std::vector<MoveRequest> leaps;
  for (Square from : pick::pieces(g, by, pick::Whose::Own, "pawn"))
    for (int df : {-2, 2})
      for (int dr : {-2, 2}) {
        const int f = file_of(from) + df, r = rank_of(from) + dr;
        if (on_board(f, r) && pos.piece_at(make_square(f, r)) == kNoPiece &&
            pos.piece_at(make_square(file_of(from) + df / 2, rank_of(from) + dr / 2)) != kNoPiece)
          leaps.push_back(MoveRequest{from, make_square(f, r), std::nullopt});
      }
  if (auto m = d.one(leaps)) c.moves = {*m};
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMove | kChooseMoves,
                                               .one_of = kChooseMove | kChooseMoves,
                                               .example = "{play: madman, moves: [c3e5, e5g7]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace madman_card

extern const CardDef madman{
    .id = "madman",
    .name = "MADMAN",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = madman_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Pawns moves like a draughts (checkers) king: it leaps diagonally, in any direction, "
        "over an adjacent piece of either colour to the empty square just beyond, and may chain further "
        "such leaps in the same turn. Jumped pieces are NOT captured.",
    .confidence = Confidence::High,
    .reading =
        "A closed square can be neither leapt over nor landed on, and a Pawn ending on its last rank stays a "
        "Pawn.",
    .behaviour = &madman_card::kBehaviour,
};

}  // namespace kmr::cards
