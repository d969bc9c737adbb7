// A scenario as the HTML report shows it, on its ruling's page and on its
// own page: title and result, its steps with the engine's answers, and its
// boards (the setup, the YAML's position when setup effects changed it, and
// one after every step that changed the board, the effects or the cards).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "kmr/site/model.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness::html {

struct ScenarioView {
  std::string_view root;     // "../" from rulings/ and scenarios/
  bool heading_link = true;  // the title links to the scenario's own page
  int heading_level = 3;
};

// One `<section class="scenario">`; `boards` grows by the boards drawn.
std::string scenario_section(const ReportModel& model, const std::string& id, const ScenarioEntry& entry,
                             const ReportOptions& options, const ScenarioView& view, std::size_t& boards);

// "scenarios/<page>.html" from `root`.
std::string scenario_href(std::string_view id, std::string_view root);

// The legend of the marks and colours used on boards, once per page.
std::string board_legend();

}  // namespace kmr::harness::html
