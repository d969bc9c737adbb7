// Loading the scenario files a subcommand was pointed at.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/harness/scenario.hpp"

namespace kmr::cli {

inline constexpr std::string_view kDefaultScenarioPath = "scenarios/";

// Every scenario file under `paths` (kDefaultScenarioPath when empty),
// loaded. A path that does not exist is reported to `err` and nothing is
// returned: the caller exits with ExitCode::BadInput. Files that do not load
// come back with their error set.
std::optional<std::vector<harness::LoadedFile>> load_paths(std::vector<std::string> paths,
                                                           std::string_view command, std::ostream& err);

}  // namespace kmr::cli
