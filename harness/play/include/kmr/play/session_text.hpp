// kmr play's front end on the session API (kmr/session.hpp): one line in,
// one answer out, in words (as `kmr explain` words results) or as one JSON
// object. A line is an action in the scenario format's words, or one of
// the commands (help lists them). Knows nothing of terminals: the caller
// reads the lines and prints the answers.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/session.hpp"

namespace kmr::harness {

enum class BoardStyle : unsigned char { Ascii, Unicode, Colour };

// The longest line a session reads: a step or a command is a few words, so
// a longer line is refused unread (a 50 MB line once took 40 s to refuse).
inline constexpr std::size_t kMaxLineBytes = 64 * 1024;
// The line as an answer may repeat it: cut short when over kMaxLineBytes.
std::string shown_line(std::string_view line);

struct Answer {
  std::string text;    // lines, each ending in '\n'
  std::string json;    // one object, no newline
  bool error = false;  // the line did not read (not a refused action: that is an answer)
  bool quit = false;
};

class PlaySession {
 public:
  struct Options {
    BoardStyle board = BoardStyle::Ascii;
    int bound = 20000;                 // choice sets `choices` tries at most
    std::string source;                // where the setup came from, for a saved file's first comment
    std::vector<std::string> rulings;  // what a saved file checks unless `save --ruling` says
    // Both players at one terminal (a dealt game): the text shows only the
    // hand of the player whose turn it is, and shows it as his turn begins
    // (hands are secret, R4.3).
    bool hot_seat = false;
    std::string note;  // said once, in the opening (the cards a deal left out)
    // The knowledge base a saved file's rulings are checked against and
    // linked in (empty or missing: none), and the suite's scenarios
    // directory: a file saved under it is listed by its rulings.
    std::string rulings_dir;
    std::string suite_dir = "scenarios/";
  };
  PlaySession(Session session, Options options);

  Answer answer(std::string_view line);
  // The opening answer: the setup's board, whose turn, the hands.
  Answer opening() const;

  const Session& session() const { return session_; }
  // The words completion offers: the cards in hand first (those that may be
  // played now before the others), then commands, the other card ids,
  // choice keys and squares.
  std::vector<std::string> completions(std::string_view prefix) const;

 private:
  Answer act(std::string_view line, bool probe);
  Answer moves(std::string_view args) const;
  Answer choices(std::string_view args) const;
  Answer hand(std::string_view args) const;
  Answer state() const;
  Answer explain() const;
  Answer save(std::string_view args) const;
  Answer undo();
  std::string board() const;
  // Whether `side`'s hand is shown in text now (always, but at a hot seat).
  bool shown(Side side) const;

  Session session_;
  Options options_;
  int line_number_ = 0;
};

// The commands and what they do, for `help`.
std::string play_help();

}  // namespace kmr::harness
