// BOG (KC1). Reference: shared/cards/cards.yaml, id bog.
#include <cstdlib>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// Cuts short the opponent's move of a Rook, Bishop or Queen of two or more
// squares: the piece stops one square from where it began the turn, and
// the capture it made at the end does not happen (R26.2). Pieces moving
// "as" another piece keep their own type (R11.5).
Result play(CardPlay& p) {
  const TurnLog& log = p.game().turn_log();
  if (log.moves.empty()) return p.reject(Reason::ConditionUnmet, "R6.4", "the opponent has not moved");
  const MoveRecord last = log.moves.back();  // a copy: relocating below appends to the log
  const Position& pos = p.position();
  const Piece& piece = pos.piece(last.piece);
  if (piece.zone != Zone::Board || piece.owner != p.opponent())
    return p.reject(Reason::ConditionUnmet, "R6.4", "the opponent's moved piece is not on the board");
  if (piece.role != Role::Rook && piece.role != Role::Bishop && piece.role != Role::Queen)
    return p.reject(Reason::IllegalTarget, "R11.5", "only a Rook, Bishop or Queen can be bogged");
  // The whole displacement this turn counts as one move (R26.2).
  Square start = last.from;
  for (const MoveRecord& m : log.moves)
    if (m.piece == last.piece) {
      start = m.from;
      break;
    }
  const int df = file_of(piece.square) - file_of(start), dr = rank_of(piece.square) - rank_of(start);
  const int dist = std::max(std::abs(df), std::abs(dr));
  const bool straight = df == 0 || dr == 0 || std::abs(df) == std::abs(dr);
  if (!straight || dist < 2)
    return p.reject(Reason::ConditionUnmet, "R6.4", "the piece did not move two or more squares in a line");
  const Square stop = make_square(file_of(start) + (df > 0) - (df < 0), rank_of(start) + (dr > 0) - (dr < 0));
  if (pos.piece_at(stop) != kNoPiece)
    return p.reject(Reason::Blocked, "R6.4", square_name(stop) + " is occupied");
  const Square end = piece.square;
  p.relocate(last.piece, stop);
  if (last.captured && pos.piece(*last.captured).zone == Zone::Captured) {
    p.position_mut().put_back(*last.captured, end);
    p.events("the capture on " + square_name(end) + " does not happen");
  }
  return p.done("R26.2");
}

constexpr CardBehaviour kBehaviour{.play = play};
}  // namespace

extern const CardDef bog{
    .id = "bog",
    .name = "BOG",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable right after the opponent moves a Rook, Bishop or Queen two or more squares: that move is "
        "cut short and the piece stops after one square in the direction it was travelling (any capture it "
        "would have made at the original destination does not happen).",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
