// rulings/<ID>.html of the HTML report.
#include "kmr/harness/board_svg.hpp"
#include "kmr/harness/html_escape.hpp"
#include "kmr/harness/report_pages.hpp"
#include "report_html.hpp"

namespace kmr::harness {
namespace {

constexpr std::string_view kRoot = "../";

std::string side_to_move(const std::string& fen) {
  const std::size_t space = fen.find(' ');
  if (space == std::string::npos || space + 1 >= fen.size()) return "";
  return fen[space + 1] == 'b' ? "black to move" : "white to move";
}

std::string card_name_link(const std::string& id) { return html::card_link(id, kRoot); }

std::string effects_list(const BoardSnapshot& board) {
  if (board.effects.empty()) return "<div class=\"effects none\">No effect in force.</div>";
  std::string out = "<ul class=\"effects\">";
  for (const EffectSnapshot& e : board.effects) {
    out += "<li data-card=\"" + html_escape(e.card) + "\">" + card_name_link(e.card) +
           " <span class=\"muted\">(" + html_escape(to_string(e.owner));
    if (!e.continuing) out += ", lingering";
    if (e.suspended) out += ", suspended";
    out += ")</span>";
    if (!e.targets.empty()) {
      out += " on ";
      for (std::size_t i = 0; i < e.targets.size(); ++i) out += (i ? ", " : "") + square_name(e.targets[i]);
    }
    out += "</li>";
  }
  out += "</ul>";
  return out;
}

std::string board_figure(const BoardSnapshot& board, const std::string& caption,
                         const std::string& scenario_id, std::string_view kind) {
  std::string out = "<figure class=\"board-figure\" data-board=\"";
  out += kind;
  out += "\">" + board_svg(board, scenario_id + ": " + caption) + "<figcaption><strong>" +
         html_escape(caption) + "</strong> · " + side_to_move(board.fen) + effects_list(board) +
         "<code class=\"fen\">" + html_escape(board.fen) + "</code></figcaption></figure>";
  return out;
}

std::string result_text(const Result& r) {
  std::string out = "<span class=\"outcome ";
  out += to_string(r.outcome);
  out += "\">";
  out += to_string(r.outcome);
  out += "</span>";
  if (r.reason) out += " <code>" + html_escape(to_string(*r.reason)) + "</code>";
  if (!r.rule.empty()) out += " <span class=\"rule\">" + html_escape(r.rule) + "</span>";
  if (!r.detail.empty()) out += "<div class=\"detail\">" + html_escape(r.detail) + "</div>";
  if (!r.events.empty()) {
    out += "<div class=\"events\">";
    for (std::size_t i = 0; i < r.events.size(); ++i) out += (i ? " · " : "") + html_escape(r.events[i]);
    out += "</div>";
  }
  return out;
}

std::string steps_table(const Scenario& s, const ScenarioResult* r) {
  std::string out =
      "<table class=\"steps\">\n<thead><tr><th>#</th><th>Step</th><th>Engine</th></tr></thead>\n<tbody>\n";
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    const int number = static_cast<int>(i) + 1;
    const bool failed_here = r && r->status != Status::Passed && r->failed_step == number;
    out += "<tr";
    if (failed_here) out += " class=\"failed-step\"";
    out += "><td class=\"num\">" + std::to_string(number) + "</td><td><code>" + html_escape(step.text) +
           "</code></td><td>";
    if (!r || i >= r->trace.size()) {
      out += "<span class=\"muted\">not run</span>";
    } else {
      const StepTrace& t = r->trace[i];
      if (t.result) out += result_text(*t.result);
      if (step.kind == Step::Kind::Expect) {
        if (t.mismatches.empty()) out += "<span class=\"holds\">holds</span>";
        for (const std::string& m : t.mismatches)
          out += "<div class=\"mismatch\">" + html_escape(m) + "</div>";
      }
    }
    out += "</td></tr>\n";
  }
  out += "</tbody>\n</table>\n";
  return out;
}

std::string scenario_section(const std::string& id, const ScenarioEntry& e, std::size_t& boards) {
  if (!e.scenario) {
    return "<section class=\"scenario missing\" data-scenario=\"" + html_escape(id) + "\"><h3><code>" +
           html_escape(id) + "</code> " + html::badge(Verdict::Pending) +
           "</h3><p>This scenario is listed by the ruling but was not found in the suite.</p></section>\n";
  }
  const Scenario& s = *e.scenario;
  const ScenarioResult* r = e.result;
  std::string out = "<section class=\"scenario\" id=\"" + html_escape(page_name(s.id)) +
                    "\" data-scenario=\"" + html_escape(s.id) + "\" data-status=\"" +
                    std::string(r ? to_string(r->status) : std::string_view("not-run")) + "\">\n<h3>" +
                    html_escape(s.title.empty() ? s.id : s.title) + " " +
                    (r ? html::badge(r->status) : html::badge(Verdict::Pending)) + "</h3>\n";
  out += "<p class=\"meta\"><code>" + html_escape(s.id) + "</code> · <code>" + html_escape(s.loc.str()) +
         "</code> · cards: " + html::card_links(s.cards, kRoot) + "</p>\n";
  if (!r) {
    out += "<p class=\"message\">Not run.</p>\n";
  } else if (r->status == Status::Pending) {
    out += "<p class=\"message pending\"><strong>Pending:</strong> " + html_escape(r->message) + "</p>\n";
  } else if (r->status == Status::Failed) {
    out += "<div class=\"message fail\"><p><strong>Failed:</strong> " + html_escape(r->message) + "</p>";
    if (!r->expected.empty())
      out += "<p>expected <code>" + html_escape(r->expected) + "</code><br>actual <code>" +
             html_escape(r->actual) + "</code></p>";
    out += "</div>\n";
  }
  out += steps_table(s, r);
  if (r && r->setup_board && r->final_board) {
    const int ran = static_cast<int>(r->trace.size());
    std::string after = "After step " + std::to_string(ran);
    if (r->status == Status::Failed && r->failed_step > 0) after += " (where it failed)";
    out += "<div class=\"boards\">" + board_figure(*r->setup_board, "Setup", s.id, "setup") +
           board_figure(*r->final_board, after, s.id, "final") + "</div>\n";
    boards += 2;
  } else if (r && r->status == Status::Failed) {
    out += "<p class=\"muted\">No board: the setup could not be made.</p>\n";
  }
  out += "</section>\n";
  return out;
}

std::string definition(std::string_view term, const std::string& value_html) {
  std::string out = "<dt>";
  out += term;
  out += "</dt><dd>" + value_html + "</dd>";
  return out;
}

}  // namespace

std::string ruling_page(const ReportModel& m, const Ruling& r) {
  const Verdict v = m.verdict(r);
  const auto scenarios = m.scenarios_of(r);
  std::string body;
  std::size_t boards = 0;
  for (const auto& [id, entry] : scenarios) body += scenario_section(id, entry, boards);

  std::string out = html::page_start(r.id, kRoot,
                                     "data-kmr-page=\"ruling\" data-kmr-ruling=\"" + html_escape(r.id) +
                                         "\"" + html::data_count("scenarios", scenarios.size()) +
                                         html::data_count("boards", boards));
  out += "<h1>Ruling " + html_escape(r.id) + " " + html::badge(v) + "</h1>\n<dl class=\"facts\">";
  if (!r.source.document.empty()) {
    std::string where = html_escape(r.source.document);
    if (!r.source.revised.empty()) where += ", revised " + html_escape(r.source.revised);
    where += ": section " + html_escape(r.source.section);
    if (r.source.letter) where += ", letter " + html_escape(*r.source.letter);
    where += ", no. " + std::to_string(r.source.position);
    out += definition("Source", where);
  }
  out += definition("Cards", html::card_links(r.cards, kRoot));
  if (!r.same_as.empty()) {
    std::string links;
    for (const std::string& id : r.same_as)
      links += (links.empty() ? "" : ", ") + (m.ruling(id) ? html::ruling_link(id, kRoot) : html_escape(id));
    out += definition("Same as", links);
  }
  out += definition("Status", html_escape(r.status.str()));
  if (r.loc.line > 0) out += definition("Entry", "<code>" + html_escape(r.loc.str()) + "</code>");
  out += "</dl>\n";
  if (!r.question.empty()) out += "<h2>Question</h2>\n" + html::paragraphs(r.question);
  if (!r.answer.empty()) out += "<h2>Answer</h2>\n" + html::paragraphs(r.answer);
  if (!r.notes.empty())
    out += "<h2>Notes</h2>\n<div class=\"notes\">" + html::paragraphs(r.notes) + "</div>\n";
  out += "<h2>Scenarios (" + std::to_string(scenarios.size()) + ")</h2>\n";
  if (scenarios.empty()) out += "<p class=\"muted\">No scenario checks this ruling yet.</p>\n";
  out += body;
  out += html::page_end();
  return out;
}

}  // namespace kmr::harness
