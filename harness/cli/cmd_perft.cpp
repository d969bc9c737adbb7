// kmr perft: leaf counts of the legal move tree, the standard check of the
// move generator. Scripts parse the exact `Nodes: N` line.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>

#include "commands.hpp"
#include "kmr/fen.hpp"
#include "kmr/perft.hpp"
#include "options.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kCommand = "kmr perft";

constexpr CommandHelp kHelp{
    "kmr perft [options] FEN DEPTH",
    "Counts the leaf nodes of the legal move tree of FEN to DEPTH plies and\n"
    "prints `Nodes: N`. FEN may be one quoted argument or its fields as separate\n"
    "arguments; `startpos` stands for the initial position. With --divide, first\n"
    "one line per root move, `e2e4: 9`, sorted by move, then a blank line.\n"
    "The time and speed go to stderr as `Time: S s (X Mnps)`.\n",
};

std::optional<int> parse_depth(const std::string& text) {
  int depth = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), depth);
  if (ec != std::errc() || end != text.data() + text.size() || depth < 0) return std::nullopt;
  return depth;
}

}  // namespace

ExitCode cmd_perft(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("rules", po::value<std::string>()->default_value("fide")->value_name("RULES"),
       "fide or knightmare")  //
      ("divide", "node counts below each root move first");
  po::options_description hidden;
  hidden.add_options()                                         //
      ("generic", "force the generic move generator (debug)")  //
      ("arg", po::value<std::vector<std::string>>(), "");
  po::positional_options_description positional;
  positional.add("arg", -1);

  const auto vm = parse_options(args, visible, hidden, positional, kCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kHelp, visible);
    return ExitCode::Ok;
  }
  const auto profile = parse_rules_profile((*vm)["rules"].as<std::string>());
  if (!profile) {
    print_error(err, kCommand,
                "unknown --rules '" + (*vm)["rules"].as<std::string>() + "' (fide or knightmare)");
    return ExitCode::BadInput;
  }
  const std::vector<std::string> words =
      vm->count("arg") ? (*vm)["arg"].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (words.size() < 2) return usage_error(err, kCommand, "expected FEN and DEPTH");
  const auto depth = parse_depth(words.back());
  if (!depth) {
    print_error(err, kCommand, "DEPTH must be a whole number >= 0, not '" + words.back() + "'");
    return ExitCode::BadInput;
  }
  std::string fen;
  for (std::size_t i = 0; i + 1 < words.size(); ++i) fen += (i ? " " : "") + words[i];
  if (fen == "startpos") fen = kStartFen;
  const Expected<Position> pos = parse_fen(fen, *profile);
  if (!pos) {
    print_error(err, kCommand, pos.error().message);  // it says "bad FEN: ..." itself
    return ExitCode::BadInput;
  }
  const MoveGenPath path = vm->count("generic") ? MoveGenPath::Generic : MoveGenPath::Auto;

  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (vm->count("divide")) {
    std::vector<std::pair<std::string, std::uint64_t>> lines;
    for (const auto& [move, count] : perft_divide(*pos, *profile, *depth, path)) {
      lines.emplace_back(to_uci(move), count);
      nodes += count;
    }
    std::sort(lines.begin(), lines.end());
    for (const auto& [move, count] : lines) out << move << ": " << count << '\n';
    out << '\n';
    if (*depth == 0) nodes = 1;
  } else {
    nodes = perft(*pos, *profile, *depth, path);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out << "Nodes: " << nodes << '\n';
  char timing[96];
  std::snprintf(timing, sizeof timing, "Time: %.3f s (%.1f Mnps)", seconds,
                seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
  out.flush();
  err << timing << '\n';
  return ExitCode::Ok;
}

}  // namespace kmr::cli
