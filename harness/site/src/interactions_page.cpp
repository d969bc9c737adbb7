// interactions.html of the HTML report: pairs of cards random play shows
// acting together that no ruling or scenario names together yet.
#include <algorithm>

#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {
namespace {

// A ruling or a scenario that names both cards.
bool named_together(const ReportModel& m, const std::string& a, const std::string& b) {
  if (const auto it = m.card_rulings.find(a); it != m.card_rulings.end())
    for (const Ruling* r : it->second)
      if (std::find(r->cards.begin(), r->cards.end(), b) != r->cards.end()) return true;
  if (const auto it = m.card_scenarios.find(a); it != m.card_scenarios.end())
    for (const Scenario* s : it->second)
      if (std::find(s->cards.begin(), s->cards.end(), b) != s->cards.end()) return true;
  return false;
}

}  // namespace

std::vector<const Interaction*> uncovered_interactions(const ReportModel& m) {
  std::vector<const Interaction*> out;
  for (const Interaction& in : m.interactions)
    if (!named_together(m, in.a, in.b)) out.push_back(&in);
  return out;
}

std::string interaction_file(const Interaction& in) {
  return "interactions/" + page_name(in.a + "-" + in.b) + ".yaml";
}

std::string interactions_page(const ReportModel& m, const ReportOptions& options) {
  const std::vector<const Interaction*> rows = uncovered_interactions(m);
  std::string out = html::page_start(
      "Interactions without a ruling", "",
      "data-kmr-page=\"interactions\"" + html::data_count("pairs", rows.size()) +
          html::data_count("seen", m.interactions.size()),
      m, {{"Overview", "index.html"}, {"Interactions without a ruling", ""}}, options.publish);
  out +=
      "<h1>Interactions without a ruling</h1>\n<p>Pairs of cards that random games show acting together (one "
      "played on a piece the other's effect holds, or both played in one turn), most often first, that no "
      "ruling" +
      std::string(options.publish ? "" : " or scenario") +
      " names together yet: where the next questions will come from. Each has the position of the game that "
      "showed it first, as a scenario file to open and answer.</p>\n";
  if (rows.empty()) return out + "<p class=\"muted\">None found.</p>\n" + html::page_end(options.publish);
  out +=
      "<table class=\"interactions\">\n<thead><tr><th>#</th><th>Cards</th><th>Times</th><th>On one piece</th>"
      "<th>In one turn</th><th>Example</th></tr></thead>\n<tbody>\n";
  int rank = 0;
  for (const Interaction* in : rows) {
    out += "<tr class=\"interaction\" data-pair=\"" + html_escape(in->a + " " + in->b) +
           "\"><td class=\"num\">" + std::to_string(++rank) + "</td><td>" + html::card_link(in->a, "") +
           " + " + html::card_link(in->b, "") + "</td><td class=\"num\">" + std::to_string(in->count()) +
           "</td><td class=\"num\">" + std::to_string(in->same_piece) + "</td><td class=\"num\">" +
           std::to_string(in->same_turn) + "</td><td><a class=\"example\" href=\"" +
           html_escape(interaction_file(*in)) + "\">position (" + std::to_string(in->actions.size()) +
           " actions)</a></td></tr>\n";
  }
  out += "</tbody>\n</table>\n";
  out += html::page_end(options.publish);
  return out;
}

}  // namespace kmr::harness
