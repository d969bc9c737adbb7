// SLIPPERY GROUND (KC2). Reference: shared/cards/cards.yaml, id slippery-ground.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace slippery_ground_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// Reading from the French original (VERGLAS), the mirror of BOG: right
// after the opponent's regular move of a Rook, Bishop or Queen (a merged
// piece is each of its parts, R11.9) that captured nothing, the piece
// slides on from where it stopped, square by square, the way it was going.
// It halts on the square before a piece of its own side, a wall or a closed
// square (R14); it captures the first piece of yours it meets and ends
// there (a piece that cannot be captured, R22.3, and a King of yours, which
// is never taken so, R12.1, stop it short instead); off the edge of the
// board it is captured, like a piece pushed off (R22.1). Castling is not a
// slide (reading). What the opponent played after the move resolves again
// on the new square (R6.6), as after BOG.
Result slide(CardPlay& p) {
  const Game& g = p.game();
  const MoveRecord last = g.turn_log().moves.back();  // a copy: moving below appends to the log
  const PieceId id = last.piece;
  const Position& pos = p.position();
  const Piece& piece = pos.piece(id);
  // The piece the opponent moved, whoever owns it: a NEUTRAL one too (R24.1).
  if (piece.zone != Zone::Board || last.mover != p.opponent() || piece.square != last.to)
    return p.reject(Cause::GameCondition, "R6.4", "the opponent's moved piece is not where it moved");
  if (!parts::piece_is(g, id, "rook") && !parts::piece_is(g, id, "bishop") &&
      !parts::piece_is(g, id, "queen"))
    return p.reject(Cause::GameCondition, "R11.5", "only a Rook, Bishop or Queen slides on");
  if (last.move.kind == MoveKind::Castle)
    return p.reject(Cause::GameCondition, "R18.2", "a castling move does not slide on (reading)");
  const auto& moves = g.turn_log().moves;
  if (std::any_of(moves.begin(), moves.end(),
                  [&](const MoveRecord& m) { return m.piece == id && m.captured; }))
    return p.reject(Cause::GameCondition, "R6.4", "the move captured a piece");
  const int df = file_of(last.to) - file_of(last.from), dr = rank_of(last.to) - rank_of(last.from);
  if (!(df == 0 || dr == 0 || std::abs(df) == std::abs(dr)))
    return p.reject(Cause::GameCondition, "R6.4", "the piece did not move along a line");
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  const EffectRules rules(g.effects());
  Square at = last.to;
  for (int f = file_of(at) + sf, r = rank_of(at) + sr;; f += sf, r += sr) {
    if (!on_board(f, r)) {
      if (!p.capture(id)) break;  // a piece that cannot be captured stays on the edge
      p.events("the piece slides off the board");
      return p.done("R22.1");
    }
    const Square next = make_square(f, r);
    if (!rules.step_open(pos, at, next) || p.closed(next)) break;
    const PieceId there = pos.piece_at(next);
    if (there != kNoPiece) {
      const bool mine = parts::is_own(p, there) && !parts::is_enemy(p, there);
      if (mine && !p.is_king(there) && p.capturable(there))
        return p.card_move(id, next, /*may_capture=*/true, "R22.1");
      break;
    }
    at = next;
  }
  if (at != last.to) p.relocate(id, at);
  return p.done("R26.1");
}

Result play(CardPlay& p) {
  const TurnLog& log = p.game().turn_log();
  if (log.moves.empty() || p.game().turn() != p.opponent())
    return p.reject(Cause::GameCondition, "R6.4", "the opponent has not moved");
  if (log.moves.back().by_card)
    return p.reject(Cause::GameCondition, "R6.4", "the opponent's move was made by a card (reading)");
  return p.rework_move(log.moves.back().piece, slide);
}

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: slippery-ground}"},
                                   .doors = {Door::Capture, Door::CardMove},
                                   .play = play};
}  // namespace slippery_ground_card

extern const CardDef slippery_ground{
    .id = "slippery-ground",
    .name = "SLIPPERY GROUND",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = slippery_ground_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "(Candidate, from the French original) Playable right after the opponent has moved a Bishop, Rook or "
        "Queen and that move captured nothing. The piece cannot stop where it arrived: it carries on, square "
        "by square, in the direction it was travelling, and halts at the first of these: the next square "
        "holds one of your pieces, which it captures, ending there; the next square holds a piece of its "
        "own side, so it stays on the square just before it; the next square would be off the board, and "
        "the piece is removed (captured).",
    .confidence = Confidence::Low,
    .basis = Basis::FrenchOriginal,
    .reading =
        "From the French original. Read as: after the opponent's regular, non-capturing move of a Rook, "
        "Bishop or Queen (not castling), the piece slides on the way it went: it takes the first piece of "
        "the player's it meets, but stops short of his King or a piece that cannot be captured, stops "
        "before its own side's pieces and walls, and is captured if it runs off the board.",
    .behaviour = &slippery_ground_card::kBehaviour,
};

}  // namespace kmr::cards
