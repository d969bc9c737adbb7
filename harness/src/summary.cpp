#include "kmr/harness/summary.hpp"

namespace kmr::harness {

Summary summarize(const std::vector<ScenarioResult>& results) {
  Summary s;
  for (const ScenarioResult& r : results) {
    switch (r.status) {
      case Status::Passed:
        ++s.passed;
        break;
      case Status::Failed:
        ++s.failed;
        break;
      case Status::Pending:
        ++s.pending;
        break;
    }
    s.seconds += r.seconds;
  }
  return s;
}

std::string summary_line(const Summary& summary) {
  std::string line =
      std::to_string(summary.passed) + " passed, " + std::to_string(summary.failed) + " failed";
  if (summary.pending > 0) line += ", " + std::to_string(summary.pending) + " pending";
  return line;
}

}  // namespace kmr::harness
