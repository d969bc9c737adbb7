// The session front end's questions: moves, a card's choices, the hands,
// the state, the line so far. Each asks the session and words its data.
#include <map>

#include "answer_parts.hpp"
#include "kmr/base/console_text.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_search.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/session_text.hpp"
#include "kmr/report/result_text.hpp"

namespace kmr::harness {
namespace {

using play_parts::side_name;

std::string view_joined(const std::vector<std::string>& items, std::string_view sep = ", ") {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : std::string(sep)) + i;
  return out;
}

std::string json_list(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : ",") + json_quote(i);
  return "[" + out + "]";
}

std::vector<std::string> view_letters(const std::vector<PieceCode>& pieces) {
  std::vector<std::string> out;
  for (PieceCode p : pieces) out.emplace_back(1, to_char(p));
  return out;
}

// "accepted: e2e4, ..." or "no-effect (check-rule, R13.1): why".
std::string outcome_words(const Result& r) {
  std::string out(to_string(r.outcome));
  if (r.reason) out += " (" + std::string(to_string(*r.reason)) + (r.rule.empty() ? "" : ", " + r.rule) + ")";
  if (!r.events.empty()) out += ": " + view_joined(r.events);
  if (r.events.empty() && !r.detail.empty()) out += ": " + r.detail;
  return console_text(out);
}

std::string hand_words(const SideView& v, bool shown = true) {
  if (!shown)
    return "  hand " + side_name(v.side) + ": " + std::to_string(v.hand.size()) + " cards, hidden until " +
           side_name(v.side) + "'s turn\n";
  std::vector<std::string> cards;
  for (const HandCard& h : v.hand) cards.push_back(h.card + (h.playable_now ? " (may be played now)" : ""));
  return "  hand " + side_name(v.side) + ": [" + view_joined(cards) + "]\n";
}

std::string hand_json(const SideView& v) {
  std::string cards;
  for (const HandCard& h : v.hand)
    cards += (cards.empty() ? "" : ",") + std::string("{\"card\":") + json_quote(h.card) +
             ",\"playable_now\":" + (h.playable_now ? "true" : "false") +
             (h.why_not.empty() ? "" : ",\"why_not\":" + json_quote(h.why_not)) + "}";
  return "{\"side\":" + json_quote(side_name(v.side)) + ",\"hand\":[" + cards + "]}";
}

}  // namespace

Answer PlaySession::moves(std::string_view args) const {
  std::optional<Square> from;
  if (!args.empty()) {
    from = parse_square(args);
    if (!from)
      return play_parts::error("not a square: '" + std::string(args) + "' (moves [SQUARE], e.g. moves e2)");
  }
  const std::vector<MoveOption> list = session_.moves(from);
  Answer a;
  a.text = "moves of " + side_name(session_.game().to_move()) + (from ? " from " + square_name(*from) : "") +
           ": " + std::to_string(list.size()) + "\n";
  std::map<Square, std::vector<std::string>> by_from;
  std::string json;
  for (const MoveOption& m : list) {
    MoveRequest req{m.from, m.to, m.promotion};
    by_from[m.from].push_back(square_name(m.to) +
                              (m.promotion ? std::string(1, role_letter(*m.promotion, Side::Black)) : ""));
    json += (json.empty() ? "" : ",") + std::string("{\"move\":") + json_quote(to_string(req)) +
            ",\"result\":" + result_json(m.result) + "}";
  }
  for (const auto& [sq, tos] : by_from) a.text += "  " + square_name(sq) + ": " + view_joined(tos) + "\n";
  a.json = "{\"kind\":\"moves\",\"side\":" + json_quote(side_name(session_.game().to_move())) +
           ",\"moves\":[" + json + "]}";
  return a;
}

Answer PlaySession::choices(std::string_view args) const {
  const auto w = play_parts::words(args);
  if (!w || w->empty()) return play_parts::error("which card? (choices CARD [--by SIDE] [--bound N])");
  const std::string card = w->front();
  std::optional<Side> by;
  int bound = options_.bound;
  for (std::size_t i = 1; i < w->size(); ++i) {
    const std::string& opt = (*w)[i];
    if (i + 1 >= w->size())
      return play_parts::error("'" + opt + "' needs a value (choices CARD [--by SIDE] [--bound N])");
    const std::string& value = (*w)[++i];
    if (opt == "--by") {
      by = play_parts::parse_side_word(value);
      if (!by) return play_parts::error("--by takes white or black, not '" + value + "'");
    } else if (opt == "--bound") {
      try {
        bound = std::stoi(value);
      } catch (...) {
        bound = 0;
      }
      if (bound <= 0 || bound > kMaxChoiceBudget)
        return play_parts::error("--bound takes a whole number from 1 to " +
                                 std::to_string(kMaxChoiceBudget) + ", not '" + value + "'");
    } else {
      return play_parts::error("unknown option '" + opt + "' (choices CARD [--by SIDE] [--bound N])");
    }
  }
  if (!find_card(card))
    return play_parts::error("no card is called '" + card + "' (kmr list cards names them)");
  const ChoiceListing list = session_.choices(card, by, bound);
  Answer a;
  a.text = "choices: " + card + "\n";
  std::string json;
  if (list.refusal) {
    a.text += "  none now:\n" + result_lines(*list.refusal);
    a.json = "{\"kind\":\"choices\",\"card\":" + json_quote(card) +
             ",\"choices\":[],\"refusal\":" + result_json(*list.refusal) + "}";
    return a;
  }
  for (const ChoiceOption& o : list.options) {
    Action play;
    play.kind = ActionKind::Play;
    play.card = card;
    play.by = by;
    play.choices = o.choices;
    a.text += "  " + action_words(play) + "\n    " + outcome_words(o.result) + "\n";
    json += (json.empty() ? "" : ",") + std::string("{\"step\":") + json_quote(action_words(play)) +
            ",\"choices\":" + choices_json(o.choices) + ",\"result\":" + result_json(o.result) + "}";
  }
  a.text += "  " + std::to_string(list.options.size()) + " choice set" +
            (list.options.size() == 1 ? "" : "s") + " the engine takes, of " + std::to_string(list.tried) +
            " tried";
  a.text += list.cut ? "; the search stopped at its bound: more may exist (choices " + card +
                           " --bound N, N above " + std::to_string(list.tried) + ")\n"
                     : "; every choice set was tried\n";
  a.json = "{\"kind\":\"choices\",\"card\":" + json_quote(card) + ",\"choices\":[" + json +
           "],\"tried\":" + std::to_string(list.tried) + ",\"cut\":" + (list.cut ? "true" : "false") + "}";
  return a;
}

Answer PlaySession::hand(std::string_view args) const {
  std::optional<Side> only;
  if (!args.empty()) {
    only = play_parts::parse_side_word(args);
    if (!only) return play_parts::error("hand takes white or black, not '" + std::string(args) + "'");
  }
  const StateView v = session_.state();
  Answer a;
  std::string json;
  for (const SideView& side : v.sides) {
    if (only && side.side != *only) continue;
    if (!only && !shown(side.side)) continue;
    a.text += hand_words(side);
    json += (json.empty() ? "" : ",") + hand_json(side);
  }
  a.json = "{\"kind\":\"hand\",\"hands\":[" + json + "]}";
  return a;
}

Answer PlaySession::state() const {
  const StateView v = session_.state();
  Answer a;
  a.text = "state\n  fen: " + v.fen + "\n" + play_parts::standing(session_.game());
  std::string sides_json;
  for (const SideView& s : v.sides) {
    const std::string name = side_name(s.side);
    std::vector<std::string> windows;
    for (Timing t : s.windows) windows.emplace_back(to_string(t));
    a.text += hand_words(s, shown(s.side));
    a.text += "  " + name + ": windows open [" + view_joined(windows) + "]\n";
    a.text += "  " + name + ": deck " + std::to_string(s.deck.size()) + " cards, discard [" +
              view_joined(s.discard) + "], captured [" + view_joined(view_letters(s.captured)) + "], dead [" +
              view_joined(view_letters(s.dead)) + "]\n";
    sides_json += (sides_json.empty() ? "" : ",") + hand_json(s).substr(0, hand_json(s).size() - 1) +
                  ",\"windows\":" + json_list(windows) + ",\"deck\":" + json_list(s.deck) +
                  ",\"discard\":" + json_list(s.discard) +
                  ",\"captured\":" + json_list(view_letters(s.captured)) +
                  ",\"dead\":" + json_list(view_letters(s.dead)) + "}";
  }
  std::string effects_json;
  for (const EffectView& e : v.effects) {
    a.text += std::string("  ") + (e.continuing ? "in play" : "lingering") + ": " + e.name +
              (e.place.empty() ? "" : " " + e.place) + " (" + side_name(e.owner) +
              (e.suspended ? ", suspended" : "") + "; effect: " + e.words + ")\n";
    effects_json += (effects_json.empty() ? "" : ",") + std::string("{\"card\":") + json_quote(e.card) +
                    ",\"owner\":" + json_quote(side_name(e.owner)) + ",\"place\":" + json_quote(e.place) +
                    ",\"words\":" + json_quote(e.words) +
                    ",\"continuing\":" + (e.continuing ? "true" : "false") +
                    ",\"suspended\":" + (e.suspended ? "true" : "false") + "}";
  }
  std::string marks_json;
  for (const MarkView& m : v.marks) {
    a.text += "  marks " + square_name(m.square) + ": [" + view_joined(m.marks) + "]\n";
    marks_json +=
        (marks_json.empty() ? "" : ",") + json_quote(square_name(m.square)) + ":" + json_list(m.marks);
  }
  if (v.move_cancelled) a.text += "  a move of this turn was cancelled: the next move is a new one\n";
  if (v.hidden_piece_owner)
    a.text += "  a piece is hidden: " + side_name(*v.hidden_piece_owner) + " must recall it\n";
  a.json = "{\"kind\":\"state\"," + play_parts::standing_json(session_.game()) + ",\"sides\":[" + sides_json +
           "],\"effects\":[" + effects_json + "],\"marks\":{" + marks_json + "}}";
  return a;
}

Answer PlaySession::explain() const {
  Answer a;
  std::string json;
  int n = 0;
  for (const LineStep& step : session_.line()) {
    const std::string words = (step.probe ? "try: " : "") + action_words(step.action);
    a.text += "step " + std::to_string(++n) + ": " + words + "\n" + result_lines(step.result);
    json += (json.empty() ? "" : ",") + std::string("{\"step\":") + json_quote(words) +
            ",\"result\":" + result_json(step.result) + "}";
  }
  if (n == 0) a.text = "nothing played yet\n";
  a.json = "{\"kind\":\"explain\",\"steps\":[" + json + "]}";
  return a;
}

bool PlaySession::shown(Side side) const { return !options_.hot_seat || side == session_.game().turn(); }

Answer PlaySession::opening() const {
  Answer a = state();
  if (!options_.source.empty()) a.text = "opened " + options_.source + "\n" + a.text;
  if (!options_.note.empty()) a.text = options_.note + a.text;
  a.text += board() + "(type `help` for the commands)\n";
  return a;
}

}  // namespace kmr::harness
