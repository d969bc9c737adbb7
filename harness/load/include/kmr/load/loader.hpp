// Reads scenario files strictly: any unknown key, wrong type, bad square,
// bad FEN, unknown card or reason is an error naming file, line and column.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kmr/load/yaml_reader.hpp"
#include "kmr/model/scenario.hpp"

namespace kmr::harness {

// One file. Never throws: a file that does not load comes back with `error`.
LoadedFile load_file(const std::string& path);
// The same from text, `name` standing for the file name in messages.
LoadedFile load_text(std::string_view yaml, const std::string& name);
// The same from a tree a front end built from its own values (a Python
// dict, a JavaScript object: maps, lists, scalars as text) instead of YAML
// text: the same reader, keys and messages. A null root is an empty file.
LoadedFile load_tree(const yaml::NodePtr& root, const std::string& name);

// Every *.yaml / *.yml file under the given files and directories, sorted.
// Paths that do not exist are reported in `missing`; paths named directly
// that are neither a directory nor a regular file (a FIFO, /dev/zero) in
// `refused`, as messages; other files named directly are skipped.
struct FileList {
  std::vector<std::string> files;
  std::vector<std::string> missing;
  std::vector<std::string> refused;
};
FileList collect_scenario_files(const std::vector<std::string>& paths);

// Loads every file; a scenario id used twice is an error on the later file
// (that file then counts as not loaded).
std::vector<LoadedFile> load_suite(const std::vector<std::string>& files);

}  // namespace kmr::harness
