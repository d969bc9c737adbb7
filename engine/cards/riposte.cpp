// RIPOSTE (KC1). Reference: shared/cards/cards.yaml, id riposte.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace riposte_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// Answers an ordinary capture of one of your pieces: your piece stays and
// the capturer is captured instead; you lose your next move. Not against a
// King or a Queen. Since you cannot move next turn, your pieces threaten
// nothing until then, so the capture of a checking piece may be answered
// (R13.5).
Result play(CardPlay& p) {
  const TurnLog& log = p.game().turn_log();
  if (log.moves.empty()) return p.reject(Cause::GameCondition, "R6.4", "the opponent has not moved");
  const MoveRecord last = log.moves.back();
  const Position& pos = p.position();
  if (last.by_card || !last.captured || pos.piece(*last.captured).owner != p.player())
    return p.reject(Cause::GameCondition, "R6.4",
                    "the opponent's move did not capture a piece of yours without a card");
  // A merged capturer is each of its parts (R11.9).
  if (parts::piece_is(p.game(), last.piece, "king") || parts::piece_is(p.game(), last.piece, "queen"))
    // RIPOSTE takes no choice: who captured is a condition of the game (FORMAT.md, reason decision table).
    return p.reject(Cause::GameCondition, "R6.4", "RIPOSTE cannot answer a capture by a King or a Queen");
  const Square victim_square =
      last.move.kind == MoveKind::EnPassant ? make_square(file_of(last.to), rank_of(last.from)) : last.to;
  // What the move did must still be there to undo: the capturer on its
  // square (a MAN-TRAP may have taken it on arrival), the piece it took in
  // the captured box, its square free for it.
  const Piece& capturer = pos.piece(last.piece);
  if (capturer.zone != Zone::Board || capturer.square != last.to ||
      pos.piece(*last.captured).zone != Zone::Captured ||
      (victim_square != last.to && pos.piece_at(victim_square) != kNoPiece))
    return p.reject(Cause::GameCondition, "R6.4", "the capture is no longer there to answer");
  if (!p.capture(last.piece))
    return p.reject(Cause::Protected, "R22.3", "the capturing piece cannot be captured");
  p.rescue(*last.captured, victim_square);  // as it stood: a merged pair whole (R11.9)
  // His next turn passes with no move: with his King in check it would end
  // there, which no regular card may bring about (R13.1).
  if (p.game().exposed(p.player()))
    return Result::no_effect(
        Cause::CheckLeft, "R13.1",
        "RIPOSTE would make " + std::string(to_string(p.player())) + " lose his move with his King in check");
  p.events("the piece on " + square_name(victim_square) + " stays");
  p.add_lingering({}, 2);  // the opponent's turn, then the lost one
  return p.done("R13.5");
}

// Until the lost move is over, the riposting side moves nothing.
void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (pos.piece(id).owner == fx.owner) props.can_move = false;
}

// Should his King be in check by then (a card of the opponent's since), he
// keeps the move: a turn may not end with it in check (R13.1, R13.3).
void on_turn_start(const Effect& fx, CardPlay& p) {
  if (p.game().turn() != fx.owner) return;
  if (p.game().exposed(fx.owner)) {
    p.events("RIPOSTE: " + std::string(to_string(fx.owner)) + " keeps his move, his King being in check");
    return;
  }
  p.lose_move();
}

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: riposte}"},
                                   .doors = {Door::Capture, Door::PutBack},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .on_turn_start = on_turn_start};
}  // namespace riposte_card

extern const CardDef riposte{
    .id = "riposte",
    .name = "RIPOSTE",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = riposte_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable when the opponent captures one of your pieces with an ordinary (card-less) move: your "
        "piece stays on its square and the attacking piece is captured instead. You lose your next move. "
        "Cannot be used to take a King or a Queen (i.e. not when the capturer is a King or Queen).",
    .confidence = Confidence::High,
    .behaviour = &riposte_card::kBehaviour,
};

}  // namespace kmr::cards
