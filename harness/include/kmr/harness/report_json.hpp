// The machine-readable report of `kmr run --format json`:
//   {"passed": N, "failed": M, "pending": K, "seconds": S,
//    "scenarios": [{"id", "title", "file", "status", "message", "rulings",
//                   "cards", "step", "expected", "actual", "seconds"}]}
// "step" is null when no step failed. Hand-written: no JSON dependency.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/harness/runner.hpp"

namespace kmr::harness {

// `text` as a JSON string literal, quotes included. Control characters are
// escaped; bytes that are not valid UTF-8 become U+FFFD so the output is
// always valid JSON.
std::string json_quote(std::string_view text);

void report_json(std::ostream& out, const std::vector<ScenarioResult>& results);

}  // namespace kmr::harness
