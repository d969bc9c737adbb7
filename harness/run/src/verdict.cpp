#include "kmr/run/verdict.hpp"

#include <algorithm>

namespace kmr::harness {

std::string_view to_string(Verdict v) {
  switch (v) {
    case Verdict::Pass:
      return "pass";
    case Verdict::Fail:
      return "fail";
    case Verdict::Pending:
      return "pending";
    case Verdict::Untestable:
      return "untestable";
  }
  return "pending";
}

Verdict verdict_of(const std::vector<const ScenarioResult*>& results) {
  const auto is = [](Status s) { return [s](const ScenarioResult* r) { return r && r->status == s; }; };
  if (std::any_of(results.begin(), results.end(), is(Status::Failed))) return Verdict::Fail;
  if (!results.empty() && std::all_of(results.begin(), results.end(), is(Status::Passed)))
    return Verdict::Pass;
  return Verdict::Pending;
}

}  // namespace kmr::harness
