// An action in the scenario format's words, for answers and saved files:
// the step's keys and values, as the scenario reader reads them back.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "kmr/action.hpp"

namespace kmr::harness {

// The step's entries in order, the action's key first: {"play", "bribery"},
// {"target", "e6"}, {"by", "black"}. A bare word (end-turn) has an empty value.
std::vector<std::pair<std::string, std::string>> action_entries(const Action& a);

// One line, as a step reads in a report: "play: bribery {target: e6}".
std::string action_words(const Action& a);

// The step as a YAML flow map: "{play: bribery, target: e6}"; a bare word alone.
std::string action_flow(const Action& a);

}  // namespace kmr::harness
