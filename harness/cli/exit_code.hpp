// The exit codes of every kmr subcommand (documented in --help).
#pragma once

#include <string_view>

namespace kmr::cli {

enum class ExitCode : int {
  Ok = 0,        // everything ran and nothing failed (pending scenarios do not fail)
  Failures = 1,  // at least one scenario failed
  BadInput = 2,  // bad usage (unknown option, missing argument) or bad input (missing path, load errors,
                 // knowledge-base inconsistencies in validate)
};

inline constexpr std::string_view kExitCodesHelp =
    "Exit codes:\n"
    "  0  ok (pending scenarios do not fail)\n"
    "  1  scenario failures in `run` and `explain` (a file that does not load counts as a failure in\n"
    "     `run`); `report` and `graph` show failures and still exit 0\n"
    "  2  bad usage or bad input: unknown option, missing argument or path, load errors or rulings\n"
    "     knowledge-base inconsistencies in `validate`\n";

}  // namespace kmr::cli
