// `kmr faq renumber`, called by cmd_faq (cmd_faq_renumber.cpp).
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "exit_code.hpp"

namespace kmr::cli {

// Prints the plan (every id renamed, every reference edited, every prose
// mention left as written); writes it only with `write`.
ExitCode run_renumber(const std::string& at, const std::optional<std::string>& entry, bool write,
                      const std::vector<std::string>& rulings_files,
                      const std::vector<std::string>& scenario_paths, std::ostream& out, std::ostream& err);

}  // namespace kmr::cli
