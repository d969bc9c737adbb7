// kmr engine: kmr's own engine served over the engine protocol
// (docs/engine-protocol.md), one JSON request a line on standard input, one
// answer a line on standard output. The server (harness/protocol) does the
// work; this only reads lines and writes answers.
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "kmr/protocol/messages.hpp"
#include "kmr/protocol/server.hpp"
#include "options.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kEngineCommand = "kmr engine";

constexpr CommandHelp kEngineHelp{
    "kmr engine [--parts LIST]",
    "Serves kmr's engine over the engine protocol (docs/engine-protocol.md): reads\n"
    "one JSON request a line on standard input (hello, setup, step, state, moves,\n"
    "quit) and writes one JSON answer a line on standard output, flushed at once.\n"
    "Setups and steps take the scenario format's words (scenarios/FORMAT.md). It\n"
    "stops at the end of its input or on quit, with exit 0. `kmr run --engine\n"
    "\"kmr engine\"` runs the scenarios through it.\n"
    "--parts names what it claims in its handshake, of: results (always), reasons,\n"
    "state, moves (default: all); a partial engine is checked on what it claims.\n",
};

}  // namespace

ExitCode cmd_engine(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("parts", po::value<std::string>()->value_name("LIST")->default_value("results,reasons,state,moves"),
       "what the engine claims, comma-separated: results, reasons, state, moves");
  const auto vm = parse_options(args, visible, {}, {}, kEngineCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kEngineHelp, visible);
    return ExitCode::Ok;
  }
  std::vector<std::string> names;
  std::stringstream list((*vm)["parts"].as<std::string>());
  for (std::string name; std::getline(list, name, ',');)
    if (!name.empty()) names.push_back(name);
  auto parts = harness::protocol::parse_parts(names);
  if (!parts) return usage_error(err, kEngineCommand, "--parts: " + parts.error().message);

  harness::protocol::EngineServer server({"kmr " KMR_VERSION, *parts});
  for (std::string line; std::getline(std::cin, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;  // blank lines are no requests
    out << server.answer(line) << '\n' << std::flush;
    if (server.done()) break;
  }
  return ExitCode::Ok;
}

}  // namespace kmr::cli
