// An effect in force: a continuing effect in play (R10), or what a regular
// card leaves behind for a while (MYSTIC SHIELD until the opponent's next
// turn ends). Only continuing effects are "in play" and can be cancelled
// once there (R10.6).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/card.hpp"
#include "kmr/piece.hpp"

namespace kmr {

struct Effect {
  const CardDef* card = nullptr;
  Side owner = Side::White;
  std::vector<PieceId> targets;  // the pieces it is tied to, by identity
  CardChoices choices;           // as played
  std::uint32_t sequence = 0;    // play order: the later effect wins conflicts (R14.3)
  bool continuing = true;        // false: a regular card's lingering effect, not in play
  bool suspended = false;        // its initial conditions no longer hold (R10.3)
  int expires_after_turns = -1;  // lingering effects: turn ends left before it lapses; -1 never
  // How many turns had ended in the game when it was laid (Game::history()
  // holds one board per ended turn after the first): effects that count
  // turns (KING OF THE MOUNTAIN) count from there.
  std::size_t laid_at = 0;
  bool proxy = false;  // its card was taken into a hand (VULTURE): no card to discard when it ends (R10.8)
  // A copy's own card, when the effect is a copy of `card` (HAUNTING
  // MEMORIES, COUNTERTHRUST acting as PACIFISM): that is the card lying in
  // play for it, which goes to the discard pile when the copy ends (R10.1).
  const CardDef* copy_card = nullptr;
  // The card on the table for this effect: the one its end discards.
  const CardDef* table_card() const { return copy_card ? copy_card : card; }
  bool operator==(const Effect&) const = default;
};

}  // namespace kmr
