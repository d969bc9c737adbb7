#include "kmr/load/setup_tree.hpp"

#include "scenario_reader.hpp"

namespace kmr::harness {

Expected<Setup> read_setup_tree(const yaml::Node& node, const std::string& name) {
  try {
    scenario_reading::ScenarioReader reader(name);
    Setup setup;
    if (!reader.read_one_setup(node, setup)) return Error{reader.error().value_or(name + ": not a setup")};
    return setup;
  } catch (const std::exception& e) {
    return Error{name + ": internal error while reading the setup: " + e.what()};
  }
}

}  // namespace kmr::harness
