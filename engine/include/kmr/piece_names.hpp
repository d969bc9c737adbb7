// Piece names as players say them ("rook", "crab", "prince"): the keep,
// recall and say actions and the cards that name a kind of piece.
#pragma once

#include <string_view>

#include "kmr/game.hpp"

namespace kmr {

// Does the piece answer to this piece name? A role name matches pieces of
// that role, transformed ones included (a Crab is a Pawn, a Prince a King,
// R11.2), and merged pieces with a part of that role (R11.9); a mark name
// ("crab", "prince") matches only pieces so marked.
bool piece_is(const Game& game, PieceId id, std::string_view name);

// Is `name` a piece name a player may use ("rook", "crab", ...)?
bool known_piece_name(std::string_view name);

}  // namespace kmr
