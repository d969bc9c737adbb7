// scenarios/<id>.html of the HTML report.
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {

std::string scenario_page(const ReportModel& m, const ScenarioEntry& e, const ReportOptions& options) {
  const Scenario& s = *e.scenario;
  std::size_t boards = 0;
  const std::string section = html::scenario_section(m, s.id, e, options, {"../", false, 2}, boards);
  std::string out = html::page_start(
      s.title.empty() ? s.id : s.title, "../",
      "data-kmr-page=\"scenario\" data-kmr-scenario=\"" + html_escape(s.id) + "\"" +
          html::data_count("boards", boards),
      m, {{"Overview", "../index.html"}, {"Scenarios", "../scenarios.html"}, {s.id, ""}}, options.publish);
  if (options.publish)
    out += "<h1>Worked example</h1>\n<p class=\"cites\">";
  else
    out += "<h1>Scenario <code>" + html_escape(s.id) + "</code></h1>\n<p class=\"cites\">";
  if (s.rulings.empty()) {
    out += options.publish ? "It shows a rule or a card on its own."
                           : "Tied to no ruling: it checks a rule or a card on its own.";
  } else {
    out += options.publish ? "An example of " : "Checks ";
    for (std::size_t i = 0; i < s.rulings.size(); ++i) {
      const std::string& id = s.rulings[i];
      out += (i ? ", " : "") + (m.ruling(id) ? html::ruling_link(id, "../") : html_escape(id));
    }
    out += ".";
  }
  out += "</p>\n";
  if (boards > 0) out += html::board_legend();
  out += section;
  out += html::page_end(options.publish);
  return out;
}

std::string scenarios_page(const ReportModel& m, const ReportOptions& options) {
  std::string out = html::page_start(
      "Scenarios", "", "data-kmr-page=\"scenarios\"" + html::data_count("scenarios", m.scenarios.size()), m,
      {{"Overview", "index.html"}, {"Scenarios", ""}}, options.publish);
  out += options.publish ? "<h1>Every worked example</h1>\n" : "<h1>Every scenario</h1>\n";
  std::string group;
  bool open = false;
  for (const ScenarioEntry& e : m.scenarios) {
    const Scenario& s = *e.scenario;
    // Group by the directory under scenarios/ (section-1, 3-B, chess, rules...).
    std::string dir = s.loc.file;
    const std::size_t slash = dir.rfind('/');
    dir = slash == std::string::npos ? std::string("(top)") : dir.substr(0, slash);
    const std::size_t top = dir.rfind("scenarios/");
    if (top != std::string::npos) dir = dir.substr(top + 10);
    if (dir != group || !open) {
      if (open) out += "</tbody></table>\n";
      group = dir;
      open = true;
      out += "<h2>" + html_escape(dir) +
             "</h2>\n<table class=\"scenarios\"><thead><tr><th>Scenario</th><th>Rulings</th>" +
             (options.publish ? "" : "<th>Status</th>") + "</tr></thead><tbody>\n";
    }
    std::string rulings;
    for (const std::string& id : s.rulings)
      rulings += (rulings.empty() ? "" : ", ") + (m.ruling(id) ? html::ruling_link(id, "") : html_escape(id));
    out += "<tr class=\"scenario-row\"><td><a href=\"" + html_escape(html::scenario_href(s.id, "")) +
           "\"><code>" + html_escape(s.id) + "</code></a><div class=\"muted\">" + html_escape(s.title) +
           "</div></td><td>" + (rulings.empty() ? "<span class=\"none\">–</span>" : rulings) +
           (options.publish
                ? std::string()
                : "</td><td>" + (e.result ? html::badge(e.result->status) : html::badge(Verdict::Pending))) +
           "</td></tr>\n";
  }
  if (open) out += "</tbody></table>\n";
  out += html::page_end(options.publish);
  return out;
}

}  // namespace kmr::harness
