// Command-line parsing shared by the subcommands (Boost.Program_options).
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "exit_code.hpp"

namespace kmr::cli {

namespace po = boost::program_options;

// What --help prints besides the options.
struct CommandHelp {
  std::string_view usage;        // "kmr run [options] [PATH...]"
  std::string_view description;  // a paragraph, lines ending in '\n'
};

// Parses `args` against the visible and hidden options and the positionals.
// On a usage error prints "<command>: <what>" and a hint to stderr and
// returns nothing (the caller exits with ExitCode::BadInput).
std::optional<po::variables_map> parse_options(const std::vector<std::string>& args,
                                               const po::options_description& visible,
                                               const po::options_description& hidden,
                                               const po::positional_options_description& positional,
                                               std::string_view command, std::ostream& err);

// The same for a command whose arguments are any number of PATHs, stored
// under "path" (run, validate, explain, report, graph).
std::optional<po::variables_map> parse_with_paths(const std::vector<std::string>& args,
                                                  const po::options_description& visible,
                                                  std::string_view command, std::ostream& err);

// Usage, description, the visible options and the exit codes.
void print_help(std::ostream& out, const CommandHelp& help, const po::options_description& visible);

// "<command>: <message>" on one line.
void print_error(std::ostream& err, std::string_view command, std::string_view message);

// A usage mistake: the message, then a hint to --help; returns BadInput.
ExitCode usage_error(std::ostream& err, std::string_view command, std::string_view message);

// The PATH arguments (stored under "path"), none when absent.
std::vector<std::string> paths_of(const po::variables_map& vm);

}  // namespace kmr::cli
