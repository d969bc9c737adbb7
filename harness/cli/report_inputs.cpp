#include "report_inputs.hpp"

#include <algorithm>
#include <thread>

namespace kmr::cli {

void add_suite_options(po::options_description& options) {
  add_rulings_option(options);
  options.add_options()("jobs,j", po::value<int>()->default_value(0)->value_name("N"),
                        "run the scenarios on N threads (0: one per CPU)");
}

std::optional<SuiteRun> run_suite(const po::variables_map& vm, const harness::RunOptions& run,
                                  std::string_view command, std::ostream& err,
                                  harness::TestedEngine* engine) {
  int jobs = vm["jobs"].as<int>();
  if (jobs < 0) {
    print_error(err, command, "--jobs must be 0 or more");
    return std::nullopt;
  }
  if (jobs == 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  const std::vector<std::string> paths = paths_of(vm);
  auto files = load_paths(paths, command, err);
  if (!files) return std::nullopt;
  auto kb = load_knowledge_base(vm, paths.empty(), command, err);
  if (!kb) return std::nullopt;

  SuiteRun suite{std::move(*files), std::move(*kb), {}};
  std::vector<const harness::Scenario*> to_run;
  for (const harness::LoadedFile& file : suite.files) {
    for (const std::string& error : file.errors()) print_error(err, command, "warning: " + error);
    for (const harness::Scenario& s : file.scenarios) to_run.push_back(&s);
  }
  for (const harness::RulingsFile& file : suite.kb.files)
    if (file.error) print_error(err, command, "warning: " + *file.error);
  suite.results =
      engine ? harness::run_scenarios(to_run, *engine, run) : harness::run_scenarios(to_run, jobs, run);
  return suite;
}

}  // namespace kmr::cli
