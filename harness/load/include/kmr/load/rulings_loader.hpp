// Reads rulings files strictly (rulings/README.md): any unknown key, wrong
// type, id that does not fit the file's section or letter, position that does
// not match the id, or unknown card is an error naming file, line and column.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/model/ruling.hpp"

namespace kmr::harness {

inline constexpr std::string_view kDefaultRulingsDir = "rulings/";

// One file. Never throws: a file that does not load comes back with `error`.
// The file name must be the one its section or letter calls for
// (section-1.yaml, 3-B.yaml).
RulingsFile load_rulings_file(const std::string& path);
// The same from text, `name` standing for the file path in messages.
RulingsFile load_rulings_text(std::string_view yaml, const std::string& name);

// The *.yaml files directly in `dir`, sorted (README.md and other files are
// ignored); nullopt when `dir` is not a directory.
std::optional<std::vector<std::string>> collect_rulings_files(const std::string& dir);

// Loads every file; a section or letter already held by an earlier file is an
// error on the later file (that file then counts as not loaded). Ruling ids
// carry their section or letter, so no id can then appear in two files.
std::vector<RulingsFile> load_rulings(const std::vector<std::string>& files);

}  // namespace kmr::harness
