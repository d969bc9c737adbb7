// A scenario as loaded from YAML (scenarios/FORMAT.md): a position, a
// sequence of steps and the expectations checked along the way. Plain data;
// every value that came from a file keeps its source location so errors
// and failures can point at it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kmr/game.hpp"

namespace kmr::harness {

struct SourceLoc {
  std::string file;
  int line = 0;             // 1-based; 0 when unknown
  int column = 0;           // 1-based
  std::string str() const;  // "file:line:column"
};

// What an `expect` step checks. Every member is optional: absent means
// "not checked"; present means it must hold exactly (spec: Expectations).
struct Expectation {
  std::optional<Outcome> result;
  std::vector<Reason> reasons;       // `reason:` one code, or a list: any of them passes
  std::optional<Side> to_move;       // the FEN's side to move: it flips at the move
  std::optional<Side> turn;          // whose turn it is, who acts by default (after his move too)
  std::optional<std::string> board;  // FEN placement field
  std::map<Square, std::optional<PieceCode>> at;     // nullopt = empty
  std::map<Square, std::vector<std::string>> marks;  // mark names, exact set
  std::optional<std::vector<Side>> check;            // kings in check now
  std::optional<std::optional<Side>> checkmate;      // side mated, or none
  std::optional<bool> stalemate;
  std::optional<GameOver> game_over;
  std::optional<Termination> termination;           // why it ended (extension), `none` while it goes on
  std::map<Side, std::vector<PieceCode>> captured;  // exact contents, per side named
  std::map<Side, std::vector<PieceCode>> dead;
  std::optional<std::vector<std::string>> in_play;    // card ids, exact set
  std::optional<std::vector<std::string>> suspended;  // card ids, exact set
  std::map<Side, std::vector<std::string>> hand;      // card ids, exact multiset
  std::map<Side, std::vector<std::string>> discard;   // card ids, exact multiset
  std::map<Side, std::vector<std::string>> deck;      // card ids, top first, exact (extension)
  std::map<Square, std::vector<Square>> moves_from;   // exact set of destinations
  std::map<Square, std::vector<Square>> can_move;     // these destinations are legal
  std::map<Square, std::vector<Square>> cannot_move;  // `can_move: {not: {...}}`
  // Partial checks (extension): these are among the contents, others may be too.
  std::map<Side, std::vector<PieceCode>> captured_includes;
  std::map<Side, std::vector<std::string>> hand_includes;
  std::vector<std::string> in_play_includes;
  std::optional<Phase> phase;  // where the turn stands: before-move, after-move
  // The FEN's other fields (extension), checked after card moves too:
  std::optional<std::string> castling_rights;       // "KQkq" order, "-" for none
  std::optional<std::optional<Square>> en_passant;  // the square, or none
  std::optional<int> halfmove;                      // the halfmove clock (R17: fifty moves)
  std::optional<int> fullmove;                      // the fullmove number
};

struct Step {
  enum class Kind { Action, Probe, Expect };
  Kind kind = Kind::Action;
  Action action;       // Kind::Action and Kind::Probe (`try:`)
  Expectation expect;  // Kind::Expect
  SourceLoc loc;
  std::string text;  // the step as written, one line, for reports
};

struct Scenario {
  std::string id;
  std::string title;
  std::vector<std::string> rulings;
  std::vector<std::string> cards;  // declared, or derived from setup and steps
  std::optional<std::string> pending;
  Setup setup;
  std::vector<Step> steps;
  SourceLoc loc;
  SourceLoc setup_loc;                 // the `setup` map
  std::vector<SourceLoc> effect_locs;  // each of setup.effects, in order
  // The scenario's map as written, as JSON values (yaml::json_values): the
  // report's Try it loads it again in the browser.
  std::string tree_json;
};

// A scenario of a file that did not load, while the file's others did.
struct BadScenario {
  std::string id;          // as written, or "file:line" when it has none that reads
  std::string error;       // "file:line:column: message", one a line for each problem
  bool duplicate = false;  // its id is another scenario's: `id` does not name it alone
};

// One file's worth: the scenarios it holds, or the error that stopped the
// whole file (bad YAML, a bad top level). A bad scenario fails alone.
struct LoadedFile {
  std::string path;
  std::vector<Scenario> scenarios;
  std::optional<std::string> error;  // "file:line:column: message"
  std::vector<BadScenario> bad;      // scenarios that did not load, in file order
  // Every load error of the file: its own, then its bad scenarios'.
  // Each error a line: a scenario (or a single-scenario file) that does not
  // load holds every one of its errors, one a line.
  std::vector<std::string> errors() const {
    std::vector<std::string> out;
    const auto lines = [&](const std::string& text) {
      for (std::size_t start = 0;;) {
        const std::size_t end = text.find('\n', start);
        out.push_back(text.substr(start, end == std::string::npos ? end : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
      }
    };
    if (error) lines(*error);
    for (const BadScenario& b : bad) lines(b.error);
    return out;
  }
};

}  // namespace kmr::harness
