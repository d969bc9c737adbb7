// kmr report: the HTML report of the rulings and their scenarios, as a
// static site that works offline.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "commands.hpp"
#include "engine_options.hpp"
#include "kmr/base/text_file.hpp"
#include "kmr/door_matrix.hpp"
#include "kmr/graph/render.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/load/run_statuses.hpp"
#include "kmr/run/door_coverage.hpp"
#include "kmr/run/summary.hpp"
#include "kmr/site/model.hpp"
#include "kmr/site/site.hpp"
#include "options.hpp"
#include "report_inputs.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kReportCommand = "kmr report";

constexpr CommandHelp kReportHelp{
    "kmr report --out DIR [options] [PATH...]",
    "Runs every scenario under PATH (default scenarios/) and writes an HTML report\n"
    "to DIR, a static site with no external asset:\n"
    "  index.html        totals, one table per FAQ section or letter (ruling, cards,\n"
    "                    status), scenarios tied to no ruling, every card\n"
    "  rulings/<ID>.html a ruling's summaries and each of its scenarios: steps, the\n"
    "                    engine's answers, result, a board of the setup and one after\n"
    "                    every step that changes the board, effects or cards\n"
    "  scenarios/<id>.html  every scenario on its own page\n"
    "  cards/<id>.html   a card's text, rulings, scenarios, its neighbours around it\n"
    "  graph.html        the card graph: the map of its families (graph.svg alone),\n"
    "                    each family's picture opened one at a time\n"
    "  failures.html     failed scenarios and problems; scenarios.html every scenario\n"
    "  search.html       search over rulings, cards and scenarios (search.js,\n"
    "                    search-index.js)\n"
    "  faq/<section>.html  the FAQ as printed: every question and answer of a section\n"
    "                    or letter in order, with its edition and first example's boards\n"
    "  rules.html        the base rules (--rules-text), rule numbers linking to it (a\n"
    "                    warning says so when the text is not found)\n"
    "  matrix.html       the card x rule matrix of the doors: each card's general rules,\n"
    "                    how often they bit in random play (--matrix-games N per card)\n"
    "                    and in which scenarios\n"
    "  interactions.html pairs of cards random play (--interactions N games) shows\n"
    "                    acting together that no ruling or scenario names together,\n"
    "                    each with the end of its game as boards and words, and Try it\n"
    "--compare OLD.json (the JSON of an earlier kmr run --format json) lists on the\n"
    "index the scenarios whose outcome moved since, and marks them on their pages.\n"
    "  style.css, step.js (the boards of a scenario stepped through)\n"
    "  kmr.js, tryit.js  Try it under every scenario's boards: its steps played on one\n"
    "                    board, then any move or card, the engine's answers, undo, the\n"
    "                    line copied as a scenario (kmr.js: the engine built for the\n"
    "                    browser, --wasm; without it the pages have no Try it)\n"
    "--publish leaves out file paths, line numbers, the YAML of the steps and FENs,\n"
    "results, checks and the failures page, and writes the steps and what followed\n"
    "them in words: a FAQ author's site. The default is the rules editor's view.\n"
    "The site is built in a new directory beside DIR, then put in DIR's place whole\n"
    "(the old report deleted): a run stopped part-way leaves the old report or none,\n"
    "never a mix. Each report holds a .kmr-report file; DIR must be missing, empty or\n"
    "such a report: any other directory with files in it is refused (exit 2) unless\n"
    "--force is given, which replaces it whole. Never replaced, even with --force:\n"
    "the root, the current directory or one holding it, $HOME or one holding it, a\n"
    "git work tree, a directory holding an input of the run (PATH, --rulings), and\n"
    "a link to nothing.\n"
    "A run holds a lock (.NAME.kmr-lock beside DIR, removed after) while it builds\n"
    "and puts its report in place: a second run on the same DIR meanwhile stops at\n"
    "once with exit 2, saying so; what runs killed part-way left beside DIR\n"
    "(.NAME.kmr-new.*, .NAME.kmr-old.*) is deleted by the next one.\n"
    "--engine COMMAND writes instead the conformance report of another engine run\n"
    "over the engine protocol (docs/engine-protocol.md; --engine-timeout as for kmr\n"
    "run): index.html holds its summary, its failures (each scenario's failing step,\n"
    "expected and actual answer), and per ruling and per card whether it passed,\n"
    "failed, was not checked (it reads what the engine does not claim) or is pending.\n"
    "The rulings knowledge base is --rulings DIR (by default rulings/ when no PATH is\n"
    "given); without one, the rulings are the ids the scenarios cite.\n"
    "Exits 0 once the report is written, whatever the scenarios' results (failures\n"
    "and files that do not load are shown in it); 2 on bad usage, a missing path, a\n"
    "DIR it may not replace or another run holds, or a file that cannot be written.\n",
};

// The base rules text the site renders as rules.html and links rule numbers
// to: --rules-text, else rules/rules.md of the shared material (where
// KMR_SHARED_DIR says, or ../shared beside the repository, as for the FAQ).
std::string rules_path(const po::variables_map& vm) {
  if (vm.count("rules-text")) return vm["rules-text"].as<std::string>();
  const char* dir = std::getenv("KMR_SHARED_DIR");
  const std::filesystem::path shared =
      dir && *dir ? std::filesystem::path(dir) : std::filesystem::path("../shared");
  return (shared / "rules" / "rules.md").string();
}

// The engine built for the browser (kmr.js, scripts/build-wasm.sh), copied
// into the site for Try it: --wasm, else KMR_WASM, else the installed
// share/kmr/kmr.js beside the command's bin/, else this source tree's
// build-wasm/kmr.js. "" when none is there.
std::string wasm_module(const po::variables_map& vm) {
  namespace fs = std::filesystem;
  if (vm.count("wasm")) return vm["wasm"].as<std::string>();
  std::vector<fs::path> places;
  if (const char* env = std::getenv("KMR_WASM"); env && *env) places.emplace_back(env);
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) places.push_back(self.parent_path().parent_path() / "share" / "kmr" / "kmr.js");
#ifdef KMR_SOURCE_DIR
  places.push_back(fs::path(KMR_SOURCE_DIR) / "build-wasm" / "kmr.js");
#endif
  for (const fs::path& p : places)
    if (fs::is_regular_file(p, ec)) return p.string();
  return "";
}

// `kmr report --engine COMMAND`: the conformance report of that engine.
ExitCode conformance_report(const po::variables_map& vm, const harness::ReportDirLock& lock,
                            std::ostream& out, std::ostream& err) {
  auto engine = start_engine(vm, kReportCommand, err);
  if (!engine) return ExitCode::BadInput;
  const auto suite = run_suite(vm, harness::RunOptions{}, kReportCommand, err, engine->get());
  if (!suite) return ExitCode::BadInput;
  const harness::ReportModel model =
      harness::build_report_model(suite->kb.files, suite->files, suite->results);
  const harness::ConformanceInfo info{(*engine)->name(), harness::protocol::part_names((*engine)->parts()),
                                      (*engine)->restarts()};
  if (const auto written = harness::publish_conformance_site(lock, model, info); !written) {
    print_error(err, kReportCommand, written.error().message);
    return ExitCode::BadInput;
  }
  out << "conformance of " << info.engine << '\n'
      << harness::conformance_summary(model) << '\n'
      << "open " << (std::filesystem::path(lock.dir()) / "index.html").string() << '\n';
  return ExitCode::Ok;
}

}  // namespace

ExitCode cmd_report(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()                                                                             //
      ("help,h", "show this help")                                                                  //
      ("out,o", po::value<std::string>()->value_name("DIR"), "write the report to DIR (required)")  //
      ("publish", "the FAQ author's view: no file paths, line numbers or YAML; steps in words")     //
      ("force", "replace DIR even when it is not a report (it holds no .kmr-report file)")          //
      ("matrix-games", po::value<int>()->value_name("N")->default_value(1),
       "random games per card for matrix.html, the card x rule matrix of the doors (0: no page)")  //
      ("interactions", po::value<int>()->value_name("N")->default_value(40),
       "random games watched for pairs of cards acting together that no ruling names (0: none)")  //
      ("compare", po::value<std::string>()->value_name("OLD.json"),
       "mark the scenarios whose outcome differs from an earlier kmr run --format json")  //
      ("wasm", po::value<std::string>()->value_name("FILE"),
       "the engine built for the browser (kmr.js) that gives every board Try it (default: KMR_WASM, the "
       "installed share/kmr/kmr.js, or build-wasm/kmr.js of the source tree)")  //
      ("rules-text", po::value<std::string>()->value_name("FILE"),
       "the base rules (Markdown) for rules.html (default: ../shared/rules/rules.md, or under "
       "KMR_SHARED_DIR)");
  add_suite_options(visible);
  add_engine_options(visible);
  const auto vm = parse_with_paths(args, visible, kReportCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kReportHelp, visible);
    return ExitCode::Ok;
  }
  if (!vm->count("out")) return usage_error(err, kReportCommand, "where to? (kmr report --out DIR)");
  // The conformance page has no FAQ view, comparison, Try it or interactions to give.
  for (const char* other : {"publish", "compare", "wasm", "rules-text"})
    if (vm->count("engine") && vm->count(other))
      return usage_error(
          err, kReportCommand,
          std::string("--engine writes the conformance page; --") + other + " does not go with it");
  const std::string dir = (*vm)["out"].as<std::string>();
  const std::string wasm = wasm_module(*vm);
  if (vm->count("wasm") && !std::filesystem::is_regular_file(wasm))
    return usage_error(err, kReportCommand, "--wasm: no such file: " + wasm);
  const bool force = vm->count("force") > 0;
  // Before the suite runs: a directory it may not replace, or one another
  // run is writing (the lock), fails at once.
  std::vector<std::filesystem::path> inputs;
  for (const std::string& p : paths_of(*vm)) inputs.emplace_back(p);
  if (inputs.empty()) inputs.emplace_back(kDefaultScenarioPath);
  inputs.emplace_back(vm->count("rulings") ? (*vm)["rulings"].as<std::string>()
                                           : std::string(harness::kDefaultRulingsDir));
  auto lock = harness::ReportDirLock::acquire(dir, force, std::move(inputs));
  if (!lock) {
    print_error(err, kReportCommand, lock.error().message);
    return ExitCode::BadInput;
  }

  const auto start = std::chrono::steady_clock::now();
  if (vm->count("engine")) return conformance_report(*vm, *lock, out, err);
  auto renderer = harness::GraphRenderer::create();
  if (!renderer) {
    print_error(err, kReportCommand, renderer.error().message);
    return ExitCode::BadInput;
  }
  const int matrix_games = (*vm)["matrix-games"].as<int>();
  if (matrix_games < 0 || matrix_games > 1000)
    return usage_error(err, kReportCommand, "--matrix-games: a number of games per card, 0 to 1000");
  const auto suite =
      run_suite(*vm, harness::RunOptions{.trace = true, .boards = true, .doors = matrix_games > 0},
                kReportCommand, err);
  if (!suite) return ExitCode::BadInput;
  harness::ReportModel model = harness::build_report_model(suite->kb.files, suite->files, suite->results);
  // The rules page is optional unless asked for by name: without the shared text, rule numbers stay text.
  const std::string rules = rules_path(*vm);
  if (vm->count("rules-text") || std::filesystem::exists(rules)) {
    auto text = harness::read_text_file(rules, "rules text");
    if (!text) {
      print_error(err, kReportCommand, text.error().message);
      return ExitCode::BadInput;
    }
    harness::attach_rules(model, std::move(*text));
  } else {
    err << "report: warning: no rules text at " << rules
        << " (--rules-text FILE, or KMR_SHARED_DIR): the site has no rules.html and rule numbers stay text\n";
  }
  if (matrix_games > 0) {
    MatrixOptions matrix;
    matrix.games_per_card = matrix_games;
    matrix.steps = 40;
    model.matrix = harness::door_coverage(fill_door_matrix(matrix), suite->results);
  }
  if (const int games = (*vm)["interactions"].as<int>(); games > 0) {
    if (games > 100000) return usage_error(err, kReportCommand, "--interactions: at most 100000 games");
    model.interactions = harness::find_interactions(harness::InteractionOptions{.games = games});
    // Each pair's game, run with its boards: the page shows how the two met.
    for (const harness::Interaction* in : harness::uncovered_interactions(model)) {
      harness::InteractionExample example;
      example.file =
          harness::load_text(harness::interaction_scenario_yaml(*in), "interaction-" + in->a + "-" + in->b);
      if (example.file.scenarios.size() != 1) continue;
      example.result = harness::run_scenario(example.file.scenarios.front(),
                                             harness::RunOptions{.trace = true, .boards = true});
      model.interaction_examples.emplace(in->a + " " + in->b, std::move(example));
    }
  } else if (games < 0) {
    return usage_error(err, kReportCommand, "--interactions: a number of games, 0 or more");
  }
  if (vm->count("compare")) {
    const std::string old = (*vm)["compare"].as<std::string>();
    auto text = harness::read_text_file(old, "earlier run");
    if (!text) {
      print_error(err, kReportCommand, text.error().message);
      return ExitCode::BadInput;
    }
    auto statuses = harness::read_run_statuses(*text, old);
    if (!statuses) {
      print_error(err, kReportCommand, statuses.error().message);
      return ExitCode::BadInput;
    }
    model.previous = std::move(*statuses);
  }
  harness::ReportOptions options;
  options.publish = vm->count("publish") > 0;
  options.wasm_module = wasm;
  if (options.wasm_module.empty())
    err << "report: no kmr.js (the engine built for the browser: scripts/build-wasm.sh, or --wasm FILE); "
           "the pages have no Try it\n";
  const auto stats = harness::publish_report_site(*lock, model, *renderer, options);
  if (!stats) {
    print_error(err, kReportCommand, stats.error().message);
    return ExitCode::BadInput;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char time[32];
  std::snprintf(time, sizeof time, "%.2f", seconds);
  out << "report: " << model.ruling_count() << " rulings, " << stats->ruling_pages << " ruling pages, "
      << stats->card_pages << " card pages, " << stats->scenario_pages << " scenario pages, " << stats->boards
      << " boards, " << stats->graphs << " graphs in " << time << " s\n"
      << "scenarios: " << harness::summary_line(harness::summarize(suite->results)) << '\n'
      << "open " << (std::filesystem::path(dir) / "index.html").string() << '\n';
  return ExitCode::Ok;
}

}  // namespace kmr::cli
