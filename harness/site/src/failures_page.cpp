// failures.html of the HTML report.
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {

std::string failures_page(const ReportModel& m, const ReportOptions& options) {
  std::vector<const ScenarioEntry*> failed;
  for (const ScenarioEntry& e : m.scenarios)
    if (e.result && e.result->status == Status::Failed) failed.push_back(&e);
  const std::size_t problems = m.problems.size() + m.load_failures.size();
  std::string out =
      html::page_start("Failures", "",
                       "data-kmr-page=\"failures\"" + html::data_count("failed", failed.size()) +
                           html::data_count("problems", problems),
                       m, {{"Overview", "index.html"}, {"Failures", ""}});
  out += "<h1>Failures</h1>\n";
  if (failed.empty() && problems == 0)
    out += "<p class=\"pass-text\">Every scenario that ran passed, and the knowledge base is sound.</p>\n";
  if (!failed.empty()) {
    out +=
        "<section class=\"failures\" id=\"failed-scenarios\"><h2>" + std::to_string(failed.size()) +
        (failed.size() == 1 ? " failed scenario" : " failed scenarios") +
        "</h2>\n<table "
        "class=\"scenarios\"><thead><tr><th>Scenario</th><th>Rulings</th><th>Why</th></tr></thead><tbody>\n";
    for (const ScenarioEntry* e : failed) {
      const Scenario& s = *e->scenario;
      std::string rulings;
      for (const std::string& id : s.rulings)
        rulings +=
            (rulings.empty() ? "" : ", ") + (m.ruling(id) ? html::ruling_link(id, "") : html_escape(id));
      std::string why = e->result->message;
      if (options.publish && !s.loc.file.empty() && why.rfind(s.loc.file, 0) == 0) {
        const std::size_t colon = why.find(": ", s.loc.file.size());
        if (colon != std::string::npos) why = why.substr(colon + 2);
      }
      out += "<tr class=\"failure\" data-scenario=\"" + html_escape(s.id) + "\"><td><a href=\"" +
             html_escape(html::scenario_href(s.id, "")) + "\"><code>" + html_escape(s.id) +
             "</code></a><div class=\"muted\">" + html_escape(s.title) + "</div></td><td>" +
             (rulings.empty() ? "<span class=\"none\">–</span>" : rulings) + "</td><td>" + html_escape(why) +
             "</td></tr>\n";
    }
    out += "</tbody></table></section>\n";
  }
  if (problems > 0) {
    out += "<section class=\"problems\" id=\"problems\"><h2>" + std::to_string(problems) +
           " problems in the scenarios or the knowledge base</h2><ul>\n";
    for (const LoadedFile* f : m.load_failures)
      out += "<li><code>" + html_escape(f->error.value_or(f->path)) + "</code></li>\n";
    for (const std::string& p : m.problems) out += "<li><code>" + html_escape(p) + "</code></li>\n";
    out += "</ul></section>\n";
  }
  out += html::page_end();
  return out;
}

}  // namespace kmr::harness
