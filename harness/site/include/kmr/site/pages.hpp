// The pages of the HTML report (`kmr report`), each as one string. Every text
// taken from YAML (and from the engine) is HTML-escaped. Pages carry data
// attributes with their counts for tests: on <main>, `data-kmr-page` and
// `data-kmr-rulings`, `data-kmr-scenarios`, `data-kmr-boards`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kmr/card.hpp"
#include "kmr/site/model.hpp"

namespace kmr::harness {

// What the pages leave out. The default is the rules editor's view (file
// paths and lines, the steps as written in YAML, FENs); `publish` is the
// FAQ author's: no paths, line numbers or YAML, steps in words only.
struct ReportOptions {
  bool publish = false;
  // The WebAssembly module (kmr.js) to copy into the site: every scenario
  // board then gets "Try it" (tryit.js). Empty: pages without it.
  std::string wasm_module = {};
};

// The block "Try it" grows from under a scenario's boards: hidden until
// tryit.js shows it (so absent without script and in print), with the
// scenario's tree (Scenario::tree_json) in a <script type="application/json">.
// `at`: the scenario's steps Try it plays as it opens (`data-at`), to start
// at the end of a long line.
std::string try_it_block(const Scenario& scenario, std::size_t at = 0);

// Who answered a conformance run (`kmr report --engine`): the engine's name,
// the parts it claims, how often it was started again after a failure.
struct ConformanceInfo {
  std::string engine;
  std::vector<std::string> parts;
  int restarts = 0;
};

// The conformance page of another engine: its summary (conformance_summary),
// its failures (each scenario's failing step, expected and actual answer),
// then per ruling (in FAQ order) and per card, passed, failed, not checked
// or pending, with counts of their scenarios. Standalone: it links nowhere.
std::string conformance_page(const ReportModel& model, const ConformanceInfo& engine);
// "rulings: 250 passed, 3 failed, 20 not checked, 9 pending; scenarios: ...":
// the page's summary, which `kmr report --engine` prints too.
std::string conformance_summary(const ReportModel& model);

// index.html: totals (rulings encoded and pending, scenarios passed, failed
// and pending, cards implemented), one table per FAQ section or letter (ruling,
// question, cards, scenarios, status; one `<tr class="ruling">` per ruling),
// problems found, scenarios tied to no ruling, and every card.
std::string index_page(const ReportModel& model, const ReportOptions& options = {});

// rulings/<ID>.html: breadcrumbs, previous/next ruling, the ruling's summaries
// and, for each of its scenarios, its steps with the engine's answers, its
// result, and its boards (one `<svg class="board">` each): the setup (and the
// YAML's position when setup effects changed it), then one after every step
// that changed the board, the effects, the pieces off the board or the cards.
std::string ruling_page(const ReportModel& model, const Ruling& ruling, const ReportOptions& options = {});

// scenarios/<id>.html: one scenario as on its rulings' pages, with links to
// them; for every scenario, those tied to no ruling too.
std::string scenario_page(const ReportModel& model, const ScenarioEntry& entry,
                          const ReportOptions& options = {});

// scenarios.html: every scenario by directory, linked to its page.
std::string scenarios_page(const ReportModel& model, const ReportOptions& options = {});

// failures.html: every failed scenario and problem, linked to its page.
std::string failures_page(const ReportModel& model, const ReportOptions& options = {});

// graph.html: the map of the card graph's families (`map_svg`, inline) with
// its legend, a card search, and each family's picture (`family_svgs`, in
// model.graph.groups order) in a `<details id="family-N">`, one open at a
// time (the map's boxes link to #family-N).
std::string graph_page(const ReportModel& model, std::string_view map_svg,
                       const std::vector<std::string>& family_svgs, const ReportOptions& options = {});

// matrix.html: the card x rule matrix of the doors (model.matrix): each card
// naming a door, each general rule of its doors, how often it bit in random
// play and in which scenarios, breaches and unreached cells.
std::string matrix_page(const ReportModel& model, const ReportOptions& options = {});

// search.html and search-index.js: a search over rulings, cards and
// scenarios, run by search.js in the browser (no external asset).
std::string search_page(const ReportModel& model, const ReportOptions& options = {});
std::string search_index_js(const ReportModel& model, const ReportOptions& options = {});
std::string_view search_js();

// cards/<id>.html: the card's reference entry, its rulings and scenarios,
// and `graph_svg` (its neighbourhood, inline SVG; empty: none to draw).
std::string card_page(const ReportModel& model, const CardDef& card, std::string_view graph_svg,
                      const ReportOptions& options = {});

// style.css, shared by every page.
std::string_view report_css();

// faq/<section>.html: the FAQ as printed, one page per section or letter:
// a table of contents, then every question and answer in order (one
// `<article class="faq-entry">` each) with the edition it comes from, an
// "unofficial" badge for a house ruling, and its first worked example's
// boards.
std::string faq_page(const ReportModel& model, const ReportSection& section,
                     const ReportOptions& options = {});

// rules.html: the base rules (model.rules_text) with an anchor per section
// and clause; "" when the model holds no rules text.
std::string rules_page(const ReportModel& model, const ReportOptions& options = {});

// interactions.html: the pairs of model.interactions that no ruling or
// scenario names together, most often first (one `<article
// class="interaction">` each), each with the end of its example game
// (model.interaction_examples): the board before its last actions, those
// actions in words with the board after each, and Try it from there.
std::string interactions_page(const ReportModel& model, const ReportOptions& options = {});
std::vector<const Interaction*> uncovered_interactions(const ReportModel& model);

// tryit.js: "Try it" under each scenario's boards, over the engine built
// for the browser (kmr.js, loaded on first use with a classic script tag,
// so the site works from file://).
std::string_view try_it_js();

// step.js: a column of boards becomes one board stepped through with
// previous/next buttons and the arrow keys (the column stays for print).
std::string_view step_js();

}  // namespace kmr::harness
