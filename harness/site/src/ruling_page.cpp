// rulings/<ID>.html of the HTML report.
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {
namespace {

std::string definition(std::string_view term, const std::string& value_html) {
  std::string out = "<dt>";
  out += term;
  out += "</dt><dd>" + value_html + "</dd>";
  return out;
}

struct Around {
  const ReportSection* section = nullptr;
  const Ruling* previous = nullptr;
  const Ruling* next = nullptr;
};

Around around(const ReportModel& m, const Ruling& r) {
  Around a;
  const Ruling* last = nullptr;
  bool found = false;
  for (const ReportSection& s : m.sections) {
    for (const Ruling* x : s.rulings) {
      if (found) {
        a.next = x;
        return a;
      }
      if (x == &r) {
        a.section = &s;
        a.previous = last;
        found = true;
      }
      last = x;
    }
  }
  return a;
}

std::string prev_next(const Around& a) {
  std::string out = "<nav class=\"prev-next\" aria-label=\"Rulings\">";
  if (a.previous)
    out += "<a rel=\"prev\" href=\"" + page_name(a.previous->id) + ".html\">← " +
           html_escape(a.previous->id) + "</a>";
  else
    out += "<span></span>";
  if (a.next)
    out +=
        "<a rel=\"next\" href=\"" + page_name(a.next->id) + ".html\">" + html_escape(a.next->id) + " →</a>";
  out += "</nav>\n";
  return out;
}

// The editor's notes without what only the project's editors need: the
// sentences that cite its files, formats or program.
std::string published_notes(const std::string& notes) {
  std::string out;
  std::size_t start = 0;
  while (start < notes.size()) {
    std::size_t end = notes.find(". ", start);
    end = end == std::string::npos ? notes.size() : end + 2;
    const std::string sentence = notes.substr(start, end - start);
    static constexpr std::string_view kEditorial[] = {"engine",  ".md",  ".yaml",  "`",     "scenario",
                                                      "harness", "kmr ", "format", "encod", "test"};
    bool editorial = false;
    for (std::string_view word : kEditorial)
      if (sentence.find(word) != std::string::npos) editorial = true;
    if (!editorial) out += sentence;
    start = end;
  }
  while (!out.empty() && (out.back() == ' ' || out.back() == '\n')) out.pop_back();
  return out;
}

std::string source_text(const Ruling& r) {
  std::string src = html_escape(r.source.document);
  if (!r.source.revised.empty()) src += ", revised " + html_escape(r.source.revised);
  src += ": section " + html_escape(r.source.section);
  if (r.source.letter) src += ", letter " + html_escape(*r.source.letter);
  src += ", no. " + std::to_string(r.source.position);
  if (r.source.fingerprint && r.source.fingerprint->edition != r.source.revised)
    src += " (as printed in the edition of " + html_escape(r.source.fingerprint->edition) + ")";
  return src;
}

std::string published_ruling(const ReportModel& m, const Ruling& r, const ReportOptions& options) {
  const auto scenarios = m.scenarios_of(r);
  std::string body;
  std::size_t boards = 0;
  const html::ScenarioView view{html::kSubpageRoot, false, 3};
  for (const auto& [id, entry] : scenarios)
    body += html::scenario_section(m, id, entry, options, view, boards);
  const Around where = around(m, r);
  std::vector<html::Crumb> crumbs{{"Overview", "../index.html"}};
  if (where.section) crumbs.push_back({where.section->title, html::faq_href(*where.section, "../")});
  crumbs.push_back({r.id, ""});
  std::string out = html::page_start(r.id, html::kSubpageRoot,
                                     "data-kmr-page=\"ruling\" data-kmr-ruling=\"" + html_escape(r.id) +
                                         "\"" + html::data_count("scenarios", scenarios.size()) +
                                         html::data_count("boards", boards),
                                     m, crumbs, true);
  out += prev_next(where);
  out += "<h1>" + html_escape(r.id) + " " + html::unofficial_badge(r) + "</h1>\n<dl class=\"facts\">";
  if (!r.source.document.empty()) out += definition("Source", source_text(r));
  out += definition("Cards", html::card_links(r.cards, html::kSubpageRoot));
  if (!r.same_as.empty()) {
    std::string links;
    for (const std::string& id : r.same_as)
      links += (links.empty() ? "" : ", ") +
               (m.ruling(id) ? html::ruling_link(id, html::kSubpageRoot) : html_escape(id));
    out += definition("Same as", links);
  }
  out += "</dl>\n<section class=\"answer\">\n";
  if (!r.question.empty())
    out += "<h2>Question</h2>\n" + html::rule_refs(html::paragraphs(r.question), html::kSubpageRoot, m);
  if (!r.answer.empty())
    out += "<h2>Answer</h2>\n" + html::rule_refs(html::paragraphs(r.answer), html::kSubpageRoot, m);
  out += "</section>\n";
  if (boards > 0) {
    out += "<section class=\"examples\">\n<h2>Worked example" +
           std::string(scenarios.size() == 1 ? "" : "s") + "</h2>\n" + html::board_legend() + body +
           "</section>\n";
  } else if (r.status.untestable) {
    out += "<p class=\"muted\">A question of table manners: no position shows it.</p>\n";
  }
  const std::string notes = published_notes(r.notes);
  if (!notes.empty())
    out += "<aside class=\"editor-notes\"><h2>Editor's notes</h2>\n" +
           html::rule_refs(html::paragraphs(notes), html::kSubpageRoot, m) + "</aside>\n";
  out += prev_next(where);
  out += html::page_end(true);
  return out;
}

}  // namespace

std::string ruling_page(const ReportModel& m, const Ruling& r, const ReportOptions& options) {
  if (options.publish) return published_ruling(m, r, options);
  const Verdict v = m.verdict(r);
  const auto scenarios = m.scenarios_of(r);
  std::string body;
  std::size_t boards = 0;
  const html::ScenarioView view{html::kSubpageRoot, true, 3};
  for (const auto& [id, entry] : scenarios)
    body += html::scenario_section(m, id, entry, options, view, boards);

  const Around where = around(m, r);
  std::vector<html::Crumb> crumbs{{"Overview", "../index.html"}};
  if (where.section)
    crumbs.push_back({where.section->title, "../index.html#section-" + page_name(where.section->key)});
  crumbs.push_back({r.id, ""});
  std::string out = html::page_start(r.id, html::kSubpageRoot,
                                     "data-kmr-page=\"ruling\" data-kmr-ruling=\"" + html_escape(r.id) +
                                         "\"" + html::data_count("scenarios", scenarios.size()) +
                                         html::data_count("boards", boards),
                                     m, crumbs);
  out += prev_next(where);
  out += "<h1>Ruling " + html_escape(r.id) + " " + html::badge(v) + html::unofficial_badge(r) +
         "</h1>\n<dl class=\"facts\">";
  if (!r.source.document.empty()) out += definition("Source", source_text(r));
  out += definition("Cards", html::card_links(r.cards, html::kSubpageRoot));
  if (!r.same_as.empty()) {
    std::string links;
    for (const std::string& id : r.same_as)
      links += (links.empty() ? "" : ", ") +
               (m.ruling(id) ? html::ruling_link(id, html::kSubpageRoot) : html_escape(id));
    out += definition("Same as",
                      links + " <span class=\"muted\">(the same ruling, printed under other letters)</span>");
  }
  out += definition("Status", html_escape(r.status.str()));
  if (r.loc.line > 0 && !options.publish)
    out += definition("Entry", "<code>" + html_escape(r.loc.str()) + "</code>");
  out += "</dl>\n";
  if (!r.question.empty())
    out += "<h2>Question</h2>\n" + html::rule_refs(html::paragraphs(r.question), html::kSubpageRoot, m);
  if (!r.answer.empty())
    out += "<h2>Answer</h2>\n" + html::rule_refs(html::paragraphs(r.answer), html::kSubpageRoot, m);
  if (!r.notes.empty())
    out += "<h2>Notes</h2>\n<div class=\"notes\">" +
           html::rule_refs(html::paragraphs(r.notes), html::kSubpageRoot, m) + "</div>\n";
  out += "<h2>Scenarios (" + std::to_string(scenarios.size()) + ")</h2>\n";
  if (scenarios.empty()) out += "<p class=\"muted\">No scenario checks this ruling yet.</p>\n";
  if (boards > 0) out += html::board_legend();
  out += body;
  out += prev_next(where);
  out += html::page_end();
  return out;
}

}  // namespace kmr::harness
