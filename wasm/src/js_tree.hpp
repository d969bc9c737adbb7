// JavaScript values as the scenario reader's tree (yaml::Node): objects in
// key order as maps, arrays as lists, strings, numbers and booleans as
// scalars, null as an empty value. No text is parsed: the keys, values and
// messages are then exactly the scenario format's.
#pragma once

#include <emscripten/val.h>

#include <string>

#include "kmr/expected.hpp"
#include "kmr/load/yaml_reader.hpp"

namespace kmr::wasm {

// The tree, its nodes placed at the line and column where
// JSON.stringify(value, null, 2) writes them, so a message's
// "name:line:column" points into that text. Refused, with a message: a
// value JSON has no word for (undefined, a function, a symbol, NaN or an
// infinity, a bigint), a cycle, nesting deeper than the YAML reader's.
Expected<harness::yaml::NodePtr> tree_from_js(const emscripten::val& value);

// A step or a scenario given as one string ("end-turn"): a scalar node.
harness::yaml::NodePtr scalar_node(std::string text, bool quoted = true);

}  // namespace kmr::wasm
