// index.html of the HTML report.
#include <algorithm>

#include "editions.hpp"
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {
namespace {

struct Totals {
  std::size_t rulings = 0, encoded = 0, pending = 0, untestable = 0;
  std::size_t verified = 0, failing = 0;  // rulings whose scenarios all pass / some fail
  std::size_t scenarios = 0, passed = 0, failed = 0, scenarios_pending = 0;
  std::size_t load_failures = 0;
  std::size_t cards = 0, implemented = 0;
};

Totals count(const ReportModel& m) {
  Totals t;
  for (const ReportSection& s : m.sections) {
    for (const Ruling* r : s.rulings) {
      ++t.rulings;
      (r->status.untestable ? t.untestable : r->status.encoded() ? t.encoded : t.pending)++;
      const Verdict v = m.verdict(*r);
      if (v == Verdict::Pass) ++t.verified;
      if (v == Verdict::Fail) ++t.failing;
    }
  }
  for (const ScenarioEntry& e : m.scenarios) {
    ++t.scenarios;
    if (!e.result) {
      ++t.scenarios_pending;
      continue;
    }
    switch (e.result->status) {
      case Status::Passed:
        ++t.passed;
        break;
      case Status::Failed:
        ++t.failed;
        break;
      case Status::Pending:
      case Status::NotChecked:
        ++t.scenarios_pending;
        break;
    }
  }
  t.load_failures = m.load_failures.size();
  for (const CardDef* c : all_cards()) {
    ++t.cards;
    if (c->behaviour) ++t.implemented;
  }
  return t;
}

std::string number(std::size_t n) { return std::to_string(n); }

// Implemented cards of each set: "KC1 80/80 · KC2 31/50".
std::string per_set() {
  std::string out;
  for (CardSet set : {CardSet::KC1, CardSet::KC2}) {
    std::size_t n = 0, done = 0;
    for (const CardDef* c : all_cards())
      if (c->set == set) {
        ++n;
        if (c->behaviour) ++done;
      }
    const std::string name(to_string(set));
    out += (out.empty() ? "" : " · ") + std::string("<span data-kmr-set=\"") + name +
           "\" data-kmr-implemented=\"" + number(done) + "\" data-kmr-cards=\"" + number(n) + "\">" + name +
           " " + number(done) + "/" + number(n) + "</span>";
  }
  return out;
}

// The cards of a set the engine refuses as not-implemented, linked.
std::string not_implemented(CardSet set) {
  std::vector<std::string> ids;
  for (const CardDef* c : all_cards())
    if (c->set == set && !c->behaviour) ids.emplace_back(c->id);
  const std::string name(to_string(set));
  return "<li data-kmr-not-implemented=\"" + name + "\">" + name + ": " +
         (ids.empty() ? std::string("none") : html::card_links(ids, "")) + "</li>\n";
}

std::string totals(const Totals& t) {
  std::string out = "<section class=\"totals\">\n";
  out += "<div class=\"total\" data-kmr-total=\"rulings\"><span class=\"n\">" + number(t.rulings) +
         "</span> rulings<br><span class=\"sub\">" + number(t.encoded) + " encoded · " + number(t.pending) +
         " pending · " + number(t.untestable) + " untestable<br>" + number(t.verified) + " verified · " +
         number(t.failing) + " failing</span></div>\n";
  out += "<div class=\"total\" data-kmr-total=\"scenarios\"><span class=\"n\">" + number(t.scenarios) +
         "</span> scenarios<br><span class=\"sub\"><span class=\"pass-text\">" + number(t.passed) +
         " passed</span> · <a class=\"fail-text\" href=\"failures.html\">" + number(t.failed) +
         " failed</a> · " + number(t.scenarios_pending) + " pending";
  if (t.load_failures > 0)
    out += "<br><span class=\"fail-text\">" + number(t.load_failures) + " files did not load</span>";
  out += "</span></div>\n";
  out += "<div class=\"total\" data-kmr-total=\"cards\"><span class=\"n\">" + number(t.implemented) + "/" +
         number(t.cards) + "</span> cards implemented<br><span class=\"sub\">" + per_set() +
         " · <a href=\"#cards\">which</a></span></div>\n";
  out += "</section>\n";
  return out;
}

std::string section_anchor(const ReportSection& s) { return "section-" + page_name(s.key); }

// The published index: each entry with the edition it comes from, no results.
std::string published_section_table(const ReportSection& s) {
  std::string out = "<section class=\"faq-section\" id=\"" + section_anchor(s) + "\">\n<h2><a href=\"" +
                    html::faq_href(s, "") + "\">" + html_escape(s.title) + "</a></h2>\n" +
                    section_editions(s, true);
  out +=
      "<table class=\"rulings published\">\n<thead><tr><th>Ruling</th><th>Question</th><th>Answer</th>"
      "<th>Cards</th><th>Edition</th></tr></thead>\n<tbody>\n";
  for (const Ruling* r : s.rulings) {
    const std::string edition = r->source.fingerprint ? r->source.fingerprint->edition : r->source.revised;
    out += "<tr class=\"ruling\" data-ruling=\"" + html_escape(r->id) + "\"><td>" +
           html::ruling_link(r->id, "") + "</td><td class=\"question\">" + html_escape(r->question) +
           "</td><td class=\"answer\">" + html_escape(r->answer) + "</td><td>" +
           html::card_links(r->cards, "") + "</td><td class=\"edition\">" + html_escape(edition) +
           html::unofficial_badge(*r) + "</td></tr>\n";
  }
  out += "</tbody>\n</table>\n</section>\n";
  return out;
}

std::string section_table(const ReportModel& m, const ReportSection& s) {
  std::string out = "<section class=\"faq-section\" id=\"" + section_anchor(s) + "\">\n<h2><a href=\"" +
                    html::faq_href(s, "") + "\">" + html_escape(s.title) + "</a></h2>\n" +
                    section_editions(s);
  out +=
      "<table class=\"rulings\">\n<thead><tr><th>Ruling</th><th>Question</th><th>Cards</th>"
      "<th>Scenarios</th><th>Status</th></tr></thead>\n<tbody>\n";
  for (const Ruling* r : s.rulings) {
    const Verdict v = m.verdict(*r);
    const auto scenarios = m.scenarios_of(*r);
    out += "<tr class=\"ruling\" data-ruling=\"" + html_escape(r->id) + "\" data-status=\"" +
           std::string(to_string(v)) + "\"><td>" + html::ruling_link(r->id, "") + "</td><td>" +
           html_escape(r->question) + "</td><td>" + html::card_links(r->cards, "") +
           "</td><td class=\"num\">" + std::to_string(scenarios.size()) + "</td><td>" + html::badge(v) +
           html::unofficial_badge(*r);
    if (r->status.pending) out += "<div class=\"reason\">" + html_escape(*r->status.pending) + "</div>";
    if (r->status.untestable) out += "<div class=\"reason\">" + html_escape(*r->status.untestable) + "</div>";
    out += "</td></tr>\n";
  }
  out += "</tbody>\n</table>\n</section>\n";
  return out;
}

// `kmr report --compare`: the scenarios whose outcome moved since the earlier run.
std::string what_changed(const ReportModel& m) {
  if (!m.previous) return "";
  const std::vector<StatusChange> changes = m.changes();
  std::string out = "<section class=\"changes\" id=\"changes\"" +
                    html::data_count("changed", changes.size()) +
                    ">\n<h2>What changed since the earlier run</h2>\n";
  if (changes.empty()) return out + "<p>No scenario's outcome moved.</p>\n</section>\n";
  out +=
      "<table "
      "class=\"scenarios\">\n<thead><tr><th>Scenario</th><th>Rulings</th><th>Then</th><th>Now</th></tr>"
      "</thead>\n<tbody>\n";
  for (const StatusChange& c : changes) {
    const ScenarioEntry* e = m.scenario(c.id);
    std::string rulings;
    if (e)
      for (const std::string& id : e->scenario->rulings)
        rulings +=
            (rulings.empty() ? "" : ", ") + (m.ruling(id) ? html::ruling_link(id, "") : html_escape(id));
    out += "<tr class=\"changed\" data-scenario=\"" + html_escape(c.id) + "\"><td>" +
           (e ? "<a href=\"" + html_escape(html::scenario_href(c.id, "")) + "\"><code>" + html_escape(c.id) +
                    "</code></a>"
              : "<code>" + html_escape(c.id) + "</code>") +
           "</td><td>" + (rulings.empty() ? "<span class=\"none\">–</span>" : rulings) + "</td><td>" +
           html_escape(c.was.empty() ? "(not in that run)" : c.was) + "</td><td>" +
           html_escape(c.now.empty() ? "(gone)" : c.now) + "</td></tr>\n";
  }
  return out + "</tbody>\n</table>\n</section>\n";
}

std::string problems(const ReportModel& m) {
  if (m.problems.empty() && m.load_failures.empty()) return "";
  const std::size_t n = m.problems.size() + m.load_failures.size();
  std::string out = "<section class=\"problems\" id=\"problems\"" + html::data_count("problems", n) +
                    ">\n<details><summary>" + std::to_string(n) + (n == 1 ? " problem" : " problems") +
                    " in the scenarios or the knowledge base</summary>\n<ul>\n";
  for (const LoadedFile* f : m.load_failures)
    out += "<li><code>" + html_escape(f->error.value_or(f->path)) + "</code></li>\n";
  for (const std::string& p : m.problems) out += "<li><code>" + html_escape(p) + "</code></li>\n";
  out += "</ul>\n</details>\n</section>\n";
  return out;
}

std::string unlinked_scenarios(const ReportModel& m, const ReportOptions& options) {
  std::vector<const ScenarioEntry*> rows;
  for (const ScenarioEntry& e : m.scenarios) {
    const auto& cites = e.scenario->rulings;
    const bool linked = std::any_of(cites.begin(), cites.end(),
                                    [&](const std::string& id) { return m.ruling(id) != nullptr; });
    if (!linked) rows.push_back(&e);
  }
  if (rows.empty()) return "";
  if (options.publish) {
    std::string out =
        "<section id=\"other-scenarios\">\n<h2>Other worked examples</h2>\n<ul class=\"examples\">";
    for (const ScenarioEntry* e : rows)
      if (e->result && e->result->status == Status::Passed)
        out += "<li><a href=\"" + html_escape(html::scenario_href(e->scenario->id, "")) + "\">" +
               html_escape(e->scenario->title.empty() ? e->scenario->id : e->scenario->title) + "</a></li>";
    return out + "</ul>\n</section>\n";
  }
  std::string out = "<section id=\"other-scenarios\">\n<h2>Scenarios tied to no ruling</h2>\n";
  out += "<table class=\"scenarios\"" + html::data_count("scenarios", rows.size()) +
         ">\n<thead><tr><th>Scenario</th><th>Title</th>" + (options.publish ? "" : "<th>File</th>") +
         "<th>Status</th></tr></thead>\n<tbody>\n";
  for (const ScenarioEntry* e : rows) {
    const Scenario& s = *e->scenario;
    out += "<tr><td><a href=\"" + html_escape(html::scenario_href(s.id, "")) + "\"><code>" +
           html_escape(s.id) + "</code></a></td><td>" + html_escape(s.title) + "</td><td>" +
           (options.publish ? std::string() : "<code>" + html_escape(s.loc.str()) + "</code></td><td>") +
           (e->result ? html::badge(e->result->status) : html::badge(Verdict::Pending));
    if (e->result && e->result->status != Status::Passed && !e->result->message.empty())
      out += "<div class=\"reason\">" + html_escape(e->result->message) + "</div>";
    out += "</td></tr>\n";
  }
  out += "</tbody>\n</table>\n</section>\n";
  return out;
}

std::string published_cards(const ReportModel& m) {
  std::string out =
      "<section id=\"cards\">\n<h2>Cards</h2>\n<p>Every card; the <a href=\"graph.html\">card graph</a> "
      "joins "
      "the cards named together by a ruling.</p>\n<table "
      "class=\"cards\">\n<thead><tr><th>Card</th><th>Set</th>"
      "<th>Rulings</th></tr></thead>\n<tbody>\n";
  for (const CardDef* c : all_cards()) {
    const std::string id(c->id);
    const auto r = m.card_rulings.find(id);
    out += "<tr><td>" + html::card_link(id, "") + "</td><td>" + html_escape(to_string(c->set)) +
           "</td><td class=\"num\">" + std::to_string(r == m.card_rulings.end() ? 0 : r->second.size()) +
           "</td></tr>\n";
  }
  return out + "</tbody>\n</table>\n</section>\n";
}

// The published index's opening: what the site is, and how much of the
// game its examples cover.
std::string introduction(const Totals& t) {
  std::size_t french = 0;
  for (const CardDef* c : all_cards()) french += c->behaviour && c->basis == Basis::FrenchOriginal ? 1 : 0;
  std::string out =
      "<section class=\"introduction\">\n<p><em>Knightmare Chess</em> is chess played with cards that bend "
      "its "
      "rules. Its publisher answered players' questions in the <em>Official Rulings</em>; this site gathers "
      "them, section by section and card by card, each question and answer summarised in our own words. "
      "Most rulings come with worked examples played out by a rules program: the boards step by step, the "
      "moves and cards in words with what followed, and <strong>Try it</strong> to play on from any board "
      "(moves and cards of either hand, taken back at will). The base rules they cite are on their own "
      "page, and the card graph shows which cards the rulings tie together.</p>\n";
  out += "<ul class=\"coverage\" data-kmr-coverage>";
  out += "<li data-kmr-total=\"rulings\"><strong>" + number(t.rulings) +
         " rulings</strong>: " + number(t.encoded) + " with worked examples, " + number(t.pending) +
         " waiting for cards the examples cannot play yet, " + number(t.untestable) +
         " about the players rather than the game</li>";
  out += "<li data-kmr-total=\"cards\"><strong>" + number(t.cards) +
         " cards</strong>: " + number(t.implemented) + " the examples can play (" + number(french) +
         " of them read from their French original), " + number(t.cards - t.implemented) + " not yet</li>";
  out += "</ul>\n</section>\n";
  return out;
}

std::string published_index(const ReportModel& m, const ReportOptions& options) {
  const Totals t = count(m);
  std::string out = html::page_start("Official Rulings", "",
                                     "data-kmr-page=\"index\"" + html::data_count("rulings", t.rulings) +
                                         html::data_count("scenarios", t.scenarios),
                                     m, {}, true);
  out += "<h1>Knightmare Chess: the Official Rulings</h1>\n";
  out += introduction(t);
  out += "<nav class=\"toc contents\"><h2>Contents</h2><ol>";
  for (const ReportSection& s : m.sections)
    out += "<li><a href=\"" + html::faq_href(s, "") + "\">" + html_escape(s.title) +
           "</a> <span class=\"muted\">(" + std::to_string(s.rulings.size()) + ")</span></li>";
  if (!m.rules_text.empty()) out += "<li><a href=\"rules.html\">The base rules</a></li>";
  out += "<li><a href=\"#cards\">Cards</a> · <a href=\"graph.html\">Card graph</a></li></ol></nav>\n";
  for (const ReportSection& s : m.sections) out += published_section_table(s);
  out += unlinked_scenarios(m, options);
  out += published_cards(m);
  out += html::page_end(true);
  return out;
}

std::string cards_table(const ReportModel& m) {
  std::string out =
      "<section id=\"cards\">\n<h2>Cards</h2>\n<p>Every card of the catalog; the <a href=\"graph.html\">card "
      "graph</a> joins the cards named together by a ruling or a scenario.</p>\n"
      "<p>Implemented, per set: " +
      per_set() +
      ". Not implemented (refused as <code>not-implemented</code>; their reference effect is not "
      "known):</p>\n"
      "<ul class=\"not-implemented\">\n" +
      not_implemented(CardSet::KC1) + not_implemented(CardSet::KC2) +
      "</ul>\n"
      "<table class=\"cards\">\n<thead><tr><th>Card</th><th>Set</th><th>Implemented</th><th>Rulings</th>"
      "<th>Scenarios</th></tr></thead>\n<tbody>\n";
  for (const CardDef* c : all_cards()) {
    const std::string id(c->id);
    const auto r = m.card_rulings.find(id);
    const auto s = m.card_scenarios.find(id);
    // A card whose effect is read from its French original is labelled so.
    const std::string french = c->basis == Basis::FrenchOriginal
                                   ? " <small class=\"muted\" data-kmr-basis=\"french-original\">(from the "
                                     "French original)</small>"
                                   : "";
    out += "<tr><td>" + html::card_link(id, "") + french + "</td><td>" + html_escape(to_string(c->set)) +
           "</td><td>" + (c->behaviour ? "yes" : "<span class=\"muted\">no</span>") +
           "</td><td class=\"num\">" + std::to_string(r == m.card_rulings.end() ? 0 : r->second.size()) +
           "</td><td class=\"num\">" + std::to_string(s == m.card_scenarios.end() ? 0 : s->second.size()) +
           "</td></tr>\n";
  }
  out += "</tbody>\n</table>\n</section>\n";
  return out;
}

}  // namespace

std::string index_page(const ReportModel& m, const ReportOptions& options) {
  if (options.publish) return published_index(m, options);
  const Totals t = count(m);
  std::string out = html::page_start(
      "Rulings", "",
      "data-kmr-page=\"index\"" + html::data_count("rulings", t.rulings) +
          html::data_count("scenarios", t.scenarios) + html::data_count("passed", t.passed) +
          html::data_count("failed", t.failed) + html::data_count("pending", t.scenarios_pending),
      m, {});
  out += "<h1>Official Rulings, executed</h1>\n";
  out += totals(t);
  out += "<nav class=\"toc\"><strong>Sections:</strong> ";
  for (const ReportSection& s : m.sections)
    out += "<a href=\"#" + section_anchor(s) + "\">" + html_escape(s.key) + "</a> ";
  out +=
      "· <a href=\"#cards\">Cards</a> · <a href=\"graph.html\">Card graph</a> · <a "
      "href=\"scenarios.html\">All "
      "scenarios</a> · <a href=\"failures.html\">Failures</a></nav>\n";
  if (!m.knowledge_base)
    out +=
        "<p class=\"note\">No rulings knowledge base was loaded: the rulings below are the ids the scenarios "
        "cite.</p>\n";
  out += what_changed(m);
  out += problems(m);
  for (const ReportSection& s : m.sections) out += section_table(m, s);
  out += unlinked_scenarios(m, options);
  out += cards_table(m);
  out += html::page_end();
  return out;
}

}  // namespace kmr::harness
