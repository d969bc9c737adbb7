// What a piece can do right now, once every continuing effect has had its
// say (R10, R11, R14, R15). Effects edit these properties in play order,
// each touching only the ones it changes, so the later card wins property
// by property (R14.3) and the rest of an older card keeps working.
#pragma once

#include <array>

#include "kmr/movement.hpp"
#include "kmr/piece.hpp"

namespace kmr {

struct PieceProps {
  Movement movement;                    // how it moves (and captures, unless !can_capture)
  bool royal = false;                   // check and mate apply to it (R25)
  std::array<bool, 2> controlled_by{};  // which sides may move it (NEUTRALITY: both, R24.1)
  bool can_capture = true;              // false: threatens nothing, gives no check (R15.1)
  bool capturable = true;               // false: no capture of any kind, by move or by card (R22.3)
  bool can_move = true;                 // false: held in place (FATAL ATTRACTION)
  // Held (!can_move), but it may still castle: castling moves the Rook too
  // (R18.2), so a CHALLENGE naming Rooks lets the King castle with one.
  bool castles_held = false;
  MarkSet marks;  // what the effects make it (pacifist, crab, prince...)
  bool operator==(const PieceProps&) const = default;
};

}  // namespace kmr
