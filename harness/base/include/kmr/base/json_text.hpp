// JSON text written by hand (the project has no JSON dependency): string
// literals for the machine-readable outputs and the JSON Schemas.
#pragma once

#include <string>
#include <string_view>

namespace kmr::harness {

// `text` as a JSON string literal, quotes included. Control characters are
// escaped; bytes that are not valid UTF-8 become U+FFFD so the output is
// always valid JSON.
std::string json_quote(std::string_view text);

}  // namespace kmr::harness
