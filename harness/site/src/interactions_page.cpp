// interactions.html of the HTML report: pairs of cards random play shows
// acting together that no ruling or scenario names together yet, each with
// the end of the game that showed it as boards and words, and Try it.
#include <algorithm>

#include "board_figure.hpp"
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/report/event_words.hpp"
#include "kmr/site/pages.hpp"
#include "kmr/site/step_words.hpp"

namespace kmr::harness {
namespace {

// The example shows the game's last actions: where the two cards meet.
constexpr std::size_t kLastActions = 2;

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

std::string times(int n) { return std::to_string(n) + (n == 1 ? " time" : " times"); }

// The end of the example's game: the board before its last actions, each of
// them in words with what followed and the board after it, then Try it from
// there (its earlier steps played when it opens).
std::string example_of(const InteractionExample& ex, const ReportOptions& options, std::size_t& boards) {
  const Scenario& s = ex.file.scenarios.front();
  const ScenarioResult& r = ex.result;
  if (!r.setup_board || r.trace.size() != s.steps.size()) return "";
  std::vector<std::size_t> actions;
  for (std::size_t i = 0; i < s.steps.size(); ++i)
    if (s.steps[i].kind == Step::Kind::Action) actions.push_back(i);
  const std::size_t from = actions.size() > kLastActions ? actions[actions.size() - kLastActions] : 0;
  // The board as the last actions begin: the last one drawn before them.
  const BoardSnapshot* before = &*r.setup_board;
  for (std::size_t i = 0; i < from; ++i)
    if (r.trace[i].board) before = &*r.trace[i].board;
  BoardSnapshot start = *before;
  start.moves.clear();
  const std::size_t played = static_cast<std::size_t>(
      std::count_if(s.steps.begin(), s.steps.begin() + static_cast<std::ptrdiff_t>(from),
                    [](const Step& step) { return step.kind != Step::Kind::Expect; }));
  std::string out = std::string("<p>") +
                    (played == 0 ? "A random game, from its start (the board below):"
                                 : "A random game, after " + std::to_string(played) +
                                       (played == 1 ? " action" : " actions") + " (the board below):") +
                    "</p>\n<ol class=\"play\">\n";
  std::string figures =
      "<div class=\"boards\">" + html::board_figure(start, "Before", s.id, "setup", options, "");
  ++boards;
  TakenOff taken;
  for (std::size_t i = from; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    if (step.kind == Step::Kind::Expect || !r.trace[i].result) continue;
    const std::string words = html::words_of(s, &r, i);
    out += "<li>" +
           html_escape(answer_words(words, *r.trace[i].result, html::fen_before(s, &r, i),
                                    says_its_move(step.action), &taken)) +
           "</li>\n";
    if (r.trace[i].board) {
      figures += html::board_figure(*r.trace[i].board, "After: " + words, s.id, "step", options, "");
      ++boards;
    }
  }
  out += "</ol>\n" + figures + "</div>\n";
  if (!options.wasm_module.empty()) out += try_it_block(s, played);
  return out;
}

}  // namespace

std::vector<const Interaction*> uncovered_interactions(const ReportModel& m) {
  std::vector<const Interaction*> out;
  for (const Interaction& in : m.interactions)
    if (!named_together(m, in.a, in.b)) out.push_back(&in);
  return out;
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
      " names together yet: where the next questions will come from. Each shows the end of the game that "
      "showed it first, in words and on the board, to try from there.</p>\n";
  if (rows.empty()) return out + "<p class=\"muted\">None found.</p>\n" + html::page_end(options.publish);
  out += "<ol class=\"pairs\">";
  int rank = 0;
  for (const Interaction* in : rows)
    out += "<li><a href=\"#pair-" + std::to_string(++rank) + "\">" + html_escape(card_display_name(in->a)) +
           " + " + html_escape(card_display_name(in->b)) + "</a> <span class=\"muted\">(" +
           times(in->count()) + ")</span></li>";
  out += "</ol>\n";
  rank = 0;
  std::size_t boards = 0;
  for (const Interaction* in : rows) {
    ++rank;
    out += "<article class=\"interaction\" id=\"pair-" + std::to_string(rank) + "\" data-pair=\"" +
           html_escape(in->a + " " + in->b) + "\">\n<h2>" + std::to_string(rank) + ". " +
           html::card_link(in->a, "") + " + " + html::card_link(in->b, "") +
           "</h2>\n<p class=\"meta\">Seen " + times(in->count()) + ": " + std::to_string(in->same_piece) +
           " played on a piece the other's effect holds, " + std::to_string(in->same_turn) +
           " both played in one turn.</p>\n";
    if (const auto ex = m.interaction_examples.find(in->a + " " + in->b); ex != m.interaction_examples.end())
      out += example_of(ex->second, options, boards);
    out += "</article>\n";
  }
  out += html::page_end(options.publish);
  return out;
}

}  // namespace kmr::harness
