#include "kmr/run/summary.hpp"

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
      case Status::NotChecked:
        ++s.not_checked;
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
  if (summary.not_checked > 0) line += ", " + std::to_string(summary.not_checked) + " not checked";
  return line;
}

std::string rulings_line(const std::vector<RulingsFile>& files) {
  int encoded = 0, pending = 0, untestable = 0;
  for (const RulingsFile& file : files)
    for (const Ruling& r : file.rulings) {
      if (r.status.untestable)
        ++untestable;
      else if (r.status.pending)
        ++pending;
      else
        ++encoded;
    }
  return "rulings: " + std::to_string(encoded) + " encoded, " + std::to_string(pending) + " pending, " +
         std::to_string(untestable) + " untestable";
}

}  // namespace kmr::harness
