// Which scenarios a command works on (`--filter`, `--id`).
#pragma once

#include <string>
#include <vector>

#include "kmr/model/scenario.hpp"

namespace kmr::harness {

struct ScenarioFilter {
  // A scenario matches a text when its id contains it, or one of its cards
  // or rulings is exactly it. Several texts: any may match.
  std::vector<std::string> texts;
  // Exact scenario ids. Several: any may match.
  std::vector<std::string> ids;

  bool empty() const { return texts.empty() && ids.empty(); }
  // Both kinds given: the scenario must pass each.
  bool matches(const Scenario& scenario) const;
};

}  // namespace kmr::harness
