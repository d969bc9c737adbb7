// matrix.html of the HTML report: the card x rule matrix of the doors
// (kmr/doors.hpp, harness/run door_coverage.hpp): for each card whose
// behaviour names a door, each general rule of its doors, how often random
// play saw it bite, the scenarios that make it bite, and any breach.
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {
namespace {

std::string cell_html(const CoverageCell& c, const std::string& card, GeneralRule rule, bool publish) {
  const std::string title = card + " x " + std::string(to_string(rule));
  if (c.broken > 0)
    return "<td class=\"cell broken\" title=\"" + html_escape(title + ": " + c.example) + "\">" +
           std::to_string(c.broken) + " breach" + (c.broken > 1 ? "es" : "") + "</td>";
  if (!c.required && !c.covered()) return "<td class=\"cell na\">&middot;</td>";
  if (!c.covered())
    return "<td class=\"cell open\" title=\"" + html_escape(title) + ": nothing reached it\">0</td>";
  std::string out =
      "<td class=\"cell ok\" title=\"" + html_escape(title) + "\">" + std::to_string(c.random_bits);
  if (!c.scenarios.empty()) {
    out += " <span class=\"muted\">+";
    if (publish)
      out += std::to_string(c.scenarios.size());
    else
      out += "<a href=\"" + html::scenario_href(c.scenarios.front(), "") + "\">" +
             std::to_string(c.scenarios.size()) + "</a>";
    out += "</span>";
  }
  return out + "</td>";
}

std::string doors_text(DoorSet d) {
  std::string s;
  for (Door door : kAllDoors)
    if (d.has(door)) s += (s.empty() ? "" : ", ") + std::string(to_string(door));
  return s;
}

}  // namespace

std::string matrix_page(const ReportModel& m, const ReportOptions& options) {
  const DoorCoverage& c = *m.matrix;
  const auto open = c.uncovered();
  std::string out = html::page_start(
      "Cards and general rules", "",
      "data-kmr-page=\"matrix\"" + html::data_count("cards", c.rows.size()) +
          html::data_count("uncovered", open.size()) + html::data_count("violations", c.violations.size()),
      m, {{"Overview", "index.html"}, {"Cards and general rules", ""}}, options.publish);
  out +=
      "<h1>Cards and general rules</h1>\n<p>Every card changes the game through shared doors: a capture, a "
      "removal that is no capture, a move made by a card, a piece put back, a piece transformed, an effect "
      "in "
      "play named. Each door applies the general rules of its mechanic once, for every card: a piece nothing "
      "may capture is never taken (R22.3), a NEUTRAL piece is either player's (R24.2), a capture puts the "
      "halfmove clock back (R17.5) and takes an en passant square (R20.1) or a castling right (R18.1) with "
      "it, "
      "a merged pair goes and comes back whole (R11.9), a closed square is never entered (R14.6), copies of "
      "a "
      "card are separate effects (R10.7), a Prince is a King (R25.2). Each cell counts how often the rule "
      "bit "
      "for the card in " +
      std::to_string(c.games) + " random games (" + std::to_string(c.actions) +
      " actions, positions seeded with protected and NEUTRAL pieces, merged pairs, closed squares, walls, a "
      "Prince and duplicate effects), plus the scenarios in which it bit. A dot: no bite seen, where none "
      "is required (the rule is not one of the card's doors, or bites only in some positions). A zero: a "
      "rule the card's doors exist to apply, never seen to bite. Every action of random play is checked "
      "against every rule.</p>\n";
  out += "<p class=\"summary\">" + std::to_string(c.rows.size()) + " cards name a door; " +
         std::to_string(open.size()) + " cells reached by nothing; " + std::to_string(c.violations.size()) +
         " violations.</p>\n";
  if (!c.violations.empty()) {
    out += "<h2>Violations</h2>\n<ul class=\"violations\">\n";
    for (const std::string& v : c.violations) out += "<li>" + html_escape(v) + "</li>\n";
    out += "</ul>\n";
  }
  out += "<div class=\"table-wrap\"><table class=\"matrix\">\n<thead><tr><th>Card</th><th>Doors</th>";
  for (GeneralRule r : kAllGeneralRules)
    out += "<th title=\"" + std::string(rule_number(r)) + "\">" + std::string(to_string(r)) +
           "<br><span class=\"muted\">" + std::string(rule_number(r)) + "</span></th>";
  out += "</tr></thead>\n<tbody>\n";
  for (const CoverageRow& row : c.rows) {
    out += "<tr data-card=\"" + html_escape(row.card) + "\"><td>" + html::card_link(row.card, "") +
           "</td><td>" + html_escape(doors_text(row.declared)) + "</td>";
    for (GeneralRule r : kAllGeneralRules) out += cell_html(row.cells.at(r), row.card, r, options.publish);
    out += "</tr>\n";
  }
  out += "</tbody></table></div>\n";
  out +=
      "<h2>Cells exempted</h2>\n<p>A card whose text never lets one of its doors' required rules decide "
      "anything is exempt from that cell:</p>\n<ul class=\"exempted\">\n";
  for (const MatrixExemption& e : matrix_exemptions())
    out += "<li>" + html::card_link(std::string(e.card), "") + " &times; " + std::string(to_string(e.rule)) +
           " (" + std::string(rule_number(e.rule)) + "): " + html_escape(std::string(e.why)) + "</li>\n";
  out += "</ul>\n";
  out +=
      "<h2>Cards that name no door</h2>\n<p>They lay a continuing effect that shapes moves and captures "
      "(the move generator applies it), copy, cancel or answer a card, or move cards between hands, decks "
      "and piles: they change no piece themselves.</p>\n<p>";
  for (std::size_t i = 0; i < c.doorless.size(); ++i)
    out += (i ? ", " : "") + html::card_link(c.doorless[i], "");
  out += "</p>\n";
  return out + html::page_end(options.publish);
}

}  // namespace kmr::harness
