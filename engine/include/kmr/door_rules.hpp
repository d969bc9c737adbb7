// The general rules the doors apply (kmr/doors.hpp), each as a check that
// must hold after every action, whatever card or move made it: random play
// (`kmr fuzz`, the RandomPlay test, the card x rule matrix) and `kmr run
// --invariants` run them with the other invariants (kmr/invariants.hpp).
// Each finding starts with the rule's name and number ("protection (R22.3):
// ..."), so the matrix can tell which rule broke.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/doors.hpp"
#include "kmr/game.hpp"
#include "kmr/result.hpp"

namespace kmr {

// Of one game, as it stands:
// - clock: once the turn has seen a capture or a Pawn move, the halfmove clock is 0 (R17.5);
// - en passant: an en passant square is empty and has beside it a Pawn of the
//   player who just moved (R20.1);
// - castling: each right has its King and its Rook on their squares (R18.1);
// - pairs: a piece set aside is held by an effect or by ABDUCTION, and the
//   part of a merged pair is set aside inside its host (R11.9);
// - copies: each continuing effect in play can be named alone (R10.7);
// - king: a side with a King or Prince attacked is in check (R25.2).
std::vector<std::string> check_door_rules(const Game& g);

// Of one action taken on `before`, giving `after`:
// - protection: no piece nothing could capture before it was captured by it (R22.3);
// - closed squares: no piece came onto a square closed to every piece (R14.6);
// - pairs: a merged pair captured this turn and given back comes back whole (R11.9);
// - copies: a word said is heard by every effect listening: saying it again changes nothing (R10.7);
// - neutral: a card played naming a NEUTRAL piece is judged the same whichever
//   side owns it (R8.4, R24.2).
std::vector<std::string> check_door_step(const Game& before, const Action& action, const Result& result,
                                         const Game& after);

// The general rule a finding of these checks is about, from its first words.
std::optional<GeneralRule> rule_of_finding(const std::string& finding);

}  // namespace kmr
