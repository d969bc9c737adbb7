#include "kmr/report/junit.hpp"

#include <cstdio>

#include "kmr/base/utf8.hpp"
#include "kmr/report/board_diagram.hpp"
#include "kmr/run/summary.hpp"

namespace kmr::harness {
namespace {

std::string seconds(double value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", value);
  return buf;
}

bool xml_char_allowed(std::uint32_t c) {
  return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
         c >= 0x10000;
}

std::string failure_text(const ScenarioResult& r) {
  std::string text = r.message + '\n';
  if (r.failed_step > 0) text += "step: " + std::to_string(r.failed_step) + '\n';
  if (!r.expected.empty()) text += "expected: " + r.expected + '\n';
  if (!r.actual.empty()) text += "actual: " + r.actual + '\n';
  if (r.engine) {
    text += "engine: " + std::string(to_string(r.engine->outcome));
    if (r.engine->reason) text += " (" + std::string(to_string(*r.engine->reason)) + ")";
    if (!r.engine->rule.empty()) text += " by " + r.engine->rule;
    if (!r.engine->detail.empty()) text += ": " + r.engine->detail;
    text += '\n';
  }
  const std::string board = !r.board.empty() ? r.board : r.final_fen.empty() ? "" : fen_diagram(r.final_fen);
  if (!board.empty()) text += "board:\n" + board;
  return text;
}

void testcase(std::ostream& out, const ScenarioResult& r) {
  out << "    <testcase classname=\"" << xml_escape(junit_classname(r.file)) << "\" name=\""
      << xml_escape(r.id) << "\" file=\"" << xml_escape(r.file) << "\" time=\"" << seconds(r.seconds)
      << "\">\n";
  if (!r.rulings.empty() || !r.cards.empty()) {
    out << "      <properties>\n";
    for (const std::string& id : r.rulings)
      out << "        <property name=\"ruling\" value=\"" << xml_escape(id) << "\"/>\n";
    for (const std::string& id : r.cards)
      out << "        <property name=\"card\" value=\"" << xml_escape(id) << "\"/>\n";
    out << "      </properties>\n";
  }
  if (r.status == Status::Failed && r.load_error) {
    // The input is broken, the engine never judged it: JUnit's <error>.
    out << "      <error type=\"load-error\" message=\"" << xml_escape(r.message) << "\">"
        << xml_escape(r.message + '\n', XmlContext::Text) << "</error>\n";
  } else if (r.status == Status::Failed) {
    out << "      <failure message=\"" << xml_escape(r.message) << "\">"
        << xml_escape(failure_text(r), XmlContext::Text) << "</failure>\n";
  } else if (r.status == Status::Pending || r.status == Status::NotChecked) {
    out << "      <skipped message=\"" << xml_escape(r.message) << "\"/>\n";
  }
  out << "    </testcase>\n";
}

}  // namespace

std::string xml_escape(std::string_view text, XmlContext context) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint cp = decode_utf8(text, i);
    if (!cp.valid || !xml_char_allowed(cp.value)) {
      out += kReplacementChar;
    } else if (cp.length > 1 || (context == XmlContext::Text && (text[i] == '\n' || text[i] == '\t'))) {
      out.append(text.substr(i, cp.length));
    } else {
      switch (text[i]) {
        case '&':
          out += "&amp;";
          break;
        case '<':
          out += "&lt;";
          break;
        case '>':
          out += "&gt;";
          break;
        case '"':
          out += "&quot;";
          break;
        case '\'':
          out += "&apos;";
          break;
        case '\t':
          out += "&#9;";
          break;
        case '\n':
          out += "&#10;";
          break;
        case '\r':
          out += "&#13;";
          break;
        default:
          out += text[i];
      }
    }
    i += cp.length;
  }
  return out;
}

std::string junit_classname(std::string_view file) {
  while (file.starts_with("./")) file.remove_prefix(2);
  while (file.starts_with('/')) file.remove_prefix(1);
  for (std::string_view ext : {".yaml", ".yml"}) {
    if (file.ends_with(ext)) {
      file.remove_suffix(ext.size());
      break;
    }
  }
  std::string out(file);
  for (char& ch : out)
    if (ch == '/' || ch == '\\') ch = '.';
  return out;
}

void report_junit(std::ostream& out, const std::vector<ScenarioResult>& results, std::string_view engine) {
  const Summary s = summarize(results);
  int errors = 0;
  for (const ScenarioResult& r : results) errors += r.status == Status::Failed && r.load_error ? 1 : 0;
  const std::string counts = "tests=\"" + std::to_string(s.total()) + "\" failures=\"" +
                             std::to_string(s.failed - errors) + "\" errors=\"" + std::to_string(errors) +
                             "\" skipped=\"" + std::to_string(s.pending + s.not_checked) + "\" time=\"" +
                             seconds(s.seconds) + "\"";
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"kmr\" " << counts << ">\n";
  out << "  <testsuite name=\"kmr\" " << counts << ">\n";
  // Which engine answered: kmr's own, or the command run behind the engine protocol.
  out << "    <properties>\n      <property name=\"engine\" value=\"" << xml_escape(engine)
      << "\"/>\n    </properties>\n";
  for (const ScenarioResult& r : results) testcase(out, r);
  out << "  </testsuite>\n";
  out << "</testsuites>\n";
}

}  // namespace kmr::harness
