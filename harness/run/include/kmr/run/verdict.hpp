// What the latest run says about a group of scenarios (a ruling's, or those
// joining two cards): all pass, some fail, or not settled yet.
#pragma once

#include <string_view>
#include <vector>

#include "kmr/run/runner.hpp"

namespace kmr::harness {

enum class Verdict : unsigned char {
  Pass,        // every scenario ran and passed
  Fail,        // at least one failed
  Pending,     // none failed, but some are pending, not checked, missing or not run (or there are none)
  Untestable,  // a ruling no scenario can check (table manners): counted apart
};
std::string_view to_string(Verdict v);  // "pass", "fail", "pending", "untestable"

// Fail when any failed; otherwise Pass when there is at least one status and
// every one passed; otherwise Pending. A null entry is a scenario that was
// not run (missing, or in a file that did not load): Pending.
Verdict verdict_of(const std::vector<const ScenarioResult*>& results);

}  // namespace kmr::harness
