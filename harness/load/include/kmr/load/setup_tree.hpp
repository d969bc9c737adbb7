// A scenario's `setup:` map given as a tree (built by a front end from its
// own values, as `kmr engine` does from the engine protocol's JSON), read by
// the scenario reader: the same keys, values and messages as in a file.
#pragma once

#include <string>

#include "kmr/expected.hpp"
#include "kmr/game.hpp"
#include "kmr/load/yaml_reader.hpp"

namespace kmr::harness {

// The setup, or "<name>:line:column: message" for the first problem.
Expected<Setup> read_setup_tree(const yaml::Node& node, const std::string& name = "setup");

}  // namespace kmr::harness
