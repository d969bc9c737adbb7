// A scenario step in words, for readers who do not read the YAML: "White
// moves Ra1-a4", "White plays FIREBALL on e5", "Expected: refused
// (illegal-target); no King in check". Words only: nothing here decides
// anything.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "kmr/model/scenario.hpp"

namespace kmr::harness {

// `fen_before` is the position the step starts from (it names the piece
// moved); `actor` is who the engine acted for (the run's StepTrace::actor),
// named as the player. Without it (a step not run) the step's `by:` says,
// else the FEN's side to move for a move and `turn` for anything else.
std::string step_words(const Step& step, std::string_view fen_before, Side turn,
                       std::optional<Side> actor = std::nullopt);

// "Rook", "King"... and card names as printed ("FIREBALL"; the id when unknown).
std::string card_display_name(std::string_view id);

}  // namespace kmr::harness
