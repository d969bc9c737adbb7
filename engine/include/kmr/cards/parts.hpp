// Effect parts shared by several cards, so that cards with the same
// mechanics (KNIGHTMARE!, THINK AGAIN! and CHAOS) share one implementation.
#pragma once

#include "kmr/card_behaviour.hpp"

namespace kmr::parts {

// The `card:` choice, when given, must name the card it acts on.
bool names_card(const CardPlay& p, const CardDef& card);

// Cancels the opponent's move this turn (R27.2).
Result cancel_move(CardPlay& p);

// The single piece chosen with `target:`, which must be the player's own
// (or one he controls), and not royal when `allow_royal` is false.
Expected<PieceId> own_target(const CardPlay& p, bool allow_royal);

// Does the piece answer to this piece name? A role name matches pieces of
// that role, transformed ones included (a Crab is a Pawn, a Prince a King,
// R11.2); a mark name ("crab", "prince") matches only pieces so marked.
bool piece_is(const Game& game, PieceId id, std::string_view name);

// Is `name` a piece name a player may use ("rook", "crab", ...)?
bool known_piece_name(std::string_view name);

// Index of an effect in game.effects(), found by its sequence number.
std::optional<std::size_t> effect_index(const Game& game, const Effect& fx);

}  // namespace kmr::parts
