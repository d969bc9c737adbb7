// kmr explain: a scenario step by step, with the engine's answer to each
// action (result, reason, the rule that decided) and the board as it goes.
#include "commands.hpp"
#include "kmr/base/console_text.hpp"
#include "kmr/base/did_you_mean.hpp"
#include "kmr/game.hpp"
#include "kmr/refusal.hpp"
#include "kmr/report/board_diagram.hpp"
#include "kmr/report/result_text.hpp"
#include "kmr/run/runner.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kExplainCommand = "kmr explain";
constexpr std::string_view kIndent = "    ";

constexpr CommandHelp kExplainHelp{
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

template <class Map, class Show>
void explain_sides(std::ostream& out, std::string_view key, const Map& map, Show show) {
  for (const auto& [side, items] : map) {
    std::string list;
    for (const auto& item : items) list += (list.empty() ? "" : ", ") + show(item, side);
    out << "  " << key << " " << to_string(side) << ": [" << list << "]\n";
  }
}

// The setup as the file wrote it, then what the engine made of it: effects
// laid with where they lie, the marks they put on pieces.
void explain_setup(std::ostream& out, const harness::Scenario& s) {
  const Setup& setup = s.setup;
  out << "\nsetup, as written\n  fen: " << harness::console_text(setup.fen) << '\n';
  if (setup.rules != RulesProfile::Knightmare) out << "  rules: " << to_string(setup.rules) << '\n';
  if (setup.phase != Phase::BeforeMove) out << "  phase: " << to_string(setup.phase) << '\n';
  for (const EffectSetup& e : setup.effects) {
    const std::string choices = harness::choices_words(e.choices);
    out << "  effect: " << harness::console_text(e.card) << " (" << to_string(e.owner) << ")"
        << (choices.empty() ? "" : " ") << harness::console_text(choices) << '\n';
  }
  auto card = [](const std::string& id, Side) { return id; };
  auto piece = [](Role r, Side side) { return std::string(1, role_letter(r, side)); };
  explain_sides(out, "hand", setup.hands, card);
  explain_sides(out, "deck", setup.decks, card);
  explain_sides(out, "discard", setup.discard, card);
  explain_sides(out, "captured", setup.captured, piece);
  explain_sides(out, "dead", setup.dead, piece);
  if (setup.common_deck) out << "  common deck: [" << joined(*setup.common_deck) << "]\n";

  auto game = Game::create(setup);
  if (!game) return;
  out << "\nafter the setup effects\n";
  for (const Effect& fx : game->effects()) {
    const std::string place = effect_place(*game, fx);
    out << "  in play: " << fx.card->name << (place.empty() ? "" : " " + place) << " (" << to_string(fx.owner)
        << (fx.suspended ? ", suspended" : "") << ")\n";
  }
  for (Square sq = 0; sq < 64; ++sq) {
    const std::vector<std::string> marks = game->marks_at(sq);
    if (!marks.empty()) out << "  marks " << square_name(sq) << ": [" << joined(marks) << "]\n";
  }
}

void explain_board(std::ostream& out, const std::string& fen) {
  out << "  fen: " << fen << '\n' << harness::indent_lines(harness::fen_diagram(fen), kIndent);
}

void explain(std::ostream& out, const harness::Scenario& s, const harness::ScenarioResult& r) {
  using harness::console_text;
  out << "== " << console_text(s.id);
  if (!s.title.empty()) out << ": " << console_text(s.title);
  out << "\n  file: " << console_text(s.loc.str()) << '\n';
  if (!s.rulings.empty()) out << "  rulings: " << console_text(joined(s.rulings)) << '\n';
  if (!s.cards.empty()) out << "  cards: " << console_text(joined(s.cards)) << '\n';
  if (s.pending) out << "  pending: " << console_text(*s.pending) << '\n';

  explain_setup(out, s);
  if (r.setup_fen.empty()) {
    out << "\nsetup failed: " << console_text(r.message) << '\n';
  } else {
    explain_board(out, r.setup_fen);
  }
  std::string shown_fen = r.setup_fen;
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const harness::Step& step = s.steps[i];
    out << "\nstep " << i + 1 << ": " << console_text(step.text) << '\n';
    if (i >= r.trace.size()) {
      out << "  (not run)\n";
      continue;
    }
    const harness::StepTrace& t = r.trace[i];
    if (t.result) out << harness::result_lines(*t.result);
    if (step.kind == harness::Step::Kind::Expect) {
      if (t.mismatches.empty()) out << "  holds\n";
      for (const std::string& m : t.mismatches) out << "  MISMATCH " << console_text(m) << '\n';
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
      out << "pending: " << console_text(r.message);
      break;
    case harness::Status::NotChecked:  // only an engine under test leaves parts unchecked
      out << console_text(r.message);
      break;
    case harness::Status::Failed:
      out << "FAILED";
      if (r.failed_step > 0) out << " at step " << r.failed_step;
      out << ": " << console_text(r.message);
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
  const auto vm = parse_with_paths(args, visible, kExplainCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kExplainHelp, visible);
    return ExitCode::Ok;
  }
  if (!vm->count("path")) {
    print_error(err, kExplainCommand, "which file? (kmr explain FILE [--id ID])");
    return ExitCode::BadInput;
  }
  const auto files = load_paths((*vm)["path"].as<std::vector<std::string>>(), kExplainCommand, err);
  if (!files) return ExitCode::BadInput;

  const std::optional<std::string> id =
      vm->count("id") ? std::optional<std::string>((*vm)["id"].as<std::string>()) : std::nullopt;
  bool load_errors = false;
  bool found = false;
  bool failed = false;
  std::vector<std::string_view> known_ids;  // for a did-you-mean on an --id that names none
  for (const harness::LoadedFile& file : *files) {
    for (const harness::BadScenario& bad : file.bad) {
      if (id && bad.id != *id) continue;
      err << harness::console_lines(bad.error) << '\n';
      load_errors = true;
      found = found || id.has_value();
    }
    if (file.error) {
      err << harness::console_text(*file.error) << '\n';
      load_errors = true;
      continue;
    }
    for (const harness::Scenario& s : file.scenarios) {
      known_ids.push_back(s.id);
      if (id && s.id != *id) continue;
      found = true;
      const harness::ScenarioResult r = harness::run_scenario(s, harness::RunOptions{.trace = true});
      explain(out, s, r);
      failed = failed || r.status == harness::Status::Failed;
    }
  }
  if (load_errors) return ExitCode::BadInput;
  if (id && !found) {
    print_error(err, kExplainCommand,
                "no scenario with id '" + *id + "'" + harness::did_you_mean(*id, known_ids));
    return ExitCode::BadInput;
  }
  if (!found) {
    print_error(err, kExplainCommand, "no scenario to explain: the files hold none");
    return ExitCode::BadInput;
  }
  return failed ? ExitCode::Failures : ExitCode::Ok;
}

}  // namespace kmr::cli
