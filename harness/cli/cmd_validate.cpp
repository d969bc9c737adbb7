// kmr validate: loads scenario files and the rulings knowledge base, and
// reports every load error and every inconsistency between the two.
#include "commands.hpp"
#include "kmr/base/console_text.hpp"
#include "kmr/model/knowledge_base.hpp"
#include "kmr/run/runner.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kValidateCommand = "kmr validate";

constexpr CommandHelp kValidateHelp{
    "kmr validate [options] [PATH...]",
    "Loads every scenario file under PATH (files or directories; default\n"
    "scenarios/) without running anything: checks keys, squares, FENs, card\n"
    "ids, reason codes and that scenario ids are unique.\n"
    "Also loads the rulings knowledge base (--rulings DIR; by default rulings/\n"
    "when no PATH is given) and checks it against those scenarios: every\n"
    "ruling has a scenario or a pending status, every scenario a ruling lists\n"
    "exists and cites it, every ruling a scenario cites exists and lists it,\n"
    "every same_as exists and names it back (rulings/README.md).\n"
    "Given PATHs and no --rulings, the scenarios there are checked against\n"
    "rulings/ when it exists: every ruling id they cite exists (with a\n"
    "did-you-mean) and lists them back; the rest of the knowledge base is not.\n"
    "Prints each error as file:line:column: message, then the counts and `ok`\n"
    "or the number of errors. Any error exits 2.\n",
};

std::string plural(std::size_t n, std::string_view word) {
  return std::to_string(n) + ' ' + std::string(word) + (n == 1 ? "" : "s");
}

}  // namespace

ExitCode cmd_validate(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()("help,h", "show this help");
  add_rulings_option(visible);
  const auto vm = parse_with_paths(args, visible, kValidateCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kValidateHelp, visible);
    return ExitCode::Ok;
  }
  const std::vector<std::string> paths = paths_of(*vm);
  const auto files = load_paths(paths, kValidateCommand, err);
  if (!files) return ExitCode::BadInput;
  // The whole knowledge base against the whole suite, or (given files only)
  // what those files cite against it.
  const bool whole = paths.empty() || vm->count("rulings") > 0;
  const auto kb = load_knowledge_base(*vm, true, kValidateCommand, err);
  if (!kb) return ExitCode::BadInput;

  std::size_t scenarios = 0;
  std::size_t errors = 0;
  for (const harness::LoadedFile& file : *files) {
    scenarios += file.scenarios.size();
    for (const std::string& error : file.errors()) {
      ++errors;
      out << harness::console_text(error) << '\n';
    }
    // What setup would refuse (an effect on an empty square...) is caught here too;
    // a pending scenario may wait for the very card its setup lays.
    for (const harness::Scenario& s : file.scenarios) {
      if (s.pending) continue;
      if (auto refused = harness::setup_error(s)) {
        ++errors;
        out << harness::console_text(*refused) << '\n';
      }
    }
  }
  std::size_t rulings = 0;
  if (kb->present()) {
    for (const harness::RulingsFile& file : kb->files) {
      rulings += file.rulings.size();
      if (!file.error) continue;
      ++errors;
      out << harness::console_text(*file.error) << '\n';
    }
    const auto issues = whole ? harness::check_knowledge_base(kb->files, *files)
                              : harness::check_citations(kb->files, *files);
    for (const harness::KnowledgeIssue& issue : issues) {
      ++errors;
      out << harness::console_text(issue.str()) << '\n';
    }
  } else if (paths.empty()) {
    print_error(err, kValidateCommand,
                "no rulings/ directory here: the rulings knowledge base is not checked");
  }
  out << plural(files->size(), "file") << ", " << plural(scenarios, "scenario");
  if (kb->present())
    out << ", " << plural(kb->files.size(), "rulings file") << ", " << plural(rulings, "ruling");
  out << ": " << (errors == 0 ? std::string("ok") : plural(errors, "error")) << '\n';
  return errors == 0 ? ExitCode::Ok : ExitCode::BadInput;
}

}  // namespace kmr::cli
