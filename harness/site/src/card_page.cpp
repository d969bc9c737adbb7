// cards/<id>.html of the HTML report.
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {
namespace {

std::string row(std::string_view term, const std::string& value_html) {
  std::string out = "<tr><th>";
  out += term;
  out += "</th><td>" + value_html + "</td></tr>\n";
  return out;
}

std::string yes_no(const std::optional<bool>& value) {
  if (!value) return "<span class=\"muted\">unknown</span>";
  return *value ? "yes" : "no";
}

std::string timing(const CardDef& card) {
  if (card.timing.empty()) return "<span class=\"muted\">unknown</span>";
  if (card.timing.size() == 1 && card.timing.front() == Timing::Unknown)
    return "assumed: any window of its owner's own turn (before, instead of or after the move) "
           "<span class=\"muted\">(the reference does not know its timing)</span>";
  std::string out;
  for (const Timing t : card.timing) {
    if (!out.empty()) out += ", ";
    out += html_escape(to_string(t));
  }
  return out;
}

// A ruling printed under several letters (`same_as`) is listed once: the
// first in FAQ order stands for the others, which it names.
struct RulingRow {
  const Ruling* ruling = nullptr;
  std::vector<std::string> also;
};

bool same(const Ruling& a, const Ruling& b) {
  for (const std::string& id : a.same_as)
    if (id == b.id) return true;
  for (const std::string& id : b.same_as)
    if (id == a.id) return true;
  return false;
}

std::vector<RulingRow> merged(const std::vector<const Ruling*>& rulings) {
  std::vector<RulingRow> rows;
  for (const Ruling* r : rulings) {
    bool folded = false;
    for (RulingRow& row : rows)
      if (same(*row.ruling, *r)) {
        row.also.push_back(r->id);
        folded = true;
        break;
      }
    if (!folded) rows.push_back({r, {}});
  }
  return rows;
}

}  // namespace

std::string card_page(const ReportModel& m, const CardDef& card, std::string_view graph_svg,
                      const ReportOptions& options) {
  const bool pub = options.publish;
  const std::string id(card.id);
  const auto rulings_it = m.card_rulings.find(id);
  const auto scenarios_it = m.card_scenarios.find(id);
  const std::vector<const Ruling*> no_rulings;
  const std::vector<const Scenario*> no_scenarios;
  const auto& rulings = rulings_it == m.card_rulings.end() ? no_rulings : rulings_it->second;
  const auto& scenarios = scenarios_it == m.card_scenarios.end() ? no_scenarios : scenarios_it->second;

  const std::vector<RulingRow> rows = merged(rulings);
  std::string out = html::page_start(
      card.name, html::kSubpageRoot,
      "data-kmr-page=\"card\" data-kmr-card=\"" + html_escape(id) + "\"" +
          html::data_count("rulings", rows.size()) + html::data_count("scenarios", scenarios.size()),
      m, {{"Overview", "../index.html"}, {"Cards", "../index.html#cards"}, {std::string(card.name), ""}},
      pub);
  out += "<h1>" + html_escape(card.name) + " <small><code>" + html_escape(id) + "</code></small></h1>\n";
  out += "<table class=\"reference\">\n";
  out += row("Set", html_escape(to_string(card.set)));
  out += row("Points", card.points ? std::to_string(*card.points) : "<span class=\"muted\">unknown</span>");
  out += row("Unique", yes_no(card.unique));
  out += row("Timing", timing(card));
  out += row("Continuing", yes_no(card.continuing));
  if (!card.ends_when.empty()) out += row("Ends when", html_escape(card.ends_when));
  if (!pub)
    out += row("Confidence", html_escape(to_string(card.confidence)) +
                                 " <span class=\"muted\">(of the reference data)</span>");
  if (card.basis == Basis::FrenchOriginal)
    out += row("Basis",
               "<span data-kmr-basis=\"french-original\">from the French original</span> <span "
               "class=\"muted\">(the KC2 card itself was not read: its effect is a reading of the French "
               "card it was translated from)</span>");
  if (!pub)
    out += row("Implemented", card.behaviour ? "yes"
                                             : "<span class=\"fail-text\">no</span> (refused as "
                                               "<code>not-implemented</code>)");
  out += "</table>\n";
  if (!card.summary.empty())
    out +=
        "<h2>Card text <small class=\"muted\">(in the project's words)</small></h2>\n<div "
        "class=\"card-text\">" +
        html::paragraphs(card.summary) + "</div>\n";
  // The reference knows the card only in part: say which plain reading the engine plays.
  if (!card.reading.empty())
    out +=
        "<h2>Reading <small class=\"muted\">(the reference effect is only partly known)</small></h2>\n<div "
        "class=\"card-reading\" data-kmr-reading=\"yes\">" +
        html::paragraphs((pub ? "The worked examples follow a chosen reading of this card. "
                              : "The engine plays a chosen reading of this card. ") +
                         std::string(card.reading)) +
        "</div>\n";

  out += "<h2>Rulings (" + std::to_string(rows.size()) + ")</h2>\n";
  if (rulings.empty()) {
    out += "<p class=\"muted\">No ruling involves this card.</p>\n";
  } else {
    out +=
        std::string("<table class=\"rulings\">\n<thead><tr><th>Ruling</th><th>Question</th><th>Cards</th>") +
        (pub ? "" : "<th>Status</th>") + "</tr></thead>\n<tbody>\n";
    for (const RulingRow& row : rows) {
      const Ruling* r = row.ruling;
      std::string also;
      for (const std::string& other : row.also)
        also += (also.empty() ? "" : ", ") + html::ruling_link(other, html::kSubpageRoot);
      out += "<tr class=\"ruling\" data-ruling=\"" + html_escape(r->id) + "\"><td>" +
             html::ruling_link(r->id, html::kSubpageRoot);
      if (!also.empty()) out += "<div class=\"also\">also printed as " + also + "</div>";
      out += "</td><td>" + html_escape(r->question) + "</td><td>" +
             html::card_links(r->cards, html::kSubpageRoot) +
             (pub ? std::string() : "</td><td>" + html::badge(m.verdict(*r))) + html::unofficial_badge(*r) +
             "</td></tr>\n";
    }
    out += "</tbody>\n</table>\n";
  }

  out += std::string(pub ? "<h2>Worked examples (" : "<h2>Scenarios (") + std::to_string(scenarios.size()) +
         ")</h2>\n";
  if (scenarios.empty()) {
    out += pub ? "<p class=\"muted\">No worked example uses this card.</p>\n"
               : "<p class=\"muted\">No scenario names this card.</p>\n";
  } else {
    out +=
        "<table "
        "class=\"scenarios\">\n<thead><tr><th>Example</th><th>Rulings</th>" +
        std::string(pub ? "" : "<th>Status</th>") + "</tr></thead>\n<tbody>\n";
    for (const Scenario* s : scenarios) {
      const ScenarioEntry* e = m.scenario(s->id);
      std::string rulings_html;
      for (const std::string& rid : s->rulings)
        rulings_html += (rulings_html.empty() ? "" : ", ") +
                        (m.ruling(rid) ? html::ruling_link(rid, html::kSubpageRoot) : html_escape(rid));
      out += "<tr><td><a href=\"" + html_escape(html::scenario_href(s->id, html::kSubpageRoot)) +
             "\"><code>" + html_escape(s->id) + "</code></a><div class=\"muted\">" + html_escape(s->title) +
             "</div></td><td>" + rulings_html +
             (pub ? std::string()
                  : "</td><td>" +
                        (e && e->result ? html::badge(e->result->status) : html::badge(Verdict::Pending))) +
             "</td></tr>\n";
    }
    out += "</tbody>\n</table>\n";
  }

  out += "<h2>Neighbourhood</h2>\n";
  if (graph_svg.empty()) {
    out += "<p class=\"muted\">No ruling or scenario names this card together with another.</p>\n";
  } else {
    out += "<div class=\"graph\">";
    out += graph_svg;
    if (pub)
      out +=
          "</div>\n<p class=\"legend\">Edges join cards named together by a ruling, labelled with the number "
          "of rulings. Click a card to open its page.</p>\n";
    else
      out +=
          "</div>\n<p class=\"legend\">Edges join cards named together by a ruling or a scenario, labelled "
          "with the number of rulings (a ruling printed under several letters counts once; hover for their "
          "ids, "
          "click for the first): <span class=\"pass-text\">green</span> all their scenarios pass, <span "
          "class=\"fail-text\">red</span> some fail, grey dashed pending. A node's size grows with the "
          "number "
          "of "
          "rulings that involve the card; dashed: not implemented. Click a card to open its page.</p>\n";
  }
  out += html::page_end(pub);
  return out;
}

}  // namespace kmr::harness
