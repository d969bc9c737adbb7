// What an action changed beyond what its own code reported: pieces leaving
// or coming back to the board, changing side or kind (a MAN-TRAP sprung
// while effects settle), effects coming into play, suspended, resumed or
// ended (R10.3, R10.4), cards drawn (R5.1). Found by comparing the table
// before and after, so every change is an event whoever made it.
#pragma once

#include <string>
#include <vector>

#include "kmr/game.hpp"

namespace kmr {

// Appends to `events` each change from `before` to `after` not already
// named there.
void describe_changes(const TableState& before, const TableState& after, std::vector<std::string>& events);

}  // namespace kmr
