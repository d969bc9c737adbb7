// The human report of `kmr run`: failures with their board, pending
// scenarios, and the summary line.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "kmr/run/runner.hpp"

namespace kmr::harness {

// For each failure:
//   FAIL <id> (<file>) step <n>: expected <e>, got <a>
//       <message>
//       events: <what the judged action changed> (when it changed something)
//       <board diagram>
// (a failure outside any step reads "FAIL <id> (<file>): <message>"); for each
// pending scenario "PENDING <id>: <reason>"; passes print nothing.
// With `verbose`, first one line per scenario with its result ("PASS id",
// "FAIL id", "PENDING id: reason", "NOT CHECKED id: what it reads that the
// engine under test does not answer"); those reasons are shown only then.
// After the failure blocks, the list of failures ("Failures (N):", one
// "  <id>  <where>" line each), so the end of the run names them all.
void report_details(std::ostream& out, const std::vector<ScenarioResult>& results, bool verbose = false);
// "events: e2-e4, MAN-TRAP sprung on e4": every change an action made, in
// order, as `kmr explain` and the failure blocks print them; "" when none.
std::string events_line(const std::vector<std::string>& events);

// GitHub Actions annotations, one per failure:
//   ::error file=<file>,line=<line>,title=<id>::<message>
void report_github(std::ostream& out, const std::vector<ScenarioResult>& results);

// report_details, then the summary line (summary.hpp).
void report_console(std::ostream& out, const std::vector<ScenarioResult>& results);

}  // namespace kmr::harness
