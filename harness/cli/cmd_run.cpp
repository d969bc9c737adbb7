// kmr run: runs scenarios and reports (console, JSON, JUnit).
#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>
#include <thread>

#include "commands.hpp"
#include "engine_options.hpp"
#include "kmr/base/atomic_write.hpp"
#include "kmr/base/did_you_mean.hpp"
#include "kmr/model/knowledge_base.hpp"
#include "kmr/model/scenario_filter.hpp"
#include "kmr/report/console.hpp"
#include "kmr/report/json.hpp"
#include "kmr/report/junit.hpp"
#include "kmr/run/runner.hpp"
#include "kmr/run/summary.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kRunCommand = "kmr run";

constexpr CommandHelp kRunHelp{
    "kmr run [options] [PATH...]",
    "Runs every scenario in the YAML files under PATH (files or directories;\n"
    "default scenarios/). Prints one block per failure (scenario, file, step,\n"
    "expected, actual, the engine's reason and the board), then the list of\n"
    "failures, and ends with the line `N passed, M failed` (plus `, K pending`\n"
    "when there are any), printed once. -v first lists every scenario with its\n"
    "result and pending reasons. When the knowledge base is read, the line\n"
    "`rulings: N encoded, M pending, K untestable` comes just before the summary.\n"
    "A scenario that does not load fails alone, by its id; a file that is not\n"
    "YAML counts as one failed scenario.\n"
    "--filter and --id select scenarios; both given, a scenario must pass each.\n"
    "An --id that names no scenario is bad input (exit 2).\n"
    "The rulings knowledge base (--rulings DIR; by default rulings/ when no PATH\n"
    "is given) is checked against the scenarios: each problem is a warning on\n"
    "stderr and does not change the counts (`kmr validate` is the strict check).\n"
    "--engine COMMAND plays them against another engine over the engine protocol\n"
    "(docs/engine-protocol.md): one process for the run, started again after it\n"
    "crashes, hangs past --engine-timeout or answers what does not read (that\n"
    "scenario fails, saying so), judged as kmr's own engine is. A scenario whose\n"
    "expectations read what the engine does not claim to answer (reasons, the\n"
    "state, the legal moves) and that nothing else fails is `not checked`, never\n"
    "passed: the summary adds `, K not checked`. The reports name the engine (the\n"
    "line `engine: ...` before the summary, JSON's \"engine\", a JUnit property).\n"
    "With --engine the scenarios run one after the other (-j does not apply), and\n"
    "--self-check, which reads kmr's own game, is refused.\n",
};

// A result slot in suite order: a load failure, or the scenario to run.
struct Slot {
  std::optional<harness::ScenarioResult> failure;
  std::size_t run_index = 0;
};

int resolve_jobs(int jobs) {
  if (jobs != 0) return jobs;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace

ExitCode cmd_run(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("filter", po::value<std::vector<std::string>>()->value_name("TEXT"),
       "only scenarios whose id contains TEXT, or that cite card or ruling TEXT exactly; repeat for any of "
       "several")  //
      ("id", po::value<std::vector<std::string>>()->value_name("ID"),
       "only the scenario with this exact id; repeatable")                                                  //
      ("jobs,j", po::value<int>()->default_value(1)->value_name("N"), "run on N threads (0: one per CPU)")  //
      ("format", po::value<std::string>()->default_value("console")->value_name("FORMAT"),
       "console; json (JSON on stdout, the summary line on stderr); or github (console, then one "
       "::error annotation per failure for GitHub Actions)")                                            //
      ("verbose,v", "list every scenario with its result first, pending reasons included")              //
      ("junit", po::value<std::string>()->value_name("FILE"), "also write a JUnit XML report to FILE")  //
      ("invariants",
       "also check the engine after every action, as kmr fuzz does: a refusal changes nothing, no card or "
       "piece appears or disappears, effects point at pieces in play, replaying the turn from its start "
       "rebuilds the game, the player to act has something to do")  //
      ("self-check", "the same as --invariants");
  add_engine_options(visible);
  add_rulings_option(visible);
  const auto vm = parse_with_paths(args, visible, kRunCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kRunHelp, visible);
    return ExitCode::Ok;
  }
  const std::string format = (*vm)["format"].as<std::string>();
  if (format != "console" && format != "json" && format != "github") {
    print_error(err, kRunCommand, "unknown --format '" + format + "' (console, json or github)");
    return ExitCode::BadInput;
  }
  const int jobs = (*vm)["jobs"].as<int>();
  if (jobs < 0) {
    print_error(err, kRunCommand, "--jobs must be 0 or more");
    return ExitCode::BadInput;
  }
  const bool self_check = vm->count("self-check") > 0 || vm->count("invariants") > 0;
  if (self_check && vm->count("engine"))
    return usage_error(err, kRunCommand,
                       "--self-check checks kmr's own engine; it does not go with --engine");
  harness::ScenarioFilter filter;
  if (vm->count("filter")) filter.texts = (*vm)["filter"].as<std::vector<std::string>>();
  if (vm->count("id")) filter.ids = (*vm)["id"].as<std::vector<std::string>>();

  // Checked before running, so a bad report path fails fast; written at the
  // end through a temporary file, so a failed run leaves the old report whole.
  std::optional<std::string> junit;
  if (vm->count("junit")) {
    junit = (*vm)["junit"].as<std::string>();
    if (const std::string why = harness::output_problem(*junit); !why.empty()) {
      print_error(err, kRunCommand, "cannot write " + *junit + " (--junit): " + why);
      return ExitCode::BadInput;
    }
  }

  const std::vector<std::string> paths = paths_of(*vm);
  const auto files = load_paths(paths, kRunCommand, err);
  if (!files) return ExitCode::BadInput;
  const auto kb = load_knowledge_base(*vm, paths.empty(), kRunCommand, err);
  if (!kb) return ExitCode::BadInput;
  if (kb->present()) {
    for (const harness::RulingsFile& file : kb->files)
      if (file.error) print_error(err, kRunCommand, "warning: " + *file.error);
    for (const harness::KnowledgeIssue& issue : harness::check_knowledge_base(kb->files, *files))
      print_error(err, kRunCommand, "warning: " + issue.str());
  }

  std::vector<Slot> slots;
  std::vector<const harness::Scenario*> to_run;
  bool all_loaded = true;
  std::vector<std::string> unseen_ids = filter.ids;
  std::vector<std::string_view> known_ids;  // for a did-you-mean on an --id that names none
  for (const harness::LoadedFile& file : *files) {
    if (file.error) {
      // Never filtered out: a broken file may hold the very scenarios asked for.
      slots.push_back({harness::load_failure(file), 0});
      all_loaded = false;
      continue;
    }
    // A scenario that did not load fails alone, by its id; the filters apply to it by that id.
    for (const harness::BadScenario& bad : file.bad) {
      std::erase(unseen_ids, bad.id);
      known_ids.push_back(bad.id);
      harness::Scenario named;
      named.id = bad.id;
      if (!filter.matches(named)) continue;
      slots.push_back({harness::load_failure(file, bad), 0});
    }
    for (const harness::Scenario& s : file.scenarios) {
      std::erase(unseen_ids, s.id);
      known_ids.push_back(s.id);
      if (!filter.matches(s)) continue;
      slots.push_back({std::nullopt, to_run.size()});
      to_run.push_back(&s);
    }
  }
  if (!unseen_ids.empty() && all_loaded) {
    for (const std::string& id : unseen_ids)
      print_error(err, kRunCommand,
                  "no scenario with id '" + id + "'" + harness::did_you_mean(id, known_ids));
    return ExitCode::BadInput;
  }
  if (slots.empty() && !filter.empty()) {
    print_error(err, kRunCommand, "no scenario matches the filters");
    return ExitCode::BadInput;
  }

  // The engine starts once the scenarios are loaded: a bad one stops the run before anything runs.
  auto engine = start_engine(*vm, kRunCommand, err);
  if (!engine) return ExitCode::BadInput;
  std::vector<harness::ScenarioResult> ran =
      *engine
          ? harness::run_scenarios(to_run, **engine)
          : harness::run_scenarios(to_run, resolve_jobs(jobs), harness::RunOptions{.self_check = self_check});
  const std::string engine_name = *engine ? (*engine)->name() : std::string(harness::kInProcessEngineName);
  // Said before the summary when it is not kmr's own (which the output has always meant).
  std::string engine_line;
  if (*engine) {
    engine_line = "engine: " + engine_name;
    if ((*engine)->restarts() > 0)
      engine_line += ", started again " + std::to_string((*engine)->restarts()) + " times";
  }
  std::vector<harness::ScenarioResult> results;
  results.reserve(slots.size());
  for (Slot& slot : slots)
    results.push_back(slot.failure ? std::move(*slot.failure) : std::move(ran[slot.run_index]));

  const harness::Summary summary = harness::summarize(results);
  // The rulings' statuses, counted apart, just before the summary line (which stays last).
  const std::optional<std::string> rulings =
      kb->present() ? std::optional(harness::rulings_line(kb->files)) : std::nullopt;
  if (format == "json") {
    harness::report_json(out, results, engine_name);
    if (!engine_line.empty()) err << engine_line << '\n';
    if (rulings) err << *rulings << '\n';
    err << harness::summary_line(summary) << '\n';
  } else {
    harness::report_details(out, results, vm->count("verbose") > 0);
    if (format == "github") harness::report_github(out, results);
    if (!engine_line.empty()) out << engine_line << '\n';
    if (rulings) out << *rulings << '\n';
    out << harness::summary_line(summary) << '\n';
  }
  if (junit) {
    std::ostringstream xml;
    harness::report_junit(xml, results, engine_name);
    out.flush();  // --junit /dev/stdout: after what is printed above
    if (!harness::write_atomically(*junit, xml.str())) {
      print_error(err, kRunCommand, "cannot write " + *junit);
      return ExitCode::BadInput;
    }
  }
  return summary.failed > 0 ? ExitCode::Failures : ExitCode::Ok;
}

}  // namespace kmr::cli
