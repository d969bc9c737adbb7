// The conformance page (`kmr report --engine`): which official rulings and
// cards another engine gets right, wrong, or was not checked on.
#include <map>

#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {
namespace {

enum class Standing : unsigned char { Passed, Failed, NotChecked, Pending };

constexpr std::string_view kWords[] = {"passed", "failed", "not checked", "pending"};
constexpr std::string_view kCss[] = {"pass", "fail", "pending not-checked", "pending"};

std::string_view words(Standing s) { return kWords[static_cast<int>(s)]; }

Standing standing_of(const ScenarioResult* r) {
  if (!r) return Standing::Pending;
  switch (r->status) {
    case Status::Passed:
      return Standing::Passed;
    case Status::Failed:
      return Standing::Failed;
    case Status::NotChecked:
      return Standing::NotChecked;
    case Status::Pending:
      break;
  }
  return Standing::Pending;
}

// How a group of scenarios stands: failed when one failed; else not checked
// when one was not; else passed when all passed; else pending.
struct Tally {
  int counts[4] = {0, 0, 0, 0};
  void add(Standing s) { ++counts[static_cast<int>(s)]; }
  int of(Standing s) const { return counts[static_cast<int>(s)]; }
  Standing standing() const {
    if (of(Standing::Failed) > 0) return Standing::Failed;
    if (of(Standing::NotChecked) > 0) return Standing::NotChecked;
    if (of(Standing::Passed) > 0 && of(Standing::Pending) == 0) return Standing::Passed;
    return Standing::Pending;
  }
  std::string line() const {
    std::string out;
    for (int i = 0; i < 4; ++i)
      out += (i ? ", " : "") + std::to_string(counts[i]) + " " + std::string(kWords[i]);
    return out;
  }
};

std::string badge(Standing s) {
  return "<span class=\"badge " + std::string(kCss[static_cast<int>(s)]) + "\">" + std::string(words(s)) +
         "</span>";
}

std::string cells(const Tally& t) {
  std::string out;
  for (int n : t.counts) out += "<td class=\"count\">" + std::to_string(n) + "</td>";
  return out;
}

const ScenarioResult* result_of(const ReportModel& m, const std::string& id) {
  const ScenarioEntry* e = m.scenario(id);
  return e ? e->result : nullptr;
}

// Each encoded ruling's tally; pending and untestable rulings stand apart.
std::map<std::string, Tally> ruling_tallies(const ReportModel& m) {
  std::map<std::string, Tally> out;
  for (const ReportSection& section : m.sections)
    for (const Ruling* r : section.rulings) {
      Tally t;
      for (const auto& [id, entry] : m.scenarios_of(*r)) t.add(standing_of(entry.result));
      out.emplace(r->id, t);
    }
  return out;
}

Standing ruling_standing(const Ruling& r, const Tally& t) {
  return r.status.encoded() ? t.standing() : Standing::Pending;
}

std::string failure_rows(const ReportModel& m) {
  std::string out;
  for (const ScenarioEntry& e : m.scenarios) {
    if (!e.result || e.result->status != Status::Failed) continue;
    const ScenarioResult& r = *e.result;
    std::string step = r.failed_step > 0 ? std::to_string(r.failed_step) : "setup";
    if (r.failed_step > 0 && static_cast<std::size_t>(r.failed_step) <= e.scenario->steps.size())
      step += ": <code>" + html_escape(e.scenario->steps[static_cast<std::size_t>(r.failed_step) - 1].text) +
              "</code>";
    else
      step = html_escape(step);
    std::string answer;
    if (r.engine) {
      answer = std::string(to_string(r.engine->outcome));
      if (r.engine->reason) answer += " (" + std::string(to_string(*r.engine->reason)) + ")";
      if (!r.engine->rule.empty()) answer += ", " + r.engine->rule;
      if (!r.engine->detail.empty()) answer += ": " + r.engine->detail;
    }
    std::string rulings;
    for (const std::string& id : r.rulings) rulings += (rulings.empty() ? "" : ", ") + html_escape(id);
    out += "<tr class=\"failure\" data-scenario=\"" + html_escape(r.id) + "\"><td><code>" +
           html_escape(r.id) + "</code><div class=\"muted\">" + html_escape(r.title) + "</div></td><td>" +
           rulings + "</td><td>" + step + "</td><td>" +
           html_escape(r.expected.empty() ? r.message : r.expected) + "</td><td>" + html_escape(r.actual) +
           (answer.empty() ? "" : "<div class=\"muted\">the engine: " + html_escape(answer) + "</div>") +
           "</td></tr>\n";
  }
  return out;
}

// The page on its own (the report's frame links to pages this site has not).
std::string page_start(std::string_view engine) {
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Conformance: " +
         html_escape(engine) +
         " · kmr</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n<style>\n"
         "main.conformance { max-width: 1300px; margin: 0 auto; padding: 1em 1.5em 2em; }\n"
         "main.conformance h1 code { display: block; font-size: .6em; overflow-wrap: anywhere; }\n"
         "table.conformance { table-layout: fixed; }\n"
         "table.conformance td, table.conformance th { vertical-align: top; overflow-wrap: anywhere; }\n"
         "table.conformance code { white-space: normal; overflow-wrap: anywhere; }\n"
         "table.conformance td.count, table.conformance th.count { width: 6em; text-align: right; }\n"
         "table.failures col.scenario { width: 24%; } table.failures col.rulings { width: 8%; }\n"
         "table.failures col.step { width: 22%; }\n"
         "</style>\n</head>\n<body>\n<header class=\"site\"><span class=\"home\">kmr</span> <span "
         "class=\"tagline\">The Official Rulings of Knightmare Chess, checked against another "
         "engine</span></header>\n<main class=\"conformance\" data-kmr-page=\"conformance\">\n";
}

}  // namespace

std::string conformance_summary(const ReportModel& m) {
  Tally rulings, scenarios;
  const auto tallies = ruling_tallies(m);
  for (const ReportSection& section : m.sections)
    for (const Ruling* r : section.rulings)
      if (!r->status.untestable) rulings.add(ruling_standing(*r, tallies.at(r->id)));
  for (const ScenarioEntry& e : m.scenarios) scenarios.add(standing_of(e.result));
  return "rulings: " + rulings.line() + "; scenarios: " + scenarios.line();
}

std::string conformance_page(const ReportModel& m, const ConformanceInfo& engine) {
  const auto tallies = ruling_tallies(m);
  std::string out = page_start(engine.engine);
  out += "<h1>Conformance <code>" + html_escape(engine.engine) + "</code></h1>\n";
  out += "<p class=\"summary\" id=\"conformance-summary\">" + html_escape(conformance_summary(m)) + "</p>\n";
  std::string parts;
  for (const std::string& p : engine.parts) parts += (parts.empty() ? "" : ", ") + p;
  out += "<p>The engine claims: " + html_escape(parts) +
         ". An expectation reading what it does not claim is not checked, never passed; a ruling fails when "
         "one of its scenarios fails." +
         (engine.restarts > 0 ? " The engine was started again " + std::to_string(engine.restarts) +
                                    " times after a crash, a hang or an answer that did not read."
                              : std::string()) +
         "</p>\n";

  const std::string failures = failure_rows(m);
  out += "<section id=\"failures\"><h2>Failures</h2>\n";
  if (failures.empty()) {
    out += "<p class=\"pass-text\">No scenario failed.</p>\n";
  } else {
    out +=
        "<table class=\"conformance failures\"><colgroup><col class=\"scenario\"><col class=\"rulings\">"
        "<col class=\"step\"><col><col></colgroup><thead><tr><th>Scenario</th><th>Rulings</th><th>Failing "
        "step</th><th>Expected</th><th>Actual</th></tr></thead><tbody>\n" +
        failures + "</tbody></table>\n";
  }
  out += "</section>\n";

  const std::string head =
      "<thead><tr><th>{}</th><th>Standing</th><th class=\"count\">passed</th><th class=\"count\">failed</th>"
      "<th class=\"count\">not checked</th><th class=\"count\">pending</th></tr></thead><tbody>\n";
  auto table_head = [&](std::string_view what) {
    std::string h = head;
    h.replace(h.find("{}"), 2, what);
    return "<table class=\"conformance\">" + h;
  };
  out += "<section id=\"rulings\"><h2>Rulings</h2>\n";
  for (const ReportSection& section : m.sections) {
    out += "<h3>" + html_escape(section.title.empty() ? section.key : section.title) + "</h3>\n" +
           table_head("Ruling");
    for (const Ruling* r : section.rulings) {
      const Tally& t = tallies.at(r->id);
      const Standing s = ruling_standing(*r, t);
      const std::string note = r->status.untestable ? " <span class=\"muted\">untestable</span>"
                               : r->status.pending  ? " <span class=\"muted\">pending in kmr</span>"
                                                    : "";
      out += "<tr data-ruling=\"" + html_escape(r->id) + "\" data-standing=\"" + std::string(words(s)) +
             "\"><td>" + html_escape(r->id) + note + "</td><td>" + badge(s) + "</td>" + cells(t) + "</tr>\n";
    }
    out += "</tbody></table>\n";
  }
  out += "</section>\n<section id=\"cards\"><h2>Cards</h2>\n" + table_head("Card");
  for (const auto& [card, scenarios] : m.card_scenarios) {
    Tally t;
    for (const Scenario* s : scenarios) t.add(standing_of(result_of(m, s->id)));
    out += "<tr data-card=\"" + html_escape(card) + "\" data-standing=\"" + std::string(words(t.standing())) +
           "\"><td>" + html_escape(card) + "</td><td>" + badge(t.standing()) + "</td>" + cells(t) + "</tr>\n";
  }
  out += "</tbody></table></section>\n";
  out +=
      "</main>\n<footer>Written by <code>kmr report --engine</code> over the engine protocol "
      "(docs/engine-protocol.md). Rulings are summarised in the project's own words.</footer>\n</body>\n"
      "</html>\n";
  return out;
}

}  // namespace kmr::harness
