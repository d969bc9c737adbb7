// The board for a session's answers: the engine's text diagram, or Unicode
// pieces, on coloured squares when the terminal shows colour.
#pragma once

#include <string>

#include "kmr/game.hpp"
#include "kmr/play/session_text.hpp"

namespace kmr::harness {

std::string board_text(const Game& game, BoardStyle style);

}  // namespace kmr::harness
