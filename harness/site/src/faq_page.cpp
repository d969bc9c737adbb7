// faq/<section>.html and rules.html of the HTML report.
#include <algorithm>

#include "editions.hpp"
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"
#include "rules_text.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {
namespace {

// The edition an entry's text was read from (its fingerprint), else its document's revision.
std::string edition_of(const Ruling& r) {
  if (r.source.fingerprint) return r.source.fingerprint->edition;
  return r.source.revised;
}

// The question's first sentence, for the table of contents.
std::string first_sentence(const std::string& text) {
  const std::size_t stop = text.find_first_of("?.");
  std::string out = stop == std::string::npos ? text : text.substr(0, stop + 1);
  if (out.size() > 140) out = out.substr(0, out.rfind(' ', 137)) + "…";
  return out;
}

}  // namespace

std::string faq_page(const ReportModel& m, const ReportSection& section, const ReportOptions& options) {
  const std::string root = "../";
  std::string toc = "<nav class=\"faq-toc\" aria-label=\"Contents\"><h2>Contents</h2><ol>";
  std::string entries;
  std::size_t boards = 0;
  for (const Ruling* r : section.rulings) {
    const std::string anchor = page_name(r->id);
    toc += "<li><a href=\"#" + anchor + "\"><span class=\"entry-id\">" + html_escape(r->id) + "</span> " +
           html_escape(first_sentence(r->question)) + "</a>" + html::unofficial_badge(*r) + "</li>";
    entries += "<article class=\"faq-entry\" id=\"" + anchor + "\" data-ruling=\"" + html_escape(r->id) +
               "\">\n<h2>" + html::ruling_link(r->id, root) + " " + html::unofficial_badge(*r);
    const std::string edition = edition_of(*r);
    if (!edition.empty())
      entries += " <span class=\"edition\" data-edition=\"" + html_escape(edition) + "\">edition of " +
                 html_escape(edition) + "</span>";
    if (!options.publish) entries += " " + html::badge(m.verdict(*r));
    entries += "</h2>\n";
    if (!r->cards.empty())
      entries += "<p class=\"meta\">Cards: " + html::card_links(r->cards, root) + "</p>\n";
    entries += "<div class=\"faq-q\"><strong>Q.</strong> " +
               html::rule_refs(html::paragraphs(r->question), root, m) + "</div>\n";
    entries += "<div class=\"faq-a\"><strong>A.</strong> " +
               html::rule_refs(html::paragraphs(r->answer), root, m) + "</div>\n";
    // The first worked example that plays out, with its diagrams.
    const auto scenarios = m.scenarios_of(*r);
    for (const auto& [id, entry] : scenarios) {
      if (!entry.scenario || !entry.result || entry.result->status != Status::Passed) continue;
      entries += html::scenario_section(m, id, entry, options, html::ScenarioView{root, true, 3}, boards);
      if (scenarios.size() > 1)
        entries += "<p class=\"more\"><a href=\"" + root + "rulings/" + page_name(r->id) + ".html\">All " +
                   std::to_string(scenarios.size()) + " examples of " + html_escape(r->id) + "</a></p>\n";
      break;
    }
    entries += "</article>\n";
  }
  toc += "</ol></nav>\n";
  std::string out = html::page_start(
      section.title, root,
      "data-kmr-page=\"faq\" data-kmr-section=\"" + html_escape(section.key) + "\"" +
          html::data_count("rulings", section.rulings.size()) + html::data_count("boards", boards),
      m, {{"Overview", "../index.html"}, {section.title, ""}}, options.publish);
  out += "<h1>" + html_escape(section.title) + "</h1>\n" + section_editions(section, options.publish) + toc;
  if (boards > 0) out += html::board_legend();
  out += entries;
  out += html::page_end(options.publish);
  return out;
}

std::string rules_page(const ReportModel& m, const ReportOptions& options) {
  if (m.rules_text.empty()) return "";
  std::string toc = "<nav class=\"rules-toc\" aria-label=\"Rules\"><ol>";
  std::vector<int> sections;
  for (const std::string& id : m.rule_anchors)
    if (id.find('.') == std::string::npos) sections.push_back(std::stoi(id.substr(1)));
  std::sort(sections.begin(), sections.end());
  for (const int n : sections)
    toc += "<li><a href=\"#R" + std::to_string(n) + "\">R" + std::to_string(n) + "</a></li>";
  toc += "</ol></nav>\n";
  std::string out = html::page_start(
      "Rules", "", "data-kmr-page=\"rules\"" + html::data_count("anchors", m.rule_anchors.size()), m,
      {{"Overview", "index.html"}, {"Rules", ""}}, options.publish);
  // The FAQ author's site keeps none of the reference's notes about files and the engine.
  const std::string text = options.publish ? html::published_rules(m.rules_text) : m.rules_text;
  out += toc + "<article class=\"rules\">\n" + html::rules_html(text, m.rule_anchors) + "</article>\n";
  out += html::page_end(options.publish);
  return out;
}

}  // namespace kmr::harness
