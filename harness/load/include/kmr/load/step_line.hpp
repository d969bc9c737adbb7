// One step typed on a line, in the scenario format's words (`move: e2e4`,
// `play: fireball {target: d4}`, `castle: king-side`, `end-turn`, `{play:
// bog, by: black}`) or the short forms a chess player types (`e2e4`, `O-O`),
// read by the scenario reader itself: the same keys, values and messages
// as a step in a file.
#pragma once

#include <string>
#include <string_view>

#include "kmr/expected.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/model/scenario.hpp"

namespace kmr::harness {

// The line as the YAML flow map of a step: "play: fireball {target: d4}"
// becomes "{play: fireball, target: d4}", "e2e4" becomes "{move: e2e4}".
std::string step_line_yaml(std::string_view line);

// The step, or "<name>:<line>:<column>: message" (columns counted in the
// YAML the line became, step_line_yaml).
Expected<Step> parse_step_line(std::string_view line, const std::string& name = "input");

// A step given as a tree (a bare scalar such as `end-turn`, or the step's
// map: {play: fireball, target: d4}), built by a front end from its own
// values: the scenario reader's keys and messages, "<name>:line:column: ...".
Expected<Step> read_step_tree(const yaml::Node& node, const std::string& name = "input");

}  // namespace kmr::harness
