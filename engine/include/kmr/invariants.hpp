// What must hold of every game, whatever is played: the checks random play
// (the RandomPlay test, `kmr fuzz`) runs after every action. Each returns
// what is broken, in words; empty when all holds.
#pragma once

#include <string>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/game.hpp"
#include "kmr/replay_check.hpp"
#include "kmr/result.hpp"

namespace kmr {

// Of one game:
// - pieces: each is in exactly one place (on its square, captured, dead or
//   set aside) and the board's indexes agree with the pieces;
// - effects point at pieces that exist, on the board or set aside (unless
//   the card says when it ends, like AMAZON);
// - a copy is equal to the game, and replaying the turn rebuilds it;
// - unless the game is over, the player whose turn it is has something to
//   do: a move, a card, a discard, or ending his turn (passing a window is
//   no progress and does not count);
// - the general rules the doors apply, as the game stands (kmr/door_rules.hpp).
std::vector<std::string> check_game(const Game& g);
// The same checks, the replay judged by `replay` (kmr/replay_check.hpp):
// the same verdict, in time linear in the turn's actions. Call it after
// every action of one game, in order, as the self-check is called; g is
// left as it was.
std::vector<std::string> check_game(Game& g, ReplayCheck& replay);

// Of one action taken on `before`, giving `result` and `after`: a refusal
// changes nothing, no card appears or disappears (each is in one hand,
// deck, discard pile or in play), and no King is ever captured by a move:
// a side's only King is still on the board, or set aside, after an
// accepted move (R12.3; one of several Kings may be taken, R25.2); and the
// general rules the doors apply, as the action changed the game
// (kmr/door_rules.hpp).
std::vector<std::string> check_step(const Game& before, const Action& action, const Result& result,
                                    const Game& after);

// Whether the player whose turn it is has an action that makes progress,
// and which (for messages): empty when he has none.
std::string some_legal_action(const Game& g);

}  // namespace kmr
