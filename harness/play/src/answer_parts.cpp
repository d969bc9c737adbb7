// The pieces the session front end's answers are made of.
#include "answer_parts.hpp"

#include <cstdio>

#include "kmr/base/json_text.hpp"
#include "kmr/base/message_text.hpp"
#include "kmr/fen.hpp"

namespace kmr::harness::play_parts {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

std::pair<std::string_view, std::string_view> split_word(std::string_view line) {
  line = trim(line);
  const std::size_t space = line.find_first_of(" \t");
  if (space == std::string_view::npos) return {line, {}};
  return {line.substr(0, space), trim(line.substr(space))};
}

std::optional<std::vector<std::string>> words(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  bool in_word = false, quoted = false;
  for (char c : text) {
    if (c == '"') {
      quoted = !quoted;
      in_word = true;
    } else if ((c == ' ' || c == '\t') && !quoted) {
      if (in_word) out.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (quoted) return std::nullopt;
  if (in_word) out.push_back(word);
  return out;
}

Answer error(std::string message) {
  Answer a;
  a.text = std::move(message);
  a.error = true;
  return a;
}

std::string pointed(const std::string& message, const std::string& yaml) {
  std::string out;
  std::size_t from = 0;
  while (from <= message.size()) {
    std::size_t end = message.find('\n', from);
    if (end == std::string::npos) end = message.size();
    const std::string problem = message.substr(from, end - from);
    int line = 0, column = 0;
    char colon = 0;
    const bool placed = std::sscanf(problem.c_str(), "input:%d:%d%c", &line, &column, &colon) == 3 &&
                        colon == ':' && line == 1 && column >= 1 &&
                        static_cast<std::size_t>(column) <= yaml.size() + 1 &&
                        yaml.find('\n') == std::string::npos;
    out += (out.empty() ? "" : "\n") + without_place(problem);
    if (placed) out += "\n  " + yaml + "\n  " + std::string(static_cast<std::size_t>(column - 1), ' ') + "^";
    from = end + 1;
  }
  return out;
}

std::string side_name(Side s) { return std::string(to_string(s)); }

std::optional<Side> parse_side_word(std::string_view s) { return parse_side(s); }

namespace {

// The card windows open to `side` now that say something of this moment,
// as the card timings name them (any-time and opponent-turn are open all
// along).
std::string open_windows(const Game& g, Side side) {
  std::string out;
  for (Timing t : {Timing::BeforeMove, Timing::ReplaceMove, Timing::AfterMove, Timing::AfterOpponentMove,
                   Timing::AfterOpponentCard})
    if (g.window_is_open(side, t)) out += (out.empty() ? "" : ", ") + std::string(to_string(t));
  return out;
}

}  // namespace

std::string standing(const Game& g) {
  // Who acts next: the turn's player (his move, or a card, or the end of his
  // turn), and the opponent when a window of his opens now.
  const Side turn = g.turn();
  const bool moved = g.phase() != Phase::BeforeMove;
  const std::string mine = open_windows(g, turn), theirs = open_windows(g, ~turn);
  std::string out = "  turn: " + side_name(turn) + " (" + std::string(to_string(g.phase())) +
                    "); next to act: " + side_name(turn) + " (" + (moved ? "end-turn" : "his move") +
                    (mine.empty() ? "" : " or a card: " + mine) + ")";
  if (!theirs.empty()) out += ", " + side_name(~turn) + " may answer (" + theirs + ")";
  if (moved) out += "; then " + side_name(g.to_move()) + " moves";
  std::string check;
  for (Side s : g.in_check()) check += (check.empty() ? "" : ", ") + side_name(s);
  if (!check.empty()) out += ", check: " + check;
  if (const Ending over = g.ending(); over.over()) out += ", game over: " + describe(over);
  return out + "\n";
}

std::string standing_json(const Game& g) {
  std::string check;
  for (Side s : g.in_check()) check += (check.empty() ? "" : ",") + json_quote(side_name(s));
  const Ending over = g.ending();
  return "\"fen\":" + json_quote(to_fen(g.position())) + ",\"turn\":" + json_quote(side_name(g.turn())) +
         ",\"phase\":" + json_quote(to_string(g.phase())) +
         ",\"to_move\":" + json_quote(side_name(g.to_move())) + ",\"check\":[" + check +
         "],\"game_over\":" + json_quote(to_string(over.result)) +
         ",\"termination\":" + json_quote(to_string(over.termination)) +
         ",\"winner\":" + (over.winner() ? json_quote(side_name(*over.winner())) : std::string("null"));
}

}  // namespace kmr::harness::play_parts
