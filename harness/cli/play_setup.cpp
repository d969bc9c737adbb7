// Making a session from the command line. The setup's words are read by
// the scenario loader (setup_from_words), a scenario's steps replayed
// through the session itself.
#include "play_setup.hpp"

#include "kmr/base/console_text.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/play/setup_words.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

std::optional<MadeSession> from_scenario(const harness::Scenario& s, int at, std::string_view command,
                                         std::ostream& err, const std::string& ruling = {}) {
  auto made = Session::create(s.setup);
  if (!made) {
    print_error(err, command, s.loc.str() + ": setup: " + made.error().message);
    return std::nullopt;
  }
  // The steps before `at`, played through the session: they are the line's start.
  const std::size_t upto = at > 0 ? static_cast<std::size_t>(at - 1) : s.steps.size();
  if (at > 0 && upto > s.steps.size()) {
    print_error(
        err, command,
        "--at " + std::to_string(at) + ": the scenario has " + std::to_string(s.steps.size()) + " steps");
    return std::nullopt;
  }
  for (std::size_t i = 0; i < upto; ++i) {
    const harness::Step& step = s.steps[i];
    if (step.kind == harness::Step::Kind::Action) made->act(step.action);
    if (step.kind == harness::Step::Kind::Probe) made->attempt(step.action);
  }
  // Where the line starts, as the opening answer and a saved file's comment say.
  std::string source = "scenario " + s.id + " of " + s.loc.file;
  if (!ruling.empty()) source += " (ruling " + ruling + "'s first scenario)";
  source +=
      at > 0 ? ", before its step " + std::to_string(at)
             : ", after its " + std::to_string(s.steps.size()) + (s.steps.size() == 1 ? " step" : " steps");
  return MadeSession{std::move(made).value(), std::move(source), s.rulings, std::nullopt};
}

std::optional<MadeSession> from_file(const std::string& path, const std::optional<std::string>& id, int at,
                                     std::string_view command, std::ostream& err) {
  const harness::LoadedFile f = harness::load_file(path);
  for (const std::string& e : f.errors()) err << harness::console_text(e) << '\n';
  if (f.error) return std::nullopt;
  for (const harness::Scenario& s : f.scenarios)
    if (!id || s.id == *id) return from_scenario(s, at, command, err);
  print_error(err, command, id ? "no scenario with id '" + *id + "' in " + path : "no scenario in " + path);
  return std::nullopt;
}

std::optional<MadeSession> from_ruling(const po::variables_map& vm, const std::string& ruling, int at,
                                       std::string_view command, std::ostream& err) {
  const auto kb = load_knowledge_base(vm, true, command, err);
  if (!kb) return std::nullopt;
  std::optional<std::string> first;
  for (const harness::RulingsFile& f : kb->files)
    for (const harness::Ruling& r : f.rulings)
      if (r.id == ruling && !r.scenarios.empty()) first = r.scenarios.front();
  if (!first) {
    print_error(err, command,
                "no ruling '" + ruling + "' with a scenario in " + (kb->present() ? kb->dir : "rulings/"));
    return std::nullopt;
  }
  const auto files = load_paths({}, command, err);
  if (!files) return std::nullopt;
  for (const harness::LoadedFile& f : *files)
    for (const harness::Scenario& s : f.scenarios)
      if (s.id == *first) return from_scenario(s, at, command, err, ruling);
  print_error(err, command, "ruling " + ruling + "'s scenario '" + *first + "' is not under scenarios/");
  return std::nullopt;
}

std::optional<MadeSession> dealt(const po::variables_map& vm, std::string_view command, std::ostream& err) {
  DealOptions options;
  if (vm.count("seed")) options.seed = vm["seed"].as<std::uint64_t>();
  if (vm.count("budget")) options.budget = vm["budget"].as<int>();
  if (vm.count("sets")) {
    auto sets = parse_card_sets(vm["sets"].as<std::string>());
    if (!sets) {
      print_error(err, command, "--sets takes " + sets.error().message);
      return std::nullopt;
    }
    options.sets = std::move(*sets);
  }
  auto deal = Deal::standard(options);
  if (!deal) {
    print_error(err, command, "--deal: " + deal.error().message);
    return std::nullopt;
  }
  auto made = Session::create(deal->setup);
  if (!made) {
    print_error(err, command, "--deal: " + made.error().message);
    return std::nullopt;
  }
  return MadeSession{std::move(made).value(),
                     "a standard game dealt from seed " + std::to_string(options.seed),
                     {},
                     std::move(deal).value()};
}

}  // namespace

void add_deal_options(po::options_description& options) {
  options.add_options()  //
      ("deal",
       "a standard game: decks built from the sets to the budget, shuffled from the seed, five "
       "cards dealt to each player (R3, R4); both players play from this terminal, each hand "
       "shown on its turn")                                                                       //
      ("seed", po::value<std::uint64_t>()->value_name("N"), "with --deal: the seed (default 1)")  //
      ("sets", po::value<std::string>()->value_name("SETS"),
       "with --deal: the card sets, kc1 (default), kc2 or kc1,kc2")  //
      ("budget", po::value<int>()->value_name("POINTS"),
       "with --deal: each deck's points (default 150, R3.1)");
}

void add_setup_options(po::options_description& options, bool sources) {
  options.add_options()  //
      ("hands", po::value<std::string>()->value_name("HANDS"),
       "the hands, as the scenario format writes them: \"{white: [bog], black: [fireball]}\"")  //
      ("effect", po::value<std::vector<std::string>>()->value_name("ENTRY"),
       "a continuing effect in play, as an entry of `effects:`: \"{card: pacifism, owner: white, target: "
       "d5}\" (repeatable, oldest first)")  //
      ("phase", po::value<std::string>()->value_name("PHASE"), "before-move (default) or after-move");
  if (!sources) return;
  options.add_options()  //
      ("scenario", po::value<std::string>()->value_name("FILE"),
       "start from a scenario file's setup and steps")                                                   //
      ("id", po::value<std::string>()->value_name("ID"), "the scenario of FILE (default: its first)")    //
      ("at", po::value<int>()->value_name("STEP"), "stop before step STEP (default: after every step)")  //
      ("ruling", po::value<std::string>()->value_name("ID"), "start from the ruling's first scenario");
  add_rulings_option(options);
}

std::optional<MadeSession> session_from_options(const po::variables_map& vm, const std::string& fen,
                                                std::string_view command, std::ostream& err,
                                                const std::optional<std::string>& hands) {
  const int at = vm.count("at") ? vm["at"].as<int>() : 0;
  if (vm.count("at") && at < 1) {
    print_error(err, command, "--at takes a step number from 1");
    return std::nullopt;
  }
  const bool from_words = !fen.empty() || vm.count("hands") || vm.count("effect") || vm.count("phase");
  const bool dealing = vm.count("deal") > 0;
  if (!dealing && (vm.count("seed") || vm.count("sets") || vm.count("budget"))) {
    print_error(err, command, "--seed, --sets and --budget go with --deal");
    return std::nullopt;
  }
  if (dealing && (from_words || vm.count("scenario") || vm.count("ruling"))) {
    print_error(err, command,
                "--deal sets the game up itself: give no --fen, --hands, --effect, --phase, "
                "--scenario or --ruling with it");
    return std::nullopt;
  }
  if (dealing) return dealt(vm, command, err);
  if ((vm.count("scenario") || vm.count("ruling")) && from_words) {
    print_error(err, command,
                "give either a setup (--fen, --hands, --effect, --phase) or --scenario / --ruling");
    return std::nullopt;
  }
  if (vm.count("scenario") && vm.count("ruling")) {
    print_error(err, command, "give --scenario or --ruling, not both");
    return std::nullopt;
  }
  if (vm.count("scenario")) {
    const std::optional<std::string> id =
        vm.count("id") ? std::optional<std::string>(vm["id"].as<std::string>()) : std::nullopt;
    return from_file(vm["scenario"].as<std::string>(), id, at, command, err);
  }
  if (vm.count("ruling")) return from_ruling(vm, vm["ruling"].as<std::string>(), at, command, err);
  harness::SetupWords words;
  words.fen = fen;
  if (vm.count("hands")) words.hands = vm["hands"].as<std::string>();
  if (hands) words.hands = *hands;
  if (vm.count("effect")) words.effects = vm["effect"].as<std::vector<std::string>>();
  if (vm.count("phase")) words.phase = vm["phase"].as<std::string>();
  auto setup = harness::setup_from_words(words);
  if (!setup) {
    print_error(err, command, harness::console_text(setup.error().message));
    return std::nullopt;
  }
  auto made = Session::create(*setup);
  if (!made) {
    print_error(err, command, "setup: " + harness::console_text(made.error().message));
    return std::nullopt;
  }
  return MadeSession{std::move(made).value(), {}, {}, std::nullopt};
}

}  // namespace kmr::cli
