// The engine's answer to a step told in plain words, for the published FAQ
// and Try it: its events ("captured r on e5", "a4-a2", "p put on b5") made
// into clauses that name each piece and its fate ("the black Rook on e5 is
// captured", "the white Queen on a4 goes to a2", "the black Pawn returns to
// b5"), each event once, no FEN letters, joined into one sentence after
// what was done. Words only: the events are the engine's, nothing here
// decides anything. An event of a shape not known here is kept as written
// (its players' names capitalised).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/result.hpp"
#include "kmr/types.hpp"

namespace kmr::harness {

// The pieces taken off the board so far (captured, killed, set aside,
// lifted), by the square each left: carried from one action to the next, it
// names a piece a replayed turn moves or brings back (BOG's replay moves a
// Queen a FIREBALL had already taken).
struct TakenOff {
  std::map<Square, char> last;  // the FEN letter of the last piece taken off each square
};

// "the black Rook on e5" from its FEN letter and square; "the piece on e5"
// for a letter that is no piece.
std::string piece_on(char letter, std::string_view square);

// One event as a clause (no capital, no full stop). `fen_before` is the
// position the action started from: it names the piece a move event moves.
std::string event_clause(std::string_view event, std::string_view fen_before);

// The events as clauses, told in order over the board `fen_before` brought
// up to date event by event: captures (and deaths) next to each other
// grouped into one ("the X and the Y are captured"), an event said twice
// said once. `skip_move` leaves out a first event that is the action's own
// regular move, already said by its words. `taken`, when given, names the
// pieces earlier actions took off and learns those these take off.
std::vector<std::string> event_clauses(const std::vector<std::string>& events, std::string_view fen_before,
                                       bool skip_move, TakenOff* taken = nullptr);

// The whole answer as one or two sentences: `action` is what was done in
// words ("White plays FIREBALL on the Knight on d4"). Accepted: the action
// and its events ("…: the … are captured."), or just the action when nothing
// followed. Refused: "…: refused, <why>." No effect: "…: no effect, <why>."
// The why is the engine's detail. `regular_move`: the action is a move, whose
// first event repeats it.
std::string answer_words(std::string_view action, const Result& result, std::string_view fen_before,
                         bool regular_move, TakenOff* taken = nullptr);

// Do the action's own words already say its first move (a regular move, or
// a card's `move:` choice, "moving f2-e4")? Its first move event is then
// left out of its events' words (`skip_move`).
bool says_its_move(const Action& action);

// The squares pieces were taken off in `events` (captured, killed, dead, a
// trap sprung), each with the clause that tells it, for the board to mark.
struct TakenSquare {
  Square square = 0;
  std::string what;
};
std::vector<TakenSquare> taken_squares(const std::vector<std::string>& events);

}  // namespace kmr::harness
