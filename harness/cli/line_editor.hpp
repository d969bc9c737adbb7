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
  // `history_file`: where the lines typed are kept from one session to the
  // next (read at the start, written at the end, the last kHistoryLines);
  // empty for none.
  explicit LineEditor(Completer complete, std::string history_file = {});
  static constexpr int kHistoryLines = 1000;
  ~LineEditor();
  LineEditor(const LineEditor&) = delete;
  LineEditor& operator=(const LineEditor&) = delete;
  // The next line, or nullopt at the end of input.
  std::optional<std::string> read(const std::string& prompt);
  // Was the build made with the line-editing library?
  static bool editing();

 private:
  std::string history_file_;
};

// Where kmr play keeps its history: $KMR_HISTORY (empty: nowhere), else
// $XDG_STATE_HOME/kmr/history, else ~/.local/state/kmr/history; empty when
// none of these can be made (no HOME).
std::string history_file_path();

}  // namespace kmr::cli
