#include "suite.hpp"

#include "kmr/harness/loader.hpp"
#include "options.hpp"

namespace kmr::cli {

std::optional<std::vector<harness::LoadedFile>> load_paths(std::vector<std::string> paths,
                                                           std::string_view command, std::ostream& err) {
  if (paths.empty()) paths.emplace_back(kDefaultScenarioPath);
  const harness::FileList list = harness::collect_scenario_files(paths);
  for (const std::string& missing : list.missing)
    print_error(err, command, "no such file or directory: " + missing);
  if (!list.missing.empty()) return std::nullopt;
  return harness::load_suite(list.files);
}

}  // namespace kmr::cli
