// The scenario loader (scenarios/FORMAT.md): YAML files to Scenario values,
// strictly, through the scenario reader (scenario_reader.hpp). The first
// problem in a scenario stops it with "file:line:column: message"; nothing
// is defaulted silently.
#include "kmr/load/loader.hpp"

#include <exception>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "kmr/base/parallel_for.hpp"
#include "kmr/base/text_file.hpp"
#include "scenario_reader.hpp"

namespace kmr::harness {

namespace {

namespace fs = std::filesystem;
using scenario_reading::ScenarioReader;
using yaml::NodePtr;

bool is_scenario_file(const fs::path& p) {
  auto ext = p.extension();
  return ext == ".yaml" || ext == ".yml";
}

}  // namespace

LoadedFile load_text(std::string_view yaml, const std::string& name) {
  return read_yaml_text<LoadedFile>(yaml, name, [&](const NodePtr& root, LoadedFile& f) {
    ScenarioReader reader(name);
    if (!reader.read_file(root, f.scenarios, f.bad)) {
      f.scenarios.clear();
      f.bad.clear();
    }
    return reader.error();
  });
}

LoadedFile load_tree(const yaml::NodePtr& root, const std::string& name) {
  LoadedFile f;
  f.path = name;
  try {
    ScenarioReader reader(name);
    if (!reader.read_file(root, f.scenarios, f.bad)) {
      f.scenarios.clear();
      f.bad.clear();
    }
    f.error = reader.error();
  } catch (const std::exception& e) {
    return failed_file<LoadedFile>(name, name + ": internal error while loading: " + e.what());
  }
  return f;
}

LoadedFile load_file(const std::string& path) {
  auto text = read_text_file(path, "scenario");
  if (!text) return failed_file<LoadedFile>(path, text.error().message);
  return load_text(*text, path);
}

FileList collect_scenario_files(const std::vector<std::string>& paths) {
  FileList out;
  std::set<std::string> files;
  try {
    for (const auto& p : paths) {
      std::error_code ec;
      fs::path path(p);
      auto status = fs::status(path, ec);
      if (ec || !fs::exists(status)) {
        out.missing.push_back(p);
        continue;
      }
      if (!fs::is_directory(status)) {
        // Named directly: a FIFO, a device or a scenario file over the size
        // limit is refused, never read; another regular file is skipped.
        const bool regular = fs::is_regular_file(status);
        if (!regular || is_scenario_file(path)) {
          if (auto refused = unreadable(p, "scenario"))
            out.refused.push_back(refused->message);
          else
            files.insert(path.lexically_normal().generic_string());
        }
        continue;
      }
      fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
      for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        std::error_code file_ec;
        if (it->is_regular_file(file_ec) && is_scenario_file(it->path()))
          files.insert(it->path().lexically_normal().generic_string());
      }
    }
  } catch (const std::exception&) {
    // Unreadable parts of a tree are skipped; what was found is returned.
  }
  out.files.assign(files.begin(), files.end());
  return out;
}

std::vector<LoadedFile> load_suite(const std::vector<std::string>& files) {
  // yaml-cpp is slow; the files are independent, so they are read on every CPU.
  std::vector<LoadedFile> loaded(files.size());
  parallel_for(files.size(), 0, [&](std::size_t i) { loaded[i] = load_file(files[i]); });
  std::vector<LoadedFile> out;
  std::map<std::string, SourceLoc> seen;  // id -> where it was first defined
  for (LoadedFile& f : loaded) {
    // An id already used by an earlier file: the later scenario fails alone.
    std::vector<Scenario> kept;
    for (auto& s : f.scenarios) {
      auto [it, fresh] = seen.emplace(s.id, s.loc);
      if (fresh) {
        kept.push_back(std::move(s));
        continue;
      }
      f.bad.push_back({s.id,
                       s.loc.str() + ": duplicate scenario id '" + s.id + "' (first in " + it->second.file +
                           ":" + std::to_string(it->second.line) + ")",
                       true});
    }
    f.scenarios = std::move(kept);
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace kmr::harness
