// What the scenario and rulings readers share: the errors, each placed at
// its file, line and column, and the checks on a node's shape.
#pragma once

#include <algorithm>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "kmr/base/message_text.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/model/scenario.hpp"

namespace kmr::harness {

class NodeReader {
 public:
  explicit NodeReader(std::string file) : file_(std::move(file)) {}
  // "file:line:column: message" of each problem, one a line, once there is one.
  std::optional<std::string> error() const {
    if (errors_.empty()) return std::nullopt;
    std::string out;
    for (const std::string& e : errors_) out += (out.empty() ? "" : "\n") + e;
    return out;
  }
  bool has_error() const { return !errors_.empty(); }

 protected:
  // Records a problem. A reader stops at it and returns false; a caller
  // that reads independent parts (the steps of a scenario) goes on to the
  // next part, so one run reports them all.
  bool fail_at(int line, int column, const std::string& message) {
    std::string e = SourceLoc{file_, line, column}.str() + ": " + one_line(message);
    if (std::find(errors_.begin(), errors_.end(), e) == errors_.end()) errors_.push_back(std::move(e));
    return false;
  }
  bool fail(const yaml::Node& at, const std::string& message) { return fail_at(at.line, at.column, message); }
  SourceLoc loc(const yaml::Node& n) const { return SourceLoc{file_, n.line, n.column}; }

  bool want_map(const yaml::Node& n, std::string_view what) {
    if (n.is_map()) return true;
    return fail(n, "expected a map for " + std::string(what) + ", got " + yaml::describe(n));
  }
  bool want_list(const yaml::Node& n, std::string_view what) {
    if (n.is_sequence()) return true;
    return fail(n, "expected a list for " + std::string(what) + ", got " + yaml::describe(n));
  }
  // `noun`: "a square", "a string for 'title'"...
  bool want_scalar(const yaml::Node& n, std::string_view noun, std::string& out) {
    if (!n.is_scalar()) return fail(n, "expected " + std::string(noun) + ", got " + yaml::describe(n));
    out = n.scalar;
    return true;
  }

  std::string file_;

 private:
  std::vector<std::string> errors_;
};

// A file result (LoadedFile, RulingsFile) that holds only its error.
template <class File>
File failed_file(const std::string& path, std::string message) {
  File f;
  f.path = path;
  f.error = std::move(message);
  return f;
}

// Reads one YAML text into a file result: `read(node, file)` fills the file
// with a reader of its own and returns that reader's first error, leaving
// the file's content empty then. A syntax error, the reader's error or an
// internal error becomes the file's error; nothing escapes as an exception.
template <class File, class Read>
File read_yaml_text(std::string_view yaml, const std::string& name, Read read) {
  try {
    auto parsed = yaml::parse(yaml);
    if (const auto* d = std::get_if<yaml::Diagnostic>(&parsed))
      return failed_file<File>(name, SourceLoc{name, d->line, d->column}.str() + ": " + d->message);
    File f;
    f.path = name;
    f.error = read(std::get<yaml::NodePtr>(parsed), f);
    return f;
  } catch (const std::exception& e) {
    return failed_file<File>(name, name + ": internal error while loading: " + e.what());
  } catch (...) {
    return failed_file<File>(name, name + ": internal error while loading");
  }
}

}  // namespace kmr::harness
