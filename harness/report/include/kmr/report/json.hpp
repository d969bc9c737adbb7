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

#include "kmr/base/json_text.hpp"
#include "kmr/run/runner.hpp"

namespace kmr::harness {

void report_json(std::ostream& out, const std::vector<ScenarioResult>& results);

}  // namespace kmr::harness
