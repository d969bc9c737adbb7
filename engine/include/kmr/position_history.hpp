// The positions after each completed turn (R17.1), as a list shared
// between copies of a game (kmr/shared_list.hpp): a probe copies a game at
// every try, and the history grows with the game. A copy costs a pointer; a
// turn adds one node; equal histories compare by content. Newest first.
#pragma once

#include "kmr/position.hpp"
#include "kmr/shared_list.hpp"

namespace kmr {

using PositionHistory = SharedList<Position>;

}  // namespace kmr
