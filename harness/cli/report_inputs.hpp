// What `kmr report` and `kmr graph` draw from: the scenarios under PATH, the
// rulings knowledge base, and the results of running every scenario now
// (in-process; the whole suite takes milliseconds).
#pragma once

#include <optional>
#include <ostream>
#include <string_view>
#include <vector>

#include "kmr/model/scenario.hpp"
#include "kmr/run/runner.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {

struct SuiteRun {
  std::vector<harness::LoadedFile> files;        // files that do not load keep their error
  KnowledgeBase kb;                              // may be absent
  std::vector<harness::ScenarioResult> results;  // one per scenario of the files that loaded, by id
};

// Adds `--rulings DIR` and `-j N` to a subcommand's options.
void add_suite_options(po::options_description& options);

// Loads the scenarios under the "path" positionals (default scenarios/) and
// the knowledge base, and runs every scenario with `run`. Load errors are
// printed to `err` as warnings (the report shows them). A missing path or
// --rulings directory, or a bad -j, is reported and gives nullopt (exit 2).
// With `engine`, the scenarios are played against it, one after the other.
std::optional<SuiteRun> run_suite(const po::variables_map& vm, const harness::RunOptions& run,
                                  std::string_view command, std::ostream& err,
                                  harness::TestedEngine* engine = nullptr);

}  // namespace kmr::cli
