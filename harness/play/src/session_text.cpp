// kmr play's lines: a command word, or an action in scenario words read by
// the scenario reader (parse_step_line) and sent to the session.
#include "kmr/play/session_text.hpp"

#include <algorithm>

#include "answer_parts.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/load/step_line.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/report/result_text.hpp"

namespace kmr::harness {
namespace {

constexpr std::string_view kHelp =
    "Type an action in the scenario format's words, or a command:\n"
    "  move: e2e4 | e2e4 | e7e8q          a move (castling as the King's move, or castle: king-side, O-O)\n"
    "  play: CARD {KEY: VALUE, ...}       a card and its choices (play: bog {by: black})\n"
    "  end-turn | pass | timeout          finish the turn, pass a window, run out of time\n"
    "  say: rook | discard: CARD | recall: {piece: P, square: SQ} | keep: {piece: P, square: SQ}\n"
    "  try ACTION                         ask the engine without acting\n"
    "  undo                               take back the last action\n"
    "  moves [SQUARE]                     the legal moves (of the piece on SQUARE)\n"
    "  choices CARD [--by SIDE] [--bound N]  every choice set the card would accept now\n"
    "  hand [SIDE]                        the cards in hand, and which may be played now\n"
    "  state                              turn, phase, boxes, effects, marks, how the game stands\n"
    "  board                              the board\n"
    "  explain                            the line so far, each step with the engine's answer\n"
    "  save FILE [--id ID] [--title T] [--ruling ID]... [--pin KEY,...] [--all] [--force]\n"
    "                                     the line played as a scenario, tries and refused actions\n"
    "                                     left out (--all keeps them); --ruling ties it to the ruling\n"
    "                                     and its twins (pins: board, turn, to_move, phase, captured,\n"
    "                                     hand, check, in_play, game_over,\n"
    "                                     termination)\n"
    "  help | quit\n";

}  // namespace

std::string play_help() { return std::string(kHelp); }

PlaySession::PlaySession(Session session, Options options)
    : session_(std::move(session)), options_(std::move(options)) {}

std::string shown_line(std::string_view line) {
  constexpr std::size_t kShown = 60;
  return line.size() <= kMaxLineBytes ? std::string(line) : std::string(line.substr(0, kShown)) + "...";
}

Answer PlaySession::answer(std::string_view line) {
  ++line_number_;
  if (line.size() > kMaxLineBytes) {
    Answer a = play_parts::error("the line is longer than the " + std::to_string(kMaxLineBytes) +
                                 " bytes a line may hold: not read");
    a.json = "{\"line\":" + std::to_string(line_number_) + ",\"input\":" + json_quote(shown_line(line)) +
             ",\"error\":" + json_quote(a.text) + "}";
    a.text = "error: " + a.text + "\n";
    return a;
  }
  line = play_parts::trim(line);
  if (line.empty() || line.front() == '#') return {};
  const auto [word, rest] = play_parts::split_word(line);
  Answer a;
  if (word == "help" || word == "?") {
    a.text = play_help();
    a.json = "{\"help\":" + json_quote(a.text) + "}";
  } else if (word == "quit" || word == "exit") {
    a.quit = true;
    a.json = "{\"quit\":true}";
  } else if (word == "undo") {
    a = undo();
  } else if (word == "try") {
    a = act(rest, true);
  } else if (word == "moves") {
    a = moves(rest);
  } else if (word == "choices") {
    a = choices(rest);
  } else if (word == "hand") {
    a = hand(rest);
  } else if (word == "state") {
    a = state();
  } else if (word == "board") {
    a.text = board();
    a.json = "{\"fen\":" + json_quote(session_.state().fen) + "}";
  } else if (word == "explain") {
    a = explain();
  } else if (word == "save") {
    a = save(rest);
  } else {
    a = act(line, false);
  }
  if (a.error) {
    a.json = "{\"line\":" + std::to_string(line_number_) + ",\"input\":" + json_quote(line) +
             ",\"error\":" + json_quote(a.text) + "}";
    a.text = "error: " + a.text + "\n";
    return a;
  }
  // Every answer says which line it answers.
  if (a.json.size() > 1)
    a.json = "{\"line\":" + std::to_string(line_number_) + ",\"input\":" + json_quote(line) + "," +
             a.json.substr(1);
  return a;
}

Answer PlaySession::act(std::string_view line, bool probe) {
  if (play_parts::trim(line).empty()) return play_parts::error("try what? (try ACTION, e.g. try e2e4)");
  auto step = parse_step_line(line, "input");
  if (!step) return play_parts::error(play_parts::pointed(step.error().message, step_line_yaml(line)));
  if (step->kind == Step::Kind::Expect)
    return play_parts::error("`expect` checks a scenario file; here ask `state`, `hand`, `moves` instead");
  if (step->kind == Step::Kind::Probe) probe = true;
  const std::string before = session_.state().fen;
  const Side turn_before = session_.game().turn();
  const Result& r = probe ? session_.attempt(step->action) : session_.act(step->action);
  Answer a;
  const std::string words = action_words(step->action);
  a.text = (probe ? "try: " : "") + words + "\n" + result_lines(r);
  a.text += play_parts::standing(session_.game());
  const std::string after = session_.state().fen;
  if (after != before) a.text += board();
  // At a hot seat the next player's hand is shown as his turn begins.
  const Side turn = session_.game().turn();
  if (options_.hot_seat && turn != turn_before && !session_.game().ending().over()) {
    for (const SideView& side : session_.state().sides)
      if (side.side == turn) {
        std::string cards;
        for (const HandCard& h : side.hand) cards += (cards.empty() ? "" : ", ") + h.card;
        a.text += play_parts::side_name(turn) + "'s turn: hand [" + cards + "], deck " +
                  std::to_string(side.deck.size()) + " cards\n";
      }
  }
  a.json = "{\"kind\":" + json_quote(probe ? "try" : "act") + ",\"step\":" + json_quote(words) +
           ",\"result\":" + result_json(r) + "," + play_parts::standing_json(session_.game()) + "}";
  return a;
}

Answer PlaySession::undo() {
  Answer a;
  const std::vector<LineStep> line = session_.line();
  if (!session_.undo()) return play_parts::error("nothing to undo");
  // What went: the last action and the tries asked after it.
  std::string undone, json;
  for (std::size_t i = session_.line().size(); i < line.size(); ++i) {
    const std::string words = (line[i].probe ? "try: " : "") + action_words(line[i].action);
    undone += (undone.empty() ? "" : ", then ") + words;
    json += (json.empty() ? "" : ",") + json_quote(words);
  }
  a.text = "undone: " + undone + "\n" + play_parts::standing(session_.game()) + board();
  a.json = "{\"kind\":\"undo\",\"undone\":[" + json + "]," + play_parts::standing_json(session_.game()) + "}";
  return a;
}

std::string PlaySession::board() const { return board_text(session_.game(), options_.board); }

std::vector<std::string> PlaySession::completions(std::string_view prefix) const {
  // The cards in hand first: those the player may play now, then the rest.
  std::vector<std::string> words;
  const StateView v = session_.state();
  for (bool now : {true, false})
    for (const SideView& side : v.sides)
      for (const HandCard& h : side.hand)
        if (h.playable_now == now) words.push_back(h.card);
  words.insert(words.end(),
               {"help",      "quit",       "undo",     "try",     "moves",    "choices", "hand",     "state",
                "board",     "explain",    "save",     "move:",   "play:",    "castle:", "end-turn", "pass",
                "timeout",   "say:",       "discard:", "recall:", "keep:",    "by:",     "white",    "black",
                "king-side", "queen-side", "--id",     "--title", "--ruling", "--pin",   "--all"});
  for (const ChoiceKeyInfo& k : choice_keys()) words.push_back(std::string(k.name) + ":");
  for (const CardDef* c : all_cards()) words.emplace_back(c->id);
  for (Square s = 0; s < kSquareCount; ++s) words.push_back(square_name(s));
  std::vector<std::string> out;
  for (std::string& w : words)
    if (w.starts_with(prefix) && std::find(out.begin(), out.end(), w) == out.end())
      out.push_back(std::move(w));
  return out;
}

}  // namespace kmr::harness
