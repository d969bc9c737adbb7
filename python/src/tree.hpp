// Python values as the YAML reader's tree (str, int, bool, None, list,
// dict), so a step or a setup given as Python data is read by the scenario
// reader itself: the same keys, values and messages as a file.
#pragma once

#include <pybind11/pybind11.h>

#include "kmr/load/yaml_reader.hpp"

namespace kmr::python {

// TypeError for a value of another type (a float, an object).
harness::yaml::NodePtr to_tree(pybind11::handle value);

}  // namespace kmr::python
