// Reading kmr play's lines on a terminal: line editing, history and
// completion with Debian's libedit (its readline interface) when the build
// found it, a plain prompt otherwise.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kmr::cli {

using Completer = std::function<std::vector<std::string>(std::string_view prefix)>;

class LineEditor {
 public:
  explicit LineEditor(Completer complete);
  ~LineEditor();
  LineEditor(const LineEditor&) = delete;
  LineEditor& operator=(const LineEditor&) = delete;
  // The next line, or nullopt at the end of input.
  std::optional<std::string> read(const std::string& prompt);
  // Was the build made with the line-editing library?
  static bool editing();
};

}  // namespace kmr::cli
