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

}  // namespace kmr::parts
