// kmr: the command-line entry point. Dispatches to one subcommand per file.
#include <array>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <string_view>

#include "commands.hpp"

namespace kmr::cli {
namespace {

struct Command {
  std::string_view name;
  std::string_view summary;
  ExitCode (*run)(const Args&, std::ostream&, std::ostream&);
};

constexpr std::array kCommands{
    Command{"status", "how much of the game kmr covers: rulings, cards, base rules", cmd_status},
    Command{"run", "run scenarios and report failures (console, --format json, --junit FILE)", cmd_run},
    Command{"validate", "load scenario files and report errors without running them", cmd_validate},
    Command{"list", "list scenarios, cards or rulings", cmd_list},
    Command{"show", "show a card: reference entry, timing, choices, rulings and scenarios", cmd_show},
    Command{"explain", "trace a scenario step by step: board, action, result, rule", cmd_explain},
    Command{"play", "play with the engine: actions, try, undo, moves, choices, state; save as a scenario",
            cmd_play},
    Command{"choices", "every choice set a card would accept in a position, with what each does",
            cmd_choices},
    Command{"moves", "the legal moves in a position", cmd_moves},
    Command{"new", "a new scenario file to fill in (kmr new scenario [--ruling ID] [--card ID] FILE)",
            cmd_new},
    Command{"engine", "serve the engine over the engine protocol (JSON lines; docs/engine-protocol.md)",
            cmd_engine},
    Command{"perft", "count move-tree leaves from a FEN (move generator check)", cmd_perft},
    Command{"report", "write the HTML report: rulings, scenarios with boards, cards (--out DIR)", cmd_report},
    Command{"graph", "draw the card graph with Graphviz: dot, svg or png (--out FILE)", cmd_graph},
    Command{"fuzz", "random games against the engine's invariants; a violation becomes a scenario", cmd_fuzz},
    Command{"matrix", "the card x rule matrix: each card's doors and the general rules they apply, checked",
            cmd_matrix},
    Command{"faq", "compare a revision of the FAQ text with the rulings (diff), fingerprint them (stamp)",
            cmd_faq},
    Command{"schema", "print the JSON Schema of scenario or rulings files (for editors)", cmd_schema},
};

void print_help(std::ostream& out) {
  out << "Usage: kmr COMMAND [options] [ARGS...]\n\n"
         "Rules engine and executable rulings suite for Knightmare Chess.\n\n"
         "Commands:\n";
  for (const Command& c : kCommands) {
    out << "  " << c.name << std::string(10 - c.name.size(), ' ') << c.summary << '\n';
  }
  out << "\n`kmr COMMAND --help` describes each command; `kmr --version` prints the version.\n\n"
      << kExitCodesHelp;
}

ExitCode dispatch(const Args& argv, std::ostream& out, std::ostream& err) {
  if (argv.empty()) {
    print_help(err);
    return ExitCode::BadInput;
  }
  const std::string& first = argv.front();
  if (first == "--version" || first == "version") {
    out << "kmr " << KMR_VERSION << '\n';
    return ExitCode::Ok;
  }
  if (first == "--help" || first == "-h" || first == "help") {
    if (first == "help" && argv.size() > 1) return dispatch({argv[1], "--help"}, out, err);
    print_help(out);
    return ExitCode::Ok;
  }
  for (const Command& c : kCommands) {
    if (c.name == first) return c.run(Args(argv.begin() + 1, argv.end()), out, err);
  }
  err << "kmr: unknown command '" << first << "'\nTry 'kmr --help'.\n";
  return ExitCode::BadInput;
}

}  // namespace
}  // namespace kmr::cli

int main(int argc, char** argv) {
  using namespace kmr::cli;
  std::ios::sync_with_stdio(false);
  try {
    const ExitCode code = dispatch(Args(argv + 1, argv + argc), std::cout, std::cerr);
    std::cout.flush();
    return static_cast<int>(code);
  } catch (const std::bad_alloc&) {
    // A memory limit reached: said as such, not an abort.
    std::cout.flush();
    std::cerr << "kmr" << (argc > 1 ? std::string(" ") + argv[1] : std::string())
              << ": out of memory: the work needs more memory than this process may use\n";
    return static_cast<int>(ExitCode::BadInput);
  } catch (const std::exception& e) {
    // Unexpected (the commands report their errors as values); still exit with a documented code.
    std::cout.flush();
    std::cerr << "kmr: " << e.what() << '\n';
    return static_cast<int>(ExitCode::BadInput);
  }
}
