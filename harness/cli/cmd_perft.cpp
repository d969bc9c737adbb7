// kmr perft: leaf counts of the legal move tree, the standard check of the
// move generators (and of one against another). Scripts parse the exact
// `Nodes: N` line.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>

#include "commands.hpp"
#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/perft.hpp"
#include "options.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kPerftCommand = "kmr perft";

constexpr CommandHelp kPerftHelp{
    "kmr perft [options] [--effect ENTRY]... FEN DEPTH\n"
    "       kmr perft [options] --scenario FILE [--id ID] DEPTH",
    "Counts the leaf nodes of the legal move tree of FEN to DEPTH plies and\n"
    "prints `Nodes: N`. FEN may be one quoted argument or its fields as separate\n"
    "arguments; `startpos` stands for the initial position. With --divide, first\n"
    "one line per root move, `e2e4: 9`, sorted by move, then a blank line.\n"
    "The time and speed go to stderr as `Time: S s (X Mnps)`. DEPTH is at most 64\n"
    "(plies; deeper is refused, exit 2).\n"
    "\n"
    "--effect puts a continuing effect in play on FEN, written as in a scenario's\n"
    "setup.effects ('{card: fortification, owner: white, wall: d4-d5}').\n"
    "With --scenario the position is a scenario's setup: its FEN, rules and the\n"
    "continuing effects it puts in play (setup.effects, as `kmr run` sets them up).\n"
    "The effects are held as they are: no card is played, no effect ends, only\n"
    "moves are counted. --rules, when given, overrides the scenario's rules.\n"
    "\n"
    "--path chooses the move generator:\n"
    "  fast       the plain-chess generator; plain chess only (no continuing\n"
    "             effect, one unmarked King a side, no Princess): anything else\n"
    "             is refused (exit 2)\n"
    "  generic    the card-aware generator: the effects resolved into tables,\n"
    "             then bitboard generation; a piece whose movement no chess\n"
    "             role has (CONFABULATION, CRAB, WARLORD, a Princess...) goes\n"
    "             to the PieceRules route, piece by piece\n"
    "  reference  the PieceRules route alone, asking the effects about every\n"
    "             piece and square: slow, the reference the others are tested\n"
    "             against\n"
    "  auto       fast on plain chess, generic otherwise (what a game uses)\n",
};

std::optional<int> parse_depth(const std::string& text) {
  int depth = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), depth);
  if (ec != std::errc() || end != text.data() + text.size() || depth < 0) return std::nullopt;
  return depth;
}

std::string depth_problem(const std::string& text) {
  return "DEPTH must be a whole number from 0 to " + std::to_string(kMaxPerftDepth) + ", not '" + text + "'";
}

// A negative DEPTH ("-1") reads as an option to the option parser: told as
// a bad DEPTH instead. Option values (--id -1) are left to the parser.
std::optional<std::string> negative_depth(const Args& args) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool negative = a.size() > 1 && a[0] == '-' &&
                          std::all_of(a.begin() + 1, a.end(), [](char c) { return c >= '0' && c <= '9'; });
    const bool a_value = i > 0 && args[i - 1].rfind("--", 0) == 0 &&
                         args[i - 1].find('=') == std::string::npos && args[i - 1] != "--divide" &&
                         args[i - 1] != "--generic" && args[i - 1] != "--help";
    if (negative && !a_value) return a;
  }
  return std::nullopt;
}

struct Start {
  Position position;
  RulesProfile rules = RulesProfile::Fide;
  std::vector<Effect> effects;
};

// The setup of the scenario `id` of `file` (the only one when `id` is empty).
std::optional<Start> scenario_start(const std::string& file, const std::string& id, std::ostream& err) {
  const harness::LoadedFile loaded = harness::load_file(file);
  if (loaded.error || (!loaded.bad.empty() && loaded.scenarios.empty())) {
    for (const std::string& e : loaded.errors()) print_error(err, kPerftCommand, e);
    return std::nullopt;
  }
  for (const harness::BadScenario& b : loaded.bad)
    if (b.id == id) {
      print_error(err, kPerftCommand, b.error);
      return std::nullopt;
    }
  const harness::Scenario* found = nullptr;
  for (const harness::Scenario& s : loaded.scenarios)
    if (id.empty() ? loaded.scenarios.size() == 1 : s.id == id) found = &s;
  if (!found) {
    std::string ids;
    for (const harness::Scenario& s : loaded.scenarios) ids += (ids.empty() ? "" : ", ") + s.id;
    print_error(err, kPerftCommand,
                id.empty() ? file + " holds " + std::to_string(loaded.scenarios.size()) +
                                 " scenarios: choose one with --id (" + ids + ")"
                           : file + ": no scenario '" + id + "' (there are: " + ids + ")");
    return std::nullopt;
  }
  auto game = Game::create(found->setup);
  if (!game) {
    print_error(err, kPerftCommand,
                found->setup_loc.str() + ": the setup is refused: " + game.error().message);
    return std::nullopt;
  }
  return Start{game->position(), game->rules(), game->effects()};
}

// FEN with effects written as scenario `setup.effects` entries, set up as
// a scenario's are: the text goes through the scenario loader and Game::create.
std::optional<Start> fen_with_effects(const std::string& fen, RulesProfile rules,
                                      const std::vector<std::string>& effects, std::ostream& err) {
  std::string yaml =
      "scenarios:\n  - id: perft\n    title: perft\n    rulings: []\n    setup:\n      fen: \"" + fen +
      "\"\n      rules: " + std::string(to_string(rules)) + "\n      effects:\n";
  for (const std::string& e : effects) yaml += "        - " + e + "\n";
  yaml += "    steps:\n      - expect: {to_move: white}\n";
  const harness::LoadedFile loaded = harness::load_text(yaml, "--effect");
  if (loaded.error || loaded.scenarios.size() != 1) {
    // "--effect:LINE:COLUMN: message", LINE 9 being the first --effect's
    // line of the text above and each entry indented by 10 columns.
    std::string what;
    for (const std::string& e : loaded.errors()) {
      int line = 0, column = 0, used = 0;
      std::string told = e;
      if (std::sscanf(e.c_str(), "--effect:%d:%d:%n", &line, &column, &used) == 2 && used > 0 && line >= 9 &&
          line < 9 + static_cast<int>(effects.size()))
        told = "--effect " + std::to_string(line - 8) + ", column " +
               std::to_string(std::max(1, column - 10)) + ":" + e.substr(static_cast<std::size_t>(used));
      what += (what.empty() ? "" : "; ") + told;
    }
    print_error(
        err, kPerftCommand,
        "bad --effect (a setup.effects entry, e.g. '{card: pacifism, owner: white, target: e5}'): " + what);
    return std::nullopt;
  }
  auto game = Game::create(loaded.scenarios.front().setup);
  if (!game) {
    print_error(err, kPerftCommand, "the effects are refused: " + game.error().message);
    return std::nullopt;
  }
  return Start{game->position(), game->rules(), game->effects()};
}

}  // namespace

ExitCode cmd_perft(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("rules", po::value<std::string>()->default_value("fide")->value_name("RULES"),
       "fide or knightmare")  //
      ("path", po::value<std::string>()->default_value("auto")->value_name("PATH"),
       "move generator: auto, fast, generic or reference (see above)")  //
      ("scenario", po::value<std::string>()->value_name("FILE"),
       "count from a scenario's setup, continuing effects in play")                      //
      ("id", po::value<std::string>()->value_name("ID"), "the scenario of FILE to use")  //
      ("effect", po::value<std::vector<std::string>>()->value_name("ENTRY"),
       "a continuing effect in play on FEN, written as a scenario's setup.effects entry: "
       "'{card: pacifism, owner: white, target: e5}' (repeat for more, oldest first)")  //
      ("divide", "node counts below each root move first");
  po::options_description hidden;
  hidden.add_options()                                   //
      ("generic", "the same as --path reference (old)")  //
      ("arg", po::value<std::vector<std::string>>(), "");
  po::positional_options_description positional;
  positional.add("arg", -1);
  if (const auto negative = negative_depth(args)) {
    print_error(err, kPerftCommand, depth_problem(*negative));
    return ExitCode::BadInput;
  }

  const auto vm = parse_options(args, visible, hidden, positional, kPerftCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kPerftHelp, visible);
    return ExitCode::Ok;
  }
  const auto profile = parse_rules_profile((*vm)["rules"].as<std::string>());
  if (!profile) {
    print_error(err, kPerftCommand,
                "unknown --rules '" + (*vm)["rules"].as<std::string>() + "' (fide or knightmare)");
    return ExitCode::BadInput;
  }
  auto path = parse_movegen_path((*vm)["path"].as<std::string>());
  if (!path) {
    print_error(
        err, kPerftCommand,
        "unknown --path '" + (*vm)["path"].as<std::string>() + "' (auto, fast, generic or reference)");
    return ExitCode::BadInput;
  }
  if (vm->count("generic")) path = MoveGenPath::Reference;
  const std::vector<std::string> words =
      vm->count("arg") ? (*vm)["arg"].as<std::vector<std::string>>() : std::vector<std::string>{};
  const bool from_scenario = vm->count("scenario") > 0;
  if (vm->count("id") && !from_scenario) return usage_error(err, kPerftCommand, "--id needs --scenario FILE");
  if (vm->count("effect") && from_scenario)
    return usage_error(err, kPerftCommand, "--effect goes with FEN; a scenario's effects are in its setup");
  if (from_scenario ? words.size() != 1 : words.size() < 2)
    return usage_error(
        err, kPerftCommand,
        from_scenario ? "expected DEPTH alone with --scenario (no FEN)" : "expected FEN and DEPTH");
  const auto depth = parse_depth(words.back());
  if (!depth) {
    print_error(err, kPerftCommand, depth_problem(words.back()));
    return ExitCode::BadInput;
  }
  // The count recurses once per ply: a bound, not a stack overflow (a typo
  // of 5000 for 5 would never finish anyway).
  if (*depth > kMaxPerftDepth) {
    print_error(err, kPerftCommand,
                "DEPTH " + words.back() + " is over the bound of " + std::to_string(kMaxPerftDepth) +
                    " plies (no count that deep could finish)");
    return ExitCode::BadInput;
  }
  Start start;
  if (from_scenario) {
    auto s = scenario_start((*vm)["scenario"].as<std::string>(),
                            vm->count("id") ? (*vm)["id"].as<std::string>() : std::string(), err);
    if (!s) return ExitCode::BadInput;
    start = std::move(*s);
    if (!(*vm)["rules"].defaulted()) start.rules = *profile;
  } else {
    std::string fen;
    for (std::size_t i = 0; i + 1 < words.size(); ++i) fen += (i ? " " : "") + words[i];
    if (fen == "startpos") fen = kStartFen;
    const Expected<Position> pos = parse_fen(fen, *profile);
    if (!pos) {
      print_error(err, kPerftCommand, pos.error().message);  // it says "bad FEN: ..." itself
      return ExitCode::BadInput;
    }
    start.position = *pos;
    start.rules = *profile;
    if (vm->count("effect")) {
      auto s = fen_with_effects(fen, *profile, (*vm)["effect"].as<std::vector<std::string>>(), err);
      if (!s) return ExitCode::BadInput;
      start = std::move(*s);
    }
  }
  if (!path_applies(*path, start.position, start.effects)) {
    print_error(err, kPerftCommand,
                "--path fast counts plain chess only (no continuing effect, one unmarked King a side, no "
                "Princess); this position has " +
                    std::to_string(start.effects.size()) +
                    " effect(s) in force or pieces plain chess does not know: use --path generic");
    return ExitCode::BadInput;
  }

  const auto t0 = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (vm->count("divide")) {
    std::vector<std::pair<std::string, std::uint64_t>> lines;
    for (const auto& [move, count] :
         perft_divide(start.position, start.rules, *depth, *path, start.effects)) {
      lines.emplace_back(to_uci(move), count);
      nodes += count;
    }
    std::sort(lines.begin(), lines.end());
    for (const auto& [move, count] : lines) out << move << ": " << count << '\n';
    out << '\n';
    if (*depth == 0) nodes = 1;
  } else {
    nodes = perft(start.position, start.rules, *depth, *path, start.effects);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  out << "Nodes: " << nodes << '\n';
  char timing[96];
  std::snprintf(timing, sizeof timing, "Time: %.3f s (%.1f Mnps)", seconds,
                seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
  out.flush();
  err << timing << '\n';
  return ExitCode::Ok;
}

}  // namespace kmr::cli
