// kmr explain: a scenario step by step, with the engine's answer to each
// action (result, reason, the rule that decided) and the board as it goes.
#include "commands.hpp"
#include "kmr/harness/board_diagram.hpp"
#include "kmr/harness/runner.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kCommand = "kmr explain";
constexpr std::string_view kIndent = "    ";

constexpr CommandHelp kHelp{
    "kmr explain [options] FILE",
    "Runs the scenarios of FILE (or only --id) and traces them: the setup board,\n"
    "then for each step its text, the engine's result for actions and probes\n"
    "(outcome, reason, rule, detail, events) or what did not hold for expects,\n"
    "and the board after the step. Ends with the scenario's status.\n",
};

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

void explain_result(std::ostream& out, const Result& r) {
  out << "  result: " << to_string(r.outcome) << '\n';
  if (r.reason) out << "  reason: " << to_string(*r.reason) << '\n';
  if (!r.rule.empty()) out << "  rule:   " << r.rule << '\n';
  if (!r.detail.empty()) out << "  detail: " << r.detail << '\n';
  if (!r.events.empty()) out << "  events: " << joined(r.events) << '\n';
}

void explain_board(std::ostream& out, const std::string& fen) {
  out << "  fen: " << fen << '\n' << harness::indent_lines(harness::fen_diagram(fen), kIndent);
}

void explain(std::ostream& out, const harness::Scenario& s, const harness::ScenarioResult& r) {
  out << "== " << s.id;
  if (!s.title.empty()) out << ": " << s.title;
  out << "\n  file: " << s.loc.str() << '\n';
  if (!s.rulings.empty()) out << "  rulings: " << joined(s.rulings) << '\n';
  if (!s.cards.empty()) out << "  cards: " << joined(s.cards) << '\n';
  if (s.pending) out << "  pending: " << *s.pending << '\n';

  if (r.setup_fen.empty()) {
    out << "\nsetup failed: " << r.message << '\n';
  } else {
    out << "\nsetup\n";
    explain_board(out, r.setup_fen);
  }
  std::string shown_fen = r.setup_fen;
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const harness::Step& step = s.steps[i];
    out << "\nstep " << i + 1 << ": " << step.text << '\n';
    if (i >= r.trace.size()) {
      out << "  (not run)\n";
      continue;
    }
    const harness::StepTrace& t = r.trace[i];
    if (t.result) explain_result(out, *t.result);
    if (step.kind == harness::Step::Kind::Expect) {
      if (t.mismatches.empty()) out << "  holds\n";
      for (const std::string& m : t.mismatches) out << "  MISMATCH " << m << '\n';
    }
    // A board that did not change is not drawn again.
    if (t.fen == shown_fen) {
      out << "  board unchanged\n";
    } else {
      explain_board(out, t.fen);
      shown_fen = t.fen;
    }
  }
  out << '\n';
  switch (r.status) {
    case harness::Status::Passed:
      out << "passed";
      break;
    case harness::Status::Pending:
      out << "pending: " << r.message;
      break;
    case harness::Status::Failed:
      out << "FAILED";
      if (r.failed_step > 0) out << " at step " << r.failed_step;
      out << ": " << r.message;
      break;
  }
  out << "\n\n";
}

}  // namespace

ExitCode cmd_explain(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("id", po::value<std::string>()->value_name("ID"), "only the scenario with this id");
  const auto vm = parse_with_paths(args, visible, kCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kHelp, visible);
    return ExitCode::Ok;
  }
  if (!vm->count("path")) {
    print_error(err, kCommand, "which file? (kmr explain FILE [--id ID])");
    return ExitCode::BadInput;
  }
  const auto files = load_paths((*vm)["path"].as<std::vector<std::string>>(), kCommand, err);
  if (!files) return ExitCode::BadInput;

  const std::optional<std::string> id =
      vm->count("id") ? std::optional<std::string>((*vm)["id"].as<std::string>()) : std::nullopt;
  bool load_errors = false;
  bool found = false;
  bool failed = false;
  for (const harness::LoadedFile& file : *files) {
    for (const harness::BadScenario& bad : file.bad) {
      if (id && bad.id != *id) continue;
      err << bad.error << '\n';
      load_errors = true;
      found = found || id.has_value();
    }
    if (file.error) {
      err << *file.error << '\n';
      load_errors = true;
      continue;
    }
    for (const harness::Scenario& s : file.scenarios) {
      if (id && s.id != *id) continue;
      found = true;
      const harness::ScenarioResult r = harness::run_scenario(s, harness::RunOptions{.trace = true});
      explain(out, s, r);
      failed = failed || r.status == harness::Status::Failed;
    }
  }
  if (load_errors) return ExitCode::BadInput;
  if (id && !found) {
    print_error(err, kCommand, "no scenario with id '" + *id + "'");
    return ExitCode::BadInput;
  }
  return failed ? ExitCode::Failures : ExitCode::Ok;
}

}  // namespace kmr::cli
