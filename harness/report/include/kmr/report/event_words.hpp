// The engine's answer to a step told in words, for the published FAQ: its
// events ("captured r on e5", "e2e4", "FORTIFICATION comes into play at
// d4-d5") made into clauses ("the black Rook on e5 is captured") and joined
// into one sentence after what was done ("White plays FIREBALL on the Knight
// on d4: the black Knight on d4, the black Rook on e5 and the black Pawn on
// c3 are captured."). Words only: the events are the engine's, nothing here
// decides anything. An event of a shape not known here is kept as written.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kmr/result.hpp"
#include "kmr/types.hpp"

namespace kmr::harness {

// "the black Rook on e5" from its FEN letter and square; "the piece on e5"
// for a letter that is no piece.
std::string piece_on(char letter, std::string_view square);

// One event as a clause (no capital, no full stop). `fen_before` is the
// position the action started from: it names the piece a move event moves.
std::string event_clause(std::string_view event, std::string_view fen_before);

// The events as clauses, captures (and deaths) next to each other grouped
// into one ("the X and the Y are captured"). `skip_move` leaves out a first
// event that is the action's own regular move, already said by its words.
std::vector<std::string> event_clauses(const std::vector<std::string>& events, std::string_view fen_before,
                                       bool skip_move);

// The whole answer as one or two sentences: `action` is what was done in
// words ("White plays FIREBALL on the Knight on d4"). Accepted: the action
// and its events ("…: the … are captured."), or just the action when nothing
// followed. Refused: "…: refused, <why>." No effect: "…: no effect, <why>."
// The why is the engine's detail. `regular_move`: the action is a move, whose
// first event repeats it.
std::string answer_words(std::string_view action, const Result& result, std::string_view fen_before,
                         bool regular_move);

// The squares pieces were taken off in `events` (captured, killed, dead, a
// trap sprung), each with the clause that tells it, for the board to mark.
struct TakenSquare {
  Square square = 0;
  std::string what;
};
std::vector<TakenSquare> taken_squares(const std::vector<std::string>& events);

}  // namespace kmr::harness
