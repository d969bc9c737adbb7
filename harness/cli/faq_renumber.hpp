// `kmr faq renumber`, called by cmd_faq (cmd_faq_renumber.cpp).
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "exit_code.hpp"

namespace kmr::cli {

// Prints the plan (every id renamed, every reference edited, every prose
// mention left as written); writes it only with `write`, all its files as
// one (a journal in the rulings directory, harness/base atomic_write.hpp).
ExitCode run_renumber(const std::string& at, const std::optional<std::string>& entry, bool write,
                      const std::string& rulings_dir, const std::vector<std::string>& rulings_files,
                      const std::vector<std::string>& scenario_paths, std::ostream& out, std::ostream& err);

// A renumbering a killed run committed but did not finish: finished now,
// said, and the exit code to stop with; nullopt when there was none.
std::optional<ExitCode> finish_interrupted_renumber(const std::string& rulings_dir, std::ostream& out,
                                                    std::ostream& err);

}  // namespace kmr::cli
