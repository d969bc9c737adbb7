// Legal move generation for plain chess: the fast path, taken whenever no
// continuing effect is in play and each side has exactly one unmarked King.
#pragma once

#include "kmr/move.hpp"
#include "kmr/position.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr {

// True when the fast path applies to this position: one King per side and
// no piece carries a mark.
bool plain_position(const Position& pos);

// Every legal move of the side to move. Requires plain_position(pos).
void generate_plain(const Position& pos, RulesProfile profile, MoveList& out);

// Squares attacked by `by` given an occupancy (plain chess).
bool attacked_plain(const Position& pos, Square s, Side by, Bitboard occupied);

// Is `side`'s King attacked? (plain chess)
bool in_check_plain(const Position& pos, Side side);

}  // namespace kmr
