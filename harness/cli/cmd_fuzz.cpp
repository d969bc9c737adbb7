// kmr fuzz: random games against the engine's invariants; a violation is
// written as a scenario file that replays it, shrunk.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

#include "commands.hpp"
#include "kmr/base/atomic_write.hpp"
#include "kmr/card.hpp"
#include "kmr/random_play.hpp"
#include "kmr/run/fuzz.hpp"
#include "options.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kFuzzCommand = "kmr fuzz";

constexpr CommandHelp kFuzzHelp{
    "kmr fuzz [options]",
    "Plays random games from the opening position with random hands: random\n"
    "moves, card plays with random choices, passes, discards and end-turns. After\n"
    "every action it checks the engine's invariants: a refusal changes nothing;\n"
    "each piece and each card is in exactly one place; effects point at pieces in\n"
    "play; the turn replays; the player whose turn it is has something to do.\n"
    "Prints how many games and actions, how often each card was accepted, and how\n"
    "the games ended. On a violation it writes a scenario replaying the game,\n"
    "shrunk to the fewest actions that still break it (--out), and exits 1.\n"
    "--every-card also exits 1 when a card dealt was never accepted.\n",
};

void bar(std::ostream& err, int done, int total) {
  constexpr int kWidth = 30;
  const int filled = total > 0 ? done * kWidth / total : kWidth;
  err << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
      << std::string(static_cast<std::size_t>(kWidth - filled), ' ') << "] " << done << "/" << total
      << " games" << std::flush;
}

}  // namespace

ExitCode cmd_fuzz(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()                                                                                 //
      ("help,h", "show this help")                                                                      //
      ("games", po::value<int>()->default_value(100)->value_name("N"), "games to play (1 to 1000000)")  //
      ("seed", po::value<std::uint64_t>()->default_value(1)->value_name("S"), "random seed")            //
      ("steps", po::value<int>()->default_value(200)->value_name("K"),
       "actions tried per game at most (1 to 100000)")  //
      ("cards", po::value<std::string>()->value_name("ID,..."),
       "deal only these cards (default: every implemented card)")  //
      ("out", po::value<std::string>()->default_value("fuzz-failure.yaml")->value_name("FILE"),
       "where a violation's scenario is written")  //
      ("jobs,j", po::value<int>()->default_value(1)->value_name("N"),
       "play games on N threads (0: one per CPU); the results are those of one job")  //
      ("every-card", "fail when a card dealt is never accepted");
  const auto vm = parse_options(args, visible, {}, {}, kFuzzCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kFuzzHelp, visible);
    return ExitCode::Ok;
  }
  harness::FuzzOptions options;
  options.games = (*vm)["games"].as<int>();
  options.seed = (*vm)["seed"].as<std::uint64_t>();
  options.steps = (*vm)["steps"].as<int>();
  if (options.games < 1 || options.games > 1000000)
    return usage_error(err, kFuzzCommand,
                       "--games " + std::to_string(options.games) + " is out of range (1 to 1000000)");
  if (options.steps < 1 || options.steps > 100000)
    return usage_error(err, kFuzzCommand,
                       "--steps " + std::to_string(options.steps) + " is out of range (1 to 100000)");
  options.jobs = (*vm)["jobs"].as<int>();
  if (options.jobs < 0 || options.jobs > 1024)
    return usage_error(err, kFuzzCommand,
                       "--jobs " + std::to_string(options.jobs) + " is out of range (0 to 1024)");
  if (options.jobs == 0) options.jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (vm->count("cards")) {
    std::stringstream list((*vm)["cards"].as<std::string>());
    for (std::string id; std::getline(list, id, ',');) {
      const CardDef* c = find_card(id);
      if (!c) return usage_error(err, kFuzzCommand, "--cards: no card is called '" + id + "'");
      if (!c->behaviour) return usage_error(err, kFuzzCommand, "--cards: " + id + " is not implemented");
      options.cards.push_back(id);
    }
    if (options.cards.empty()) return usage_error(err, kFuzzCommand, "--cards: name at least one card");
  }
  const bool tty = isatty(STDERR_FILENO) == 1;
  const auto progress = [&](int done) {
    if (tty && (done == options.games || done % 10 == 0)) bar(err, done, options.games);
  };
  const auto start = std::chrono::steady_clock::now();
  harness::FuzzSummary sum = harness::run_fuzz(options, progress);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (tty) err << "\n";

  out << "kmr fuzz: " << sum.games << " games, " << sum.actions << " actions (" << sum.accepted
      << " accepted), seed " << options.seed << "\n";
  // The speed of whole games, cards and effects included (scripts/bench-games.sh
  // parses this line); the shrinking of a failure is not timed.
  char speed[128];
  std::snprintf(speed, sizeof speed, "speed: %.3f s, %.1f games/s, %.0f actions/s\n", seconds,
                seconds > 0 ? sum.games / seconds : 0.0,
                seconds > 0 ? static_cast<double>(sum.actions) / seconds : 0.0);
  out << speed;
  if (sum.slowest_game >= 0) {
    char slowest[128];
    std::snprintf(slowest, sizeof slowest, "slowest game: %.3f s (game %d, seed %llu)\n", sum.slowest_seconds,
                  sum.slowest_game, static_cast<unsigned long long>(sum.slowest_seed));
    out << slowest;
  }
  out << "games ended:";
  for (const auto& [how, n] : sum.endings) out << " " << how << " " << n << ";";
  out << "\ncards (accepted/played):\n";
  std::vector<std::string> never;
  for (const auto& [id, c] : sum.cards) {
    out << "  " << id << " " << c.accepted << "/" << c.played << "\n";
    if (c.accepted == 0) never.push_back(id);
  }
  if (!never.empty()) {
    out << "never accepted:";
    for (const auto& id : never) out << " " << id;
    out << "\n";
    // What stopped them most often: the condition random play never meets.
    for (const auto& id : never) {
      const auto& refusals = sum.cards[id].refusals;
      const auto top = std::max_element(refusals.begin(), refusals.end(),
                                        [](const auto& a, const auto& b) { return a.second < b.second; });
      if (top != refusals.end())
        out << "  " << id << " most often refused (" << top->second << "x): " << top->first << "\n";
    }
  }
  if (sum.failure) {
    const harness::FuzzFailure shrunk = harness::shrink(*sum.failure);
    const std::string path = (*vm)["out"].as<std::string>();
    err << kFuzzCommand << ": invariant broken in game " << sum.games << " (seed " << shrunk.game_seed
        << ") after " << sum.failure->actions.size() << " actions, shrunk to " << shrunk.actions.size()
        << ":\n";
    for (const std::string& b : shrunk.broken) err << "  " << b << "\n";
    if (!harness::write_atomically(path, harness::failure_scenario_yaml(shrunk))) {
      print_error(err, kFuzzCommand, "cannot write " + path);
      return ExitCode::Failures;
    }
    err << kFuzzCommand << ": the game is written to " << path << " (kmr run --invariants " << path << ")\n";
    return ExitCode::Failures;
  }
  if (vm->count("every-card") && !never.empty()) {
    print_error(err, kFuzzCommand, std::to_string(never.size()) + " card(s) never accepted: see above");
    return ExitCode::Failures;
  }
  return ExitCode::Ok;
}

}  // namespace kmr::cli
