// A readable text picture of the board, for failures and traces.
#pragma once

#include <string>

#include "kmr/position.hpp"

namespace kmr {

// Eight ranks from 8 down to 1 with their numbers, files a-h underneath,
// FEN letters for pieces and '.' for empty squares; ends with a newline.
std::string text_diagram(const Position& pos);

}  // namespace kmr
