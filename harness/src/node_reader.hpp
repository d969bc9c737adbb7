// What the scenario and rulings readers share: the first error, placed at
// its file, line and column, and the checks on a node's shape.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "kmr/harness/scenario.hpp"
#include "message_text.hpp"
#include "yaml_reader.hpp"

namespace kmr::harness {

class NodeReader {
 public:
  explicit NodeReader(std::string file) : file_(std::move(file)) {}
  // "file:line:column: message" of the first problem, once there is one.
  const std::optional<std::string>& error() const { return error_; }

 protected:
  bool fail_at(int line, int column, const std::string& message) {
    if (!error_) error_ = SourceLoc{file_, line, column}.str() + ": " + one_line(message);
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
  std::optional<std::string> error_;
};

}  // namespace kmr::harness
