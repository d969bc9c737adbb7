#include "scenario_section.hpp"

#include <algorithm>

#include "board_figure.hpp"
#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/fen.hpp"
#include "kmr/report/event_words.hpp"
#include "kmr/site/board_svg.hpp"
#include "kmr/site/step_words.hpp"

namespace kmr::harness::html {
namespace {

// `said`: the events in plain words (event_clauses); the engine's own are in the title.
std::string result_text(const Result& r, const ReportOptions& options, const ReportModel& m,
                        std::string_view root, const std::vector<std::string>& said) {
  std::string out = "<span class=\"outcome ";
  out += to_string(r.outcome);
  out += "\">";
  out += r.outcome == Outcome::Rejected ? "refused" : to_string(r.outcome);
  out += "</span>";
  if (r.reason) out += " <code>" + html_escape(to_string(*r.reason)) + "</code>";
  if (!r.rule.empty()) out += " <span class=\"rule\">" + rule_refs(html_escape(r.rule), root, m) + "</span>";
  if (!r.detail.empty())
    out += "<div class=\"detail\">" + rule_refs(html_escape(r.detail), root, m) + "</div>";
  if (!said.empty() && !options.publish) {
    std::string engine;
    for (std::size_t i = 0; i < r.events.size(); ++i) engine += (i ? " · " : "") + r.events[i];
    out += "<div class=\"events\" title=\"" + html_escape("the engine's events: " + engine) + "\">";
    for (std::size_t i = 0; i < said.size(); ++i) out += (i ? "; " : "") + html_escape(said[i]);
    out += "</div>";
  }
  return out;
}

// Where a refused action would have acted: the move's squares, or the
// card's first target (a piece, a square, or the first move it names).
std::optional<RefusedMark> refused_mark(const Action& a, const Result& res) {
  RefusedMark mark;
  mark.reason = res.detail.empty() && res.reason ? std::string(to_string(*res.reason)) : res.detail;
  while (!mark.reason.empty() && mark.reason.back() == '.') mark.reason.pop_back();
  if (a.kind == ActionKind::Move) {
    if (a.move.from == a.move.to) return std::nullopt;
    mark.from = a.move.from;
    mark.to = a.move.to;
    return mark;
  }
  if (a.kind != ActionKind::Play) return std::nullopt;
  const CardChoices& c = a.choices;
  if (c.target) {
    mark.to = *c.target;
    if (c.to) {
      mark.from = *c.target;
      mark.to = *c.to;
    }
  } else if (!c.targets.empty()) {
    mark.to = c.targets.front();
  } else if (!c.moves.empty()) {
    mark.from = c.moves.front().from;
    mark.to = c.moves.front().to;
  } else if (c.square) {
    mark.to = *c.square;
  } else if (c.to) {
    mark.to = *c.to;
  } else {
    return std::nullopt;
  }
  return mark;
}

// The reach a passing check states (`moves_from`, `can_move`, `cannot_move`): the engine agreed.
std::optional<BoardOverlay> reach_overlay(const Expectation& e) {
  BoardOverlay o;
  for (const auto& [from, to] : e.moves_from) {
    o.reach_from = from;
    o.reach.insert(o.reach.end(), to.begin(), to.end());
    break;
  }
  for (const auto& [from, to] : e.can_move) {
    if (o.reach_from && *o.reach_from != from) continue;
    o.reach_from = from;
    o.reach.insert(o.reach.end(), to.begin(), to.end());
  }
  for (const auto& [from, to] : e.cannot_move) {
    if (o.reach_from && *o.reach_from != from) continue;
    o.reach_from = from;
    o.no_reach.insert(o.no_reach.end(), to.begin(), to.end());
  }
  if (!o.reach_from) return std::nullopt;
  return o;
}

// A check of a piece's reach that held, in words: "the white King on f4
// may go to e5 and f5; not to g5".
std::string reach_words(const BoardOverlay& o, std::string_view fen) {
  const auto pos = parse_placement(fen.substr(0, fen.find(' ')));
  const char letter = pos ? pos->letter_at(*o.reach_from) : '.';
  const auto list = [](const std::vector<Square>& squares) {
    std::string out;
    for (std::size_t i = 0; i < squares.size(); ++i)
      out += (i == 0 ? "" : i + 1 == squares.size() ? " and " : ", ") + square_name(squares[i]);
    return out;
  };
  std::string out = piece_on(letter, square_name(*o.reach_from));
  out[0] = static_cast<char>(out[0] - 'a' + 'A');
  if (!o.reach.empty()) out += " may go to " + list(o.reach);
  if (!o.no_reach.empty())
    out += std::string(o.reach.empty() ? "" : ";") + " may not go to " + list(o.no_reach);
  if (o.reach.empty() && o.no_reach.empty()) out += " may not move";
  return out + ".";
}

// A check shown to readers: one of a piece's reach that held.
std::optional<BoardOverlay> shown_check(const Step& step, const ScenarioResult* r, std::size_t i) {
  if (step.kind != Step::Kind::Expect || !r || i >= r->trace.size() || !r->trace[i].mismatches.empty())
    return std::nullopt;
  return reach_overlay(step.expect);
}

// The step numbers readers see: the published view numbers only the steps
// it shows (0: not shown); the editor's, every step.
std::vector<int> shown_numbers(const Scenario& s, const ScenarioResult* r, bool publish) {
  std::vector<int> out;
  int n = 0;
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const bool shown = !publish || s.steps[i].kind != Step::Kind::Expect || shown_check(s.steps[i], r, i);
    out.push_back(shown ? (publish ? ++n : static_cast<int>(i) + 1) : 0);
  }
  return out;
}

// The published view: the steps that act, each told with what followed
// (the engine's events in words) and the rule that decided, and the checks
// of a piece's reach that held; the other checks are the editor's, left out.
std::string play_list(const Scenario& s, const ScenarioResult* r, const ReportModel& m,
                      std::string_view root) {
  std::string out = "<ol class=\"play\">\n";
  const std::vector<int> numbers = shown_numbers(s, r, true);
  TakenOff taken;  // the pieces taken off so far, to name those a replay brings back
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    if (numbers[i] == 0) continue;
    if (step.kind == Step::Kind::Expect) {
      if (const auto reach = shown_check(step, r, i))
        out +=
            "<li class=\"reach-step\">" + html_escape(reach_words(*reach, fen_before(s, r, i))) + "</li>\n";
      continue;
    }
    const std::string words = words_of(s, r, i);
    out += "<li";
    std::string sentence = html_escape(words) + ".";
    if (r && i < r->trace.size() && r->trace[i].result) {
      const Result& res = *r->trace[i].result;
      if (!res.ok()) out += " class=\"refused-step\"";
      sentence =
          rule_refs(html_escape(answer_words(words, res, fen_before(s, r, i), says_its_move(step.action),
                                             step.kind == Step::Kind::Probe ? nullptr : &taken)),
                    root, m);
      if (!res.rule.empty())
        sentence += " <span class=\"rule\">(" + rule_refs(html_escape(res.rule), root, m) + ")</span>";
    }
    out += ">" + sentence + "</li>\n";
  }
  return out + "</ol>\n";
}

std::string steps_table(const Scenario& s, const ScenarioResult* r, const ReportOptions& options,
                        const ReportModel& m, std::string_view root) {
  std::string out =
      "<table class=\"steps\">\n<thead><tr><th>#</th><th>Step</th><th>Engine</th></tr></thead>\n<tbody>\n";
  TakenOff taken;  // the pieces taken off so far, to name those a replay brings back
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    const int number = static_cast<int>(i) + 1;
    const bool failed_here = r && r->status != Status::Passed && r->failed_step == number;
    out += "<tr";
    if (failed_here) out += " class=\"failed-step\"";
    out += "><td class=\"num\">" + std::to_string(number) + "</td><td>";
    const std::string words = words_of(s, r, i);
    if (options.publish) {
      out += "<span class=\"words\">" + html_escape(words) + "</span>";
    } else {
      out += "<code>" + html_escape(step.text) + "</code><div class=\"words muted\">" + html_escape(words) +
             "</div>";
    }
    out += "</td><td>";
    if (!r || i >= r->trace.size()) {
      out += "<span class=\"muted\">not run</span>";
    } else {
      const StepTrace& t = r->trace[i];
      if (t.result)
        out += result_text(
            *t.result, options, m, root,
            t.result->ok() ? event_clauses(t.result->events, fen_before(s, r, i), says_its_move(step.action),
                                           step.kind == Step::Kind::Probe ? nullptr : &taken)
                           : std::vector<std::string>());
      if (step.kind == Step::Kind::Expect) {
        if (t.mismatches.empty()) out += "<span class=\"holds\">holds</span>";
        for (const std::string& mismatch : t.mismatches)
          out += "<div class=\"mismatch\">" + html_escape(mismatch) + "</div>";
      }
    }
    out += "</td></tr>\n";
  }
  out += "</tbody>\n</table>\n";
  return out;
}

// A message the runner wrote may start with "file:line:column: ": the
// published pages leave the location out.
std::string without_location(const std::string& message, const Scenario& s) {
  std::string m = message;
  const std::string& file = s.loc.file;
  if (!file.empty() && m.rfind(file, 0) == 0) {
    const std::size_t colon = m.find(": ", file.size());
    if (colon != std::string::npos) m = m.substr(colon + 2);
  }
  return m;
}

std::string boards_of(const Scenario& s, const ScenarioResult& r, const ReportOptions& options,
                      std::string_view root, std::size_t& boards) {
  std::string out = "<div class=\"boards\">";
  if (r.yaml_board) {
    out += board_figure(*r.yaml_board, "The scenario's position", s.id, "yaml", options, root);
    ++boards;
    out += board_figure(*r.setup_board, "Setup, once its effects are in play (they change the board)", s.id,
                        "setup", options, root);
  } else {
    out += board_figure(*r.setup_board, "Setup", s.id, "setup", options, root);
  }
  ++boards;
  bool any_step = false;
  const BoardSnapshot* last = &*r.setup_board;
  const std::vector<int> numbers = shown_numbers(s, &r, options.publish);
  for (std::size_t i = 0; i < r.trace.size() && i < s.steps.size(); ++i) {
    const StepTrace& t = r.trace[i];
    const Step& step = s.steps[i];
    if (!t.board) {
      // A refused action changes nothing: drawn on the board it was refused on.
      if (t.result && !t.result->ok() && step.kind != Step::Kind::Expect) {
        if (const auto mark = refused_mark(step.action, *t.result)) {
          BoardSnapshot before = *last;
          before.moves.clear();
          BoardOverlay overlay;
          overlay.refused.push_back(*mark);
          const std::string caption =
              "Step " + std::to_string(numbers[i]) + ", refused: " + words_of(s, &r, i);
          out += board_figure(before, caption, s.id, "refused", options, root, overlay);
          ++boards;
          any_step = true;
        }
      }
      // Where a ruling is about reach: the squares the piece may (and may not) go to.
      if (step.kind == Step::Kind::Expect && t.mismatches.empty()) {
        if (const auto overlay = reach_overlay(step.expect)) {
          BoardSnapshot before = *last;
          before.moves.clear();
          const std::string caption = "Step " + std::to_string(numbers[i]) + ": where the piece on " +
                                      square_name(*overlay->reach_from) + " may go";
          out += board_figure(before, caption, s.id, "reach", options, root, *overlay);
          ++boards;
          any_step = true;
        }
      }
      continue;
    }
    any_step = true;
    std::string caption = "After step " + std::to_string(numbers[i]) + ": " + words_of(s, &r, i);
    if (r.status == Status::Failed && r.failed_step == t.number && !options.publish)
      caption += " (where it failed)";
    BoardOverlay overlay;
    if (t.result)
      for (const TakenSquare& taken : taken_squares(t.result->events))
        overlay.taken.push_back({taken.square, taken.what});
    out += board_figure(*t.board, caption, s.id, "step", options, root, overlay);
    last = &*t.board;
    ++boards;
  }
  out += "</div>\n";
  if (!any_step && !r.trace.empty())
    out += "<p class=\"muted no-change\">No step changes the board, the effects or the cards.</p>\n";
  return out;
}

// A worked example as the FAQ prints it: its title, the play in words with
// what followed, its boards. One the program does not yet play out as the
// ruling says (failed, pending, not run) is only named.
std::string published_section(const ReportModel& m, const std::string& id, const ScenarioEntry& e,
                              const ScenarioView& view, bool try_it, std::size_t& boards) {
  const std::string h = std::to_string(view.heading_level);
  if (!e.scenario) return "";
  const Scenario& s = *e.scenario;
  const ScenarioResult* r = e.result;
  (void)id;
  std::string title = html_escape(s.title.empty() ? s.id : s.title);
  if (view.heading_link)
    title = "<a href=\"" + html_escape(scenario_href(s.id, view.root)) + "\">" + title + "</a>";
  std::string out = "<section class=\"scenario example\" id=\"" + html_escape(page_name(s.id)) +
                    "\" data-scenario=\"" + html_escape(s.id) + "\">\n<h" + h + ">" + title + "</h" + h +
                    ">\n";
  if (!s.cards.empty()) out += "<p class=\"meta\">Cards: " + card_links(s.cards, view.root) + "</p>\n";
  // A card the program cannot play yet answers nothing about the rules.
  const bool unplayable = r && std::any_of(r->trace.begin(), r->trace.end(), [](const StepTrace& t) {
                            return t.result && t.result->reason == Reason::NotImplemented;
                          });
  if (!r || r->status != Status::Passed || !r->setup_board || unplayable) {
    out += "<p class=\"muted\">This example is not worked out yet.</p>\n</section>\n";
    return out;
  }
  out += play_list(s, r, m, view.root);
  out += boards_of(s, *r, ReportOptions{.publish = true, .wasm_module = {}}, view.root, boards);
  if (try_it) out += try_it_block(s);
  out += "</section>\n";
  return out;
}

}  // namespace

std::string scenario_href(std::string_view id, std::string_view root) {
  return std::string(root) + "scenarios/" + page_name(id) + ".html";
}

std::string board_legend() {
  return "<details class=\"legend board-legend\" open><summary>How to read the boards</summary><ul>"
         "<li><span class=\"key moved\"></span> squares a piece left and reached in this step, with an arrow "
         "(<span class=\"key arrow\"></span> a regular move, dashed purple: moved by a card)</li>"
         "<li><span class=\"key wall\"></span> a wall on the edge between two squares (FORTIFICATION): "
         "White's solid red, <span class=\"key wall black-wall\"></span> Black's dashed blue</li>"
         "<li><span class=\"key taken\"></span> a square a piece was taken off in this step (captured, "
         "blown up, caught)</li>"
         "<li><span class=\"key refused\"></span> an action refused, drawn where it would have acted "
         "(a grey dashed arrow for a move), the reason beside the board</li>"
         "<li><span class=\"key reach\"></span> where a piece may go; ringed in red: where it may not</li>"
         "<li><span class=\"key special\"></span> a square an effect is tied to, with the card's initials; "
         "crossed: "
         "no piece may stop on or pass through it (FORBIDDEN CITY)</li>"
         "<li><span class=\"key badge-key\">Pa</span> a mark an effect lays on a piece (the board's own "
         "legend "
         "names each)</li>"
         "<li>Beside each board: the effects in force and their squares, the pieces each side has lost, and "
         "the "
         "hands and discards when cards are in play.</li></ul></details>\n";
}

std::string scenario_section(const ReportModel& model, const std::string& id, const ScenarioEntry& e,
                             const ReportOptions& options, const ScenarioView& view, std::size_t& boards) {
  const bool try_it = !options.wasm_module.empty();
  if (options.publish) return published_section(model, id, e, view, try_it, boards);
  const std::string h = std::to_string(view.heading_level);
  if (!e.scenario) {
    return "<section class=\"scenario missing\" data-scenario=\"" + html_escape(id) + "\"><h" + h +
           "><code>" + html_escape(id) + "</code> " + badge(Verdict::Pending) + "</h" + h +
           "><p>This scenario is listed by the ruling but was not found in the suite.</p></section>\n";
  }
  const Scenario& s = *e.scenario;
  const ScenarioResult* r = e.result;
  std::string title = html_escape(s.title.empty() ? s.id : s.title);
  if (view.heading_link)
    title = "<a href=\"" + html_escape(scenario_href(s.id, view.root)) + "\">" + title + "</a>";
  std::string out = "<section class=\"scenario\" id=\"" + html_escape(page_name(s.id)) +
                    "\" data-scenario=\"" + html_escape(s.id) + "\" data-status=\"" +
                    std::string(r ? to_string(r->status) : std::string_view("not-run")) + "\">\n<h" + h +
                    ">" + title + " " + (r ? badge(r->status) : badge(Verdict::Pending)) + "</h" + h + ">\n";
  if (const auto change = model.change_of(s.id))
    out += "<p class=\"changed\" data-was=\"" + html_escape(change->was) +
           "\">Changed since the earlier run: " +
           html_escape(change->was.empty() ? std::string("not in it") : "it was " + change->was) + ".</p>\n";
  out += "<p class=\"meta\"><code>" + html_escape(s.id) + "</code>";
  if (!options.publish) out += " · <code>" + html_escape(s.loc.str()) + "</code>";
  out += " · cards: " + card_links(s.cards, view.root) + "</p>\n";
  if (!r) {
    out += "<p class=\"message\">Not run.</p>\n";
  } else if (r->status == Status::Pending) {
    out += "<p class=\"message pending\"><strong>Pending:</strong> " + html_escape(r->message) + "</p>\n";
  } else if (r->status == Status::Failed) {
    out += "<div class=\"message fail\"><p><strong>Failed:</strong> " +
           html_escape(options.publish ? without_location(r->message, s) : r->message) + "</p>";
    if (!r->expected.empty())
      out += "<p>expected <code>" + html_escape(r->expected) + "</code><br>actual <code>" +
             html_escape(r->actual) + "</code></p>";
    out += "</div>\n";
  }
  out += steps_table(s, r, options, model, view.root);
  if (r && r->setup_board) {
    out += boards_of(s, *r, options, view.root, boards);
  } else if (r && r->status == Status::Failed) {
    out += "<p class=\"muted\">No board: the setup could not be made.</p>\n";
  }
  if (try_it) out += try_it_block(s);
  out += "</section>\n";
  return out;
}

}  // namespace kmr::harness::html
