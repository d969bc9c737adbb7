// Who acted: the side the engine took an action for, read from the engine's
// answers rather than guessed from whose turn it is. A card step without
// `by:` may be played by either side (BOG is the opponent's card, played in
// the other player's turn): the words of the reports and the saved lines
// name the player the engine played it for.
#pragma once

#include "kmr/game.hpp"

namespace kmr::harness {

// The side `action` was taken for, given the game just before it and the
// engine's answer to it: the side it names (`by:`); for a regular move, the
// side to move (the engine moves for him); otherwise the side for which
// the engine, asked the same action with that side named, answers exactly
// as it answered (result, reason, rule, detail, events), whose turn it is
// first; whose turn it is when neither does.
Side acting_side(const Game& before, const Action& action, const Result& answer);

}  // namespace kmr::harness
