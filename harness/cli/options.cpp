#include "options.hpp"

#include "exit_code.hpp"
#include "kmr/base/console_text.hpp"

namespace kmr::cli {

std::optional<po::variables_map> parse_options(const std::vector<std::string>& args,
                                               const po::options_description& visible,
                                               const po::options_description& hidden,
                                               const po::positional_options_description& positional,
                                               std::string_view command, std::ostream& err) {
  po::options_description all;
  all.add(visible).add(hidden);
  // No abbreviations: an option name that is a prefix of two others must not depend on which exist.
  const int style = po::command_line_style::default_style & ~po::command_line_style::allow_guessing;
  try {
    po::variables_map vm;
    po::store(po::command_line_parser(args).options(all).positional(positional).style(style).run(), vm);
    po::notify(vm);
    return vm;
  } catch (const po::error& e) {
    usage_error(err, command, e.what());
    return std::nullopt;
  }
}

void print_help(std::ostream& out, const CommandHelp& help, const po::options_description& visible) {
  out << "Usage: " << help.usage << "\n\n" << help.description << '\n' << visible << '\n' << kExitCodesHelp;
}

void print_error(std::ostream& err, std::string_view command, std::string_view message) {
  err << command << ": " << harness::console_text(message) << '\n';  // it may quote a file's text
}

ExitCode usage_error(std::ostream& err, std::string_view command, std::string_view message) {
  print_error(err, command, message);
  err << "Try '" << command << " --help'.\n";
  return ExitCode::BadInput;
}

std::vector<std::string> paths_of(const po::variables_map& vm) {
  return vm.count("path") ? vm["path"].as<std::vector<std::string>>() : std::vector<std::string>{};
}

std::optional<po::variables_map> parse_with_paths(const std::vector<std::string>& args,
                                                  const po::options_description& visible,
                                                  std::string_view command, std::ostream& err) {
  po::options_description hidden;
  hidden.add_options()("path", po::value<std::vector<std::string>>(), "");
  po::positional_options_description positional;
  positional.add("path", -1);
  return parse_options(args, visible, hidden, positional, command, err);
}

}  // namespace kmr::cli
