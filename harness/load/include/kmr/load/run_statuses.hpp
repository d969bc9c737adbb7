// An earlier run's results (`kmr run --format json`), read back for `kmr
// report --compare`: the status of each scenario by id, so the report can
// mark the scenarios whose outcome moved since.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "kmr/expected.hpp"

namespace kmr::harness {

// `text` is the JSON `kmr run --format json` writes; `path` names it in
// errors ("old.json:3:7: ..."). Each entry of "scenarios" needs an "id" and
// a "status" (passed, failed or pending).
Expected<std::map<std::string, std::string>> read_run_statuses(std::string_view text, std::string_view path);

}  // namespace kmr::harness
