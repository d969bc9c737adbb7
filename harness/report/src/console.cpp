#include "kmr/report/console.hpp"

#include "kmr/base/console_text.hpp"
#include "kmr/report/board_diagram.hpp"
#include "kmr/run/summary.hpp"

namespace kmr::harness {
namespace {

constexpr std::string_view kIndent = "    ";

void report_failure(std::ostream& out, const ScenarioResult& r) {
  // What comes from the files is escaped: a title or reason may hold control characters.
  out << "FAIL " << console_text(r.id) << " (" << console_text(r.file) << ")";
  const bool has_values = !r.expected.empty() || !r.actual.empty();
  if (r.failed_step > 0) out << " step " << r.failed_step;
  if (r.failed_step > 0 && has_values) {
    out << ": expected " << console_text(r.expected) << ", got " << console_text(r.actual) << '\n';
    // The message adds where (file:line) and which step text; the values are above.
    if (!r.message.empty()) out << indent_lines(console_text(r.message), kIndent) << '\n';
  } else {
    // A scenario that does not load: each of its errors on a line of its own.
    const std::string lines = console_lines(r.message);
    const std::size_t first = lines.find('\n');
    out << ": " << lines.substr(0, first) << '\n';
    if (first != std::string::npos) out << indent_lines(lines.substr(first + 1), kIndent) << '\n';
  }
  // What the judged action did, as explain prints it: a refusal that names a
  // piece gone since (MAN-TRAP) is read beside the capture that took it.
  if (r.engine && !r.engine->events.empty())
    out << kIndent << console_text(events_line(r.engine->events)) << '\n';
  // The runner draws the board at the failed step; older results only kept a FEN.
  const std::string board = !r.board.empty() ? r.board : r.final_fen.empty() ? "" : fen_diagram(r.final_fen);
  out << indent_lines(board, kIndent);
}

// "file:line" of the failure when its message starts with its place, else the file.
std::pair<std::string, std::string> where(const ScenarioResult& r) {
  const std::string& m = r.message;
  if (!r.file.empty() && m.starts_with(r.file + ":")) {
    std::size_t i = r.file.size() + 1, j = i;
    while (j < m.size() && m[j] >= '0' && m[j] <= '9') ++j;
    if (j > i) return {r.file, m.substr(i, j - i)};
  }
  return {r.file, ""};
}

// GitHub's workflow commands end a value at ',' or '::' and a line at a newline.
std::string github_escape(std::string_view s, bool property) {
  std::string out;
  for (char c : s) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else if (property && c == ':')
      out += "%3A";
    else if (property && c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

}  // namespace

std::string events_line(const std::vector<std::string>& events) {
  if (events.empty()) return {};
  std::string out = "events: ";
  for (std::size_t i = 0; i < events.size(); ++i) out += (i ? ", " : "") + events[i];
  return out;
}

void report_details(std::ostream& out, const std::vector<ScenarioResult>& results, bool verbose) {
  if (verbose) {
    for (const ScenarioResult& r : results) {
      if (r.status == Status::Pending)
        out << "PENDING " << console_text(r.id) << ": " << console_text(r.message) << '\n';
      else if (r.status == Status::NotChecked)
        out << "NOT CHECKED " << console_text(r.id) << ": " << console_text(r.message) << '\n';
      else
        out << (r.status == Status::Passed ? "PASS " : "FAIL ") << console_text(r.id) << '\n';
    }
  }
  std::vector<const ScenarioResult*> failed;
  for (const ScenarioResult& r : results) {
    if (r.status != Status::Failed) continue;
    report_failure(out, r);
    failed.push_back(&r);
  }
  if (failed.empty()) return;
  out << "Failures (" << failed.size() << "):\n";
  for (const ScenarioResult* r : failed) {
    auto [file, line] = where(*r);
    out << "  " << console_text(r->id) << "  " << console_text(file) << (line.empty() ? "" : ":" + line)
        << '\n';
  }
}

void report_github(std::ostream& out, const std::vector<ScenarioResult>& results) {
  for (const ScenarioResult& r : results) {
    if (r.status != Status::Failed) continue;
    auto [file, line] = where(r);
    out << "::error file=" << github_escape(file, true);
    if (!line.empty()) out << ",line=" << line;
    out << ",title=" << github_escape(r.id, true) << "::" << github_escape(r.message, false) << '\n';
  }
}

void report_console(std::ostream& out, const std::vector<ScenarioResult>& results) {
  report_details(out, results, false);
  out << summary_line(summarize(results)) << '\n';
}

}  // namespace kmr::harness
