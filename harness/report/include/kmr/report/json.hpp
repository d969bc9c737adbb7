// The machine-readable report of `kmr run --format json`:
//   {"engine": E, "passed": N, "failed": M, "pending": K, "not_checked": L, "seconds": S,
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

// `engine` names the engine that answered ("kmr (in process)", or the command).
void report_json(std::ostream& out, const std::vector<ScenarioResult>& results,
                 std::string_view engine = kInProcessEngineName);

}  // namespace kmr::harness
