// kmr validate: loads scenario files and reports every load error.
#include "commands.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kCommand = "kmr validate";

constexpr CommandHelp kHelp{
    "kmr validate [options] PATH...",
    "Loads every scenario file under PATH (files or directories; default\n"
    "scenarios/) without running anything: checks keys, squares, FENs, card\n"
    "ids, reason codes and that scenario ids are unique. Prints each error as\n"
    "file:line:column: message, then `N files, M scenarios: ok` or the number\n"
    "of errors. Any error exits 2.\n",
};

std::string plural(std::size_t n, std::string_view word) {
  return std::to_string(n) + ' ' + std::string(word) + (n == 1 ? "" : "s");
}

}  // namespace

ExitCode cmd_validate(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()("help,h", "show this help");
  po::options_description hidden;
  hidden.add_options()("path", po::value<std::vector<std::string>>(), "");
  po::positional_options_description positional;
  positional.add("path", -1);

  const auto vm = parse_options(args, visible, hidden, positional, kCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kHelp, visible);
    return ExitCode::Ok;
  }
  const std::vector<std::string> paths =
      vm->count("path") ? (*vm)["path"].as<std::vector<std::string>>() : std::vector<std::string>{};
  const auto files = load_paths(paths, kCommand, err);
  if (!files) return ExitCode::BadInput;

  std::size_t scenarios = 0;
  std::size_t errors = 0;
  for (const harness::LoadedFile& file : *files) {
    scenarios += file.scenarios.size();
    if (!file.error) continue;
    ++errors;
    out << *file.error << '\n';
  }
  out << plural(files->size(), "file") << ", " << plural(scenarios, "scenario") << ": "
      << (errors == 0 ? std::string("ok") : plural(errors, "error")) << '\n';
  return errors == 0 ? ExitCode::Ok : ExitCode::BadInput;
}

}  // namespace kmr::cli
