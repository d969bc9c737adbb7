// Counts of a run and the one summary line every report ends with.
#pragma once

#include <string>
#include <vector>

#include "kmr/model/ruling.hpp"
#include "kmr/run/runner.hpp"

namespace kmr::harness {

struct Summary {
  int passed = 0;
  int failed = 0;
  int pending = 0;
  int not_checked = 0;  // an engine under test that does not answer what they read
  double seconds = 0;   // sum over scenarios (not wall time under -j)
  int total() const { return passed + failed + pending + not_checked; }
};

Summary summarize(const std::vector<ScenarioResult>& results);

// Exactly "N passed, M failed", plus ", K pending" when K > 0 and ", L not
// checked" when L > 0: scripts parse it.
std::string summary_line(const Summary& summary);

// The knowledge base's rulings by status, counted apart: "rulings: N encoded,
// M pending, K untestable" (untestable: no scenario can check them).
std::string rulings_line(const std::vector<RulingsFile>& files);

}  // namespace kmr::harness
