// search.html, search-index.js and search.js of the HTML report: a search
// over rulings, cards and scenarios that runs in the browser from a small
// index file (a script, so that it loads from file:// too).
#include <set>

#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/card.hpp"
#include "kmr/site/pages.hpp"
#include "kmr/site/step_words.hpp"
#include "scenario_section.hpp"

namespace kmr::harness {
namespace {

std::string names(const std::vector<std::string>& cards) {
  std::string out;
  for (const std::string& id : cards) out += (out.empty() ? "" : ", ") + card_display_name(id);
  return out;
}

// One entry: kind, id, title, extra words searched but not shown, link,
// status, and the ids of the entries it stands for (same_as).
std::string entry(std::string_view kind, const std::string& id, const std::string& title,
                  const std::string& cards, const std::string& words, const std::string& href,
                  std::string_view status) {
  return "{\"kind\":" + json_quote(kind) + ",\"id\":" + json_quote(id) + ",\"title\":" + json_quote(title) +
         ",\"cards\":" + json_quote(cards) + ",\"words\":" + json_quote(words) +
         ",\"href\":" + json_quote(href) + ",\"status\":" + json_quote(status) + "}";
}

}  // namespace

std::string search_index_js(const ReportModel& m, const ReportOptions& options) {
  const bool pub = options.publish;  // the published site shows no results
  std::string out = "// The search index of the kmr report (search.js reads it).\nwindow.KMR_SEARCH = [\n";
  bool first = true;
  auto add = [&](const std::string& e) {
    out += (first ? "" : ",\n") + e;
    first = false;
  };
  for (const CardDef* c : all_cards()) {
    const std::string id(c->id);
    add(entry("card", id, std::string(c->name), std::string(c->name), id + " " + std::string(c->summary),
              "cards/" + page_name(id) + ".html",
              pub            ? std::string_view(to_string(c->set))
              : c->behaviour ? "implemented"
                             : "not implemented"));
  }
  for (const ReportSection& s : m.sections)
    for (const Ruling* r : s.rulings) {
      std::string also;
      for (const std::string& other : r->same_as) also += " " + other;
      add(entry("ruling", r->id, r->question, names(r->cards), r->answer + also + " " + s.title,
                "rulings/" + page_name(r->id) + ".html",
                pub ? std::string_view() : to_string(m.verdict(*r))));
    }
  for (const ScenarioEntry& e : m.scenarios) {
    const Scenario& s = *e.scenario;
    std::string rulings;
    for (const std::string& id : s.rulings) rulings += " " + id;
    add(entry("scenario", s.id, s.title, names(s.cards), rulings, html::scenario_href(s.id, ""),
              pub        ? std::string_view()
              : e.result ? to_string(e.result->status)
                         : std::string_view("not run")));
  }
  out += "\n];\n";
  return out;
}

std::string search_page(const ReportModel& m, const ReportOptions& options) {
  std::string out = html::page_start("Search", "", "data-kmr-page=\"search\"", m,
                                     {{"Overview", "index.html"}, {"Search", ""}}, options.publish);
  out +=
      "<h1>Search</h1>\n<form class=\"search-form\" role=\"search\" onsubmit=\"return false\">"
      "<label for=\"q\">Rulings, cards and scenarios: a card's name, a ruling id, words of a question</label>"
      "<input id=\"q\" type=\"search\" name=\"q\" autocomplete=\"off\" placeholder=\"e.g. FIREBALL, B-08, "
      "castle\"></form>\n<p id=\"summary\" class=\"muted\" aria-live=\"polite\">Type to search.</p>\n"
      "<ol id=\"results\" class=\"results\"></ol>\n"
      "<noscript><p>The search needs JavaScript; the <a href=\"index.html\">overview</a> lists every "
      "ruling.</p></noscript>\n<script src=\"search-index.js\"></script>\n<script "
      "src=\"search.js\"></script>\n";
  out += html::page_end(options.publish);
  return out;
}

std::string_view search_js() {
  return R"js(// The search of the kmr report: every word typed must appear in an entry
// (id, title, card names or its other words); cards first, then rulings,
// then scenarios. Results are built as DOM nodes, never as HTML text.
(function () {
  "use strict";
  var index = window.KMR_SEARCH || [];
  var input = document.getElementById("q");
  var list = document.getElementById("results");
  var summary = document.getElementById("summary");
  var order = { card: 0, ruling: 1, scenario: 2 };
  index.forEach(function (e) {
    e.hay = (e.id + " " + e.title + " " + e.cards + " " + e.words).toLowerCase();
  });
  function run() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    while (list.firstChild) list.removeChild(list.firstChild);
    if (!words.length) { summary.textContent = "Type to search."; return; }
    var hits = index.filter(function (e) {
      return words.every(function (w) { return e.hay.indexOf(w) >= 0; });
    });
    hits.sort(function (a, b) { return order[a.kind] - order[b.kind]; });
    var counts = { card: 0, ruling: 0, scenario: 0 };
    hits.slice(0, 300).forEach(function (e) {
      counts[e.kind]++;
      var li = document.createElement("li");
      li.className = "result";
      li.setAttribute("data-kind", e.kind);
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = e.kind;
      var a = document.createElement("a");
      a.href = e.href;
      a.textContent = e.kind === "card" ? e.title : e.id;
      li.appendChild(kind);
      li.appendChild(a);
      var rest = e.kind === "card" ? e.status : e.title + (e.cards ? " (" + e.cards + ")" : "");
      if (e.kind !== "card" && e.status) rest += " · " + e.status;
      var text = document.createElement("span");
      text.className = "text";
      text.textContent = " " + rest;
      li.appendChild(text);
      list.appendChild(li);
    });
    summary.textContent = hits.length + " found: " + counts.card + " cards, " + counts.ruling +
      " rulings, " + counts.scenario + " scenarios" + (hits.length > 300 ? " (first 300 shown)" : "");
  }
  var q = new URLSearchParams(window.location.search).get("q");
  if (q) input.value = q;
  input.addEventListener("input", run);
  run();
  input.focus();
})();
)js";
}

}  // namespace kmr::harness
