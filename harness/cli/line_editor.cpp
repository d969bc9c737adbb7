// The line editor. libedit's readline interface keeps its state (history,
// the completion hook) in the library itself, so the completer it calls is
// held where its C callbacks can reach it, for the one editor alive at a time.
#include "line_editor.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <system_error>

#ifdef KMR_HAVE_EDITLINE
#include <editline/readline.h>
#endif

namespace kmr::cli {

#ifdef KMR_HAVE_EDITLINE
namespace {

// The live editor's completer and its matches for the word being completed
// (readline's callbacks take no user data).
struct CompletionState {
  Completer complete;
  std::vector<std::string> matches;
  std::size_t next = 0;
};
CompletionState* g_completion = nullptr;  // NOLINT: readline's callbacks reach it only this way

char* next_match(const char* text, int state) {
  if (!g_completion) return nullptr;
  if (state == 0) {
    g_completion->matches = g_completion->complete(text);
    g_completion->next = 0;
  }
  if (g_completion->next >= g_completion->matches.size()) return nullptr;
  return strdup(g_completion->matches[g_completion->next++].c_str());
}

char** complete_word(const char* text, int, int) {
  rl_attempted_completion_over = 1;  // no file names
  return rl_completion_matches(text, next_match);
}

}  // namespace

LineEditor::LineEditor(Completer complete, std::string history_file)
    : history_file_(std::move(history_file)) {
  g_completion = new CompletionState{std::move(complete), {}, 0};
  rl_readline_name = const_cast<char*>("kmr");
  rl_attempted_completion_function = complete_word;
  // Words end at spaces, braces and commas, so `{target: d` completes `d4`.
  rl_basic_word_break_characters = const_cast<char*>(" \t{},[]");
  // The matches are listed in the completer's order: the cards in hand first.
  rl_sort_completion_matches = 0;
  using_history();
  stifle_history(kHistoryLines);
  // A file that is not there yet (the first session) or does not read leaves the history empty.
  if (!history_file_.empty()) read_history(history_file_.c_str());
}

LineEditor::~LineEditor() {
  if (!history_file_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(history_file_).parent_path(), ec);
    if (write_history(history_file_.c_str()) != 0)
      std::cerr << "kmr play: could not keep the history in " << history_file_ << '\n';
  }
  rl_attempted_completion_function = nullptr;
  delete g_completion;
  g_completion = nullptr;
}

std::optional<std::string> LineEditor::read(const std::string& prompt) {
  char* line = readline(prompt.c_str());
  if (!line) return std::nullopt;
  std::string out(line);
  std::free(line);
  if (!out.empty()) add_history(out.c_str());
  return out;
}

bool LineEditor::editing() { return true; }

#else

LineEditor::LineEditor(Completer, std::string history_file) : history_file_(std::move(history_file)) {}
LineEditor::~LineEditor() = default;

std::optional<std::string> LineEditor::read(const std::string& prompt) {
  std::cout << prompt << std::flush;
  std::string line;
  if (!std::getline(std::cin, line)) return std::nullopt;
  return line;
}

bool LineEditor::editing() { return false; }

#endif

std::string history_file_path() {
  if (const char* own = std::getenv("KMR_HISTORY")) return own;
  if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state == '/')
    return std::string(state) + "/kmr/history";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.local/state/kmr/history";
  return {};
}

}  // namespace kmr::cli
