// A board with its caption (the setup's, a step's), and the words of a
// scenario's step, shared by the scenario sections and the interactions page.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "kmr/run/board_snapshot.hpp"
#include "kmr/site/board_svg.hpp"
#include "kmr/site/model.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness::html {

// One `<figure class="board-figure">`: the board (board_svg.hpp) and its
// caption: `caption`, whose move, the effects in force, the pieces off the
// board and the hands beside it; `kind` is "setup", "yaml", "step",
// "refused" or "reach" (`data-board`).
std::string board_figure(const BoardSnapshot& board, const std::string& caption,
                         const std::string& scenario_id, std::string_view kind, const ReportOptions& options,
                         std::string_view root, const BoardOverlay& overlay = {});

// The position step `i` starts from: the setup, then the step before's.
std::string fen_before(const Scenario& s, const ScenarioResult* r, std::size_t i);

// Step `i` in words, its actor the engine's (step_words.hpp).
std::string words_of(const Scenario& s, const ScenarioResult* r, std::size_t i);

}  // namespace kmr::harness::html
