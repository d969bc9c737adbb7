#include "kmr/harness/report_console.hpp"

#include "kmr/harness/board_diagram.hpp"
#include "kmr/harness/summary.hpp"

namespace kmr::harness {
namespace {

constexpr std::string_view kIndent = "    ";

void report_failure(std::ostream& out, const ScenarioResult& r) {
  out << "FAIL " << r.id << " (" << r.file << ")";
  const bool has_values = !r.expected.empty() || !r.actual.empty();
  if (r.failed_step > 0) out << " step " << r.failed_step;
  if (r.failed_step > 0 && has_values) {
    out << ": expected " << r.expected << ", got " << r.actual << '\n';
    // The message adds where (file:line) and which step text; the values are above.
    if (!r.message.empty()) out << indent_lines(r.message, kIndent) << '\n';
  } else {
    out << ": " << r.message << '\n';
  }
  // The runner draws the board at the failed step; older results only kept a FEN.
  const std::string board = !r.board.empty() ? r.board : r.final_fen.empty() ? "" : fen_diagram(r.final_fen);
  out << indent_lines(board, kIndent);
}

}  // namespace

void report_details(std::ostream& out, const std::vector<ScenarioResult>& results) {
  for (const ScenarioResult& r : results) {
    if (r.status == Status::Failed)
      report_failure(out, r);
    else if (r.status == Status::Pending)
      out << "PENDING " << r.id << ": " << r.message << '\n';
  }
}

void report_console(std::ostream& out, const std::vector<ScenarioResult>& results) {
  report_details(out, results);
  out << summary_line(summarize(results)) << '\n';
}

}  // namespace kmr::harness
