#include "suite.hpp"

#include "kmr/load/loader.hpp"
#include "kmr/load/rulings_loader.hpp"

namespace kmr::cli {

std::optional<std::vector<harness::LoadedFile>> load_paths(std::vector<std::string> paths,
                                                           std::string_view command, std::ostream& err) {
  if (paths.empty()) paths.emplace_back(kDefaultScenarioPath);
  const harness::FileList list = harness::collect_scenario_files(paths);
  for (const std::string& missing : list.missing)
    print_error(err, command, "no such file or directory: " + missing);
  for (const std::string& refused : list.refused) print_error(err, command, refused);
  if (!list.missing.empty() || !list.refused.empty()) return std::nullopt;
  if (list.files.empty()) {
    std::string where;
    for (const std::string& p : paths) where += (where.empty() ? "" : ", ") + p;
    print_error(err, command, "no scenario file (*.yaml, *.yml) in " + where);
    return std::nullopt;
  }
  return harness::load_suite(list.files);
}

void add_rulings_option(po::options_description& options) {
  options.add_options()("rulings", po::value<std::string>()->value_name("DIR"),
                        "the rulings knowledge base (default: rulings/ when no PATH is given and it exists)");
}

std::optional<KnowledgeBase> load_knowledge_base(const po::variables_map& vm, bool default_paths,
                                                 std::string_view command, std::ostream& err) {
  const bool given = vm.count("rulings") > 0;
  if (!given && !default_paths) return KnowledgeBase{};
  const std::string dir = given ? vm["rulings"].as<std::string>() : std::string(harness::kDefaultRulingsDir);
  const auto files = harness::collect_rulings_files(dir);
  if (!files) {
    if (!given) return KnowledgeBase{};
    print_error(err, command, "no such directory: " + dir + " (--rulings)");
    return std::nullopt;
  }
  return KnowledgeBase{dir, harness::load_rulings(*files)};
}

}  // namespace kmr::cli
