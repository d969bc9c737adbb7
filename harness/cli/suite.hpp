// Loading what a subcommand was pointed at: scenario files, and the rulings
// knowledge base.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/model/ruling.hpp"
#include "kmr/model/scenario.hpp"
#include "options.hpp"

namespace kmr::cli {

inline constexpr std::string_view kDefaultScenarioPath = "scenarios/";

// Every scenario file under `paths` (kDefaultScenarioPath when empty),
// loaded. A path that does not exist is reported to `err` and nothing is
// returned: the caller exits with ExitCode::BadInput. Files that do not load
// come back with their error set.
std::optional<std::vector<harness::LoadedFile>> load_paths(std::vector<std::string> paths,
                                                           std::string_view command, std::ostream& err);

// The rulings knowledge base a subcommand reads.
struct KnowledgeBase {
  std::string dir;                          // empty: there is none
  std::vector<harness::RulingsFile> files;  // files that do not load come back with their error set
  bool present() const { return !dir.empty(); }
};

// Adds `--rulings DIR` to a subcommand's options.
void add_rulings_option(po::options_description& options);

// `--rulings DIR` when given (it must be a directory); otherwise rulings/
// when the subcommand runs on the default scenarios (no PATH) and that
// directory exists; otherwise none. A --rulings that is not a directory is
// reported to `err` and nothing is returned (ExitCode::BadInput).
std::optional<KnowledgeBase> load_knowledge_base(const po::variables_map& vm, bool default_paths,
                                                 std::string_view command, std::ostream& err);

}  // namespace kmr::cli
