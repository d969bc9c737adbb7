// One protocol line read as JSON (nlohmann-json, this component's own), and
// the JSON values of a step or setup as the scenario reader's tree.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "kmr/expected.hpp"
#include "kmr/load/yaml_reader.hpp"

namespace kmr::harness::protocol {

// Plain nlohmann::json (keys sorted): JSON objects are unordered, and it is
// in every nlohmann-json from 3.7 on (Ubuntu 20.04's, which the fuzzing
// service's image has).
using Json = nlohmann::json;

// The line as one JSON object: strict JSON, at most kMaxLineBytes, nested at
// most kMaxNesting deep. The error says what is wrong and shows the line's start.
Expected<Json> parse_object(std::string_view line);

// The line itself for a message, cut to its first 120 bytes.
std::string quote_line(std::string_view line);

// JSON values as the reader's tree: strings are quoted scalars (the reader
// takes "3" for a number but never for a boolean), numbers and booleans
// plain scalars, null an empty value. Positions are line 1, column 1.
yaml::NodePtr to_tree(const Json& value);

}  // namespace kmr::harness::protocol
