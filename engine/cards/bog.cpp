// BOG (KC1). Reference: shared/cards/cards.yaml, id bog.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace bog_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// Cuts short the opponent's move of a Rook, Bishop or Queen of two or more
// squares: the piece stops one square from where it began the turn, and
// the captures it made on the way do not happen (R26.2). A second move the
// same turn (MERCILESS, CRUSADE) is part of the one move: the piece stops
// one square along the direction it first set off in. When it first jumped
// (BOMBARD, GHOSTWALK), the first square it could stand on counts as that
// square (the first empty one). Pieces moving "as" another piece keep their
// own type (R11.5).
Result shorten(CardPlay& p) {
  const TurnLog& log = p.game().turn_log();
  const MoveRecord last = log.moves.back();  // a copy: relocating below appends to the log
  const Position& pos = p.position();
  const Piece& piece = pos.piece(last.piece);
  // The piece the opponent moved, whoever owns it: a NEUTRAL one too (R24.1).
  if (last.mover != p.opponent())
    return p.reject(Cause::GameCondition, "R6.4", "the opponent's moved piece is not on the board");
  // Taken as its move ended (a MAN-TRAP sprung there): BOG still cuts the
  // move short, as after a FIREBALL that took it (Official Rulings B-08),
  // and the piece never reaches the trap, which stays set.
  std::optional<Effect> trap;
  if (piece.zone != Zone::Board) {
    const Game* before = p.before_rework();
    if (!before || (piece.zone != Zone::Captured && piece.zone != Zone::Dead) ||
        pos.piece_at(last.to) != kNoPiece)
      return p.reject(Cause::GameCondition, "R6.4", "the opponent's moved piece is not on the board");
    const auto& now = p.game().effects();
    for (const Effect& fx : before->effects())
      if (fx.continuing && fx.choices.square == last.to &&
          std::none_of(now.begin(), now.end(), [&](const Effect& e) { return e.sequence == fx.sequence; }))
        trap = fx;
    if (!trap)
      return p.reject(Cause::GameCondition, "R6.4", "the opponent's moved piece is not on the board");
    p.undo_loss(before->table(), last.piece, last.to);
    p.restore_effect(*trap);
  }
  // A merged piece is each of its parts (R11.9): a Knight merged with a Rook is a Rook too.
  const Game& g = p.game();
  if (!parts::piece_is(g, last.piece, "rook") && !parts::piece_is(g, last.piece, "bishop") &&
      !parts::piece_is(g, last.piece, "queen"))
    // BOG takes no choice: the piece it finds is a condition of the game (FORMAT.md, reason decision table).
    return p.reject(Cause::GameCondition, "R11.5", "only a Rook, Bishop or Queen can be bogged");
  // The whole displacement this turn counts as one move (R26.2): every leg
  // must run along a line, and together they cover two squares or more.
  std::vector<MoveRecord> legs;
  for (const MoveRecord& m : log.moves)
    if (m.piece == last.piece) legs.push_back(m);
  int travelled = 0;
  for (const MoveRecord& m : legs) {
    const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
    if (!(df == 0 || dr == 0 || std::abs(df) == std::abs(dr)))
      return p.reject(Cause::GameCondition, "R6.4", "the piece did not move along a line");
    travelled += std::max(std::abs(df), std::abs(dr));
  }
  if (travelled < 2)
    return p.reject(Cause::GameCondition, "R6.4", "the piece did not move two or more squares in a line");
  const Square start = legs.front().from;
  const int df = file_of(legs.front().to) - file_of(start), dr = rank_of(legs.front().to) - rank_of(start);
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  // The first square along that direction it could stand on.
  std::optional<Square> stop;
  for (int f = file_of(start) + sf, r = rank_of(start) + sr; on_board(f, r); f += sf, r += sr) {
    const Square s = make_square(f, r);
    if (s == piece.square || pos.piece_at(s) == kNoPiece) {
      stop = s;
      break;
    }
  }
  if (!stop) return p.reject(Cause::SquareClosed, "R6.4", "there is no square to stop on");
  const Square end = piece.square;
  if (*stop != end) p.relocate(last.piece, *stop);
  // The captures on the way do not happen, whole: a CONFABULATION pair
  // taken comes back as the merged piece, its effect still in force (R11.9).
  for (const MoveRecord& m : legs) {
    if (!m.captured || pos.piece(*m.captured).zone != Zone::Captured) continue;
    const Square at = m.to == end && *stop == end ? kOffBoard : m.to;
    if (at == kOffBoard || pos.piece_at(at) != kNoPiece) continue;
    if (const Game* before = p.before_rework())
      p.undo_loss(before->table(), *m.captured, at);
    else
      p.rescue(*m.captured, at);
    p.events("the capture on " + square_name(at) + " does not happen");
  }
  return p.done("R26.2");
}

// The move is changed as it stood; cards played after it (FIREBALL)
// resolve again on the shortened move (R6.6).
Result play(CardPlay& p) {
  const TurnLog& log = p.game().turn_log();
  if (log.moves.empty()) return p.reject(Cause::GameCondition, "R6.4", "the opponent has not moved");
  return p.rework_move(log.moves.back().piece, shorten);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: bog}"}, .doors = {Door::CardMove, Door::PutBack}, .play = play};
}  // namespace bog_card

extern const CardDef bog{
    .id = "bog",
    .name = "BOG",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = bog_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable right after the opponent moves a Rook, Bishop or Queen two or more squares: that move is "
        "cut short and the piece stops after one square in the direction it was travelling (any capture it "
        "would have made at the original destination does not happen).",
    .confidence = Confidence::High,
    .behaviour = &bog_card::kBehaviour,
};

}  // namespace kmr::cards
