// A YAML tree as JSON values (maps, lists, scalars as strings, empty values
// as null): what a front end hands back to load_tree (the report's Try it
// gives it to the WebAssembly module), with no JSON reader on either side.
#pragma once

#include <string>

#include "kmr/load/yaml_reader.hpp"

namespace kmr::harness::yaml {

// Compact JSON text, keys in file order, aliases expanded. Every scalar is
// a JSON string ("e2e4", "3") but the unquoted true and false, which are
// JSON booleans: the module reads a JavaScript string as quoted text, which
// the scenario reader takes for a number but never for a boolean.
std::string json_values(const Node& node);

}  // namespace kmr::harness::yaml
