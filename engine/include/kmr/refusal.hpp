// Why a regular move is not legal: which continuing effect removed it (and
// where it lies), or which rule of chess. Found by comparing the move set
// with the one each effect would leave were it not in force, so no card
// needs to explain itself.
#pragma once

#include <string>

#include "kmr/action.hpp"
#include "kmr/game.hpp"

namespace kmr {

struct MoveRefusal {
  std::string rule;    // e.g. "R15.1"
  std::string detail;  // e.g. "PACIFISM on e1 (R15.1): this piece may not capture"
};

// For a move the side to move may not make (it is not in legal_moves()):
// what removed it. Effects first, in play order; then a royal piece left in
// check (naming the piece that would give it); then plain chess.
MoveRefusal explain_refused_move(const Game& game, const MoveRequest& request);

// Where an effect lies, for people: "on e1" (its piece), "at e4-e5" (a
// wall), "on d4" (a square), or "" when it names none.
std::string effect_place(const Game& game, const Effect& effect);
// The effect's card and place, "FORBIDDEN CITY on d6".
std::string effect_label(const Game& game, const Effect& effect);

// What closes a way, for a card's refusal to name: the effect in force that
// closes square `s` to every piece, or walls off the step from `a` to `b`
// (its label), or "" when none does.
std::string closing_effect(const Game& game, Square s);
std::string walling_effect(const Game& game, Square a, Square b);
// The effect in force that keeps the piece from moving (MEDUSA on d5), or "".
std::string holding_effect(const Game& game, PieceId id);

}  // namespace kmr
