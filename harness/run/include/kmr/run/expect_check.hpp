// The judge of an `expect` step: what the expectation says against what the
// engine answered and what the game shows. One judge for every engine, kmr's
// own in process or another behind the engine protocol.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kmr/model/scenario.hpp"
#include "kmr/result.hpp"
#include "kmr/run/observation.hpp"
#include "kmr/run/tested_engine.hpp"

namespace kmr::harness {

// "key: expected X, got Y" for each key that does not hold, and the
// expected and actual values joined for reports.
struct ExpectCheck {
  std::vector<std::string> mismatches;
  std::string expected, actual;
  bool ok() const { return mismatches.empty(); }
};

// Does `e` check the result of the previous action (`result:` or `reason:`)?
bool checks_result(const Expectation& e);

// `e` judged on the observation of what query_for(e) asks, after the action
// answered `last` (none: no action came before it).
ExpectCheck check_expectation(const Expectation& e, const Observation& seen,
                              const std::optional<Result>& last);

// `e` less what an engine with `parts` does not answer; the parts left out,
// by name ("reasons", "state", "moves"), go to `unclaimed`.
Expectation claimed_part(const Expectation& e, const EngineParts& parts, std::vector<std::string>& unclaimed);
// Is anything left to check?
bool checks_anything(const Expectation& e);

}  // namespace kmr::harness
