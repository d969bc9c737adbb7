// Session data to JavaScript values (js_values.hpp).
#include "js_values.hpp"

#include <cctype>

#include "kmr/card.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/report/result_text.hpp"

namespace kmr::wasm {
namespace {

using emscripten::val;

template <class T, class F>
val array_of(const std::vector<T>& items, F each) {
  val out = val::array();
  for (const T& item : items) out.call<void>("push", each(item));
  return out;
}

val strings(const std::vector<std::string>& items) {
  return array_of(items, [](const std::string& s) { return val(s); });
}

val letters(const std::vector<PieceCode>& pieces) {
  return array_of(pieces, [](PieceCode p) { return val(std::string(1, to_char(p))); });
}

std::string side_word(Side s) { return std::string(to_string(s)); }

// "King", "Pawn": the role's name, capitalised, for a FEN letter.
std::string piece_name(char letter) {
  const auto role = role_from_letter(letter);
  if (!role) return std::string(1, letter);
  std::string name(role_name(*role));
  if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return name;
}

// The FEN's placement field as the pieces on their squares, a8 first as FEN writes them.
val board_value(const std::string& fen) {
  val out = val::array();
  int rank = 7, file = 0;
  for (char c : fen) {
    if (c == ' ') break;
    if (c == '/') {
      --rank;
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
    } else {
      val piece = val::object();
      piece.set("square", square_name(make_square(file, rank)));
      piece.set("piece", std::string(1, c));
      piece.set("side", std::isupper(static_cast<unsigned char>(c)) ? "white" : "black");
      piece.set("name", piece_name(c));
      out.call<void>("push", piece);
      ++file;
    }
  }
  return out;
}

val side_value(const SideView& s) {
  val out = val::object();
  out.set("side", side_word(s.side));
  out.set("inCheck", s.in_check);
  out.set("hand", array_of(s.hand, [](const HandCard& h) {
            val card = val::object();
            card.set("card", h.card);
            card.set("name", h.name);
            card.set("playableNow", h.playable_now);
            card.set("whyNot", h.why_not);
            return card;
          }));
  out.set("windows", array_of(s.windows, [](Timing t) { return val(std::string(to_string(t))); }));
  out.set("deck", strings(s.deck));
  out.set("discard", strings(s.discard));
  out.set("captured", letters(s.captured));
  out.set("dead", letters(s.dead));
  return out;
}

}  // namespace

val error_value(const std::string& message) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", message);
  return out;
}

val answer_value(const Action& action, const Result& r, bool probe) {
  val out = val::object();
  out.set("ok", true);
  out.set("accepted", r.ok());
  out.set("result", std::string(to_string(r.outcome)));
  out.set("reason", r.reason ? val(std::string(to_string(*r.reason))) : val::null());
  out.set("rule", r.rule);
  out.set("detail", r.detail);
  // One line for people: what the engine said, the way kmr play's lists word it.
  std::string why;
  if (r.reason) why = std::string(to_string(*r.reason)) + (r.rule.empty() ? "" : " (" + r.rule + ")");
  if (!r.detail.empty()) why += (why.empty() ? "" : ": ") + r.detail;
  out.set("why", why);
  out.set("events", strings(r.events));
  out.set("words", harness::result_lines(r));
  out.set("step", harness::action_words(action));
  out.set("probe", probe);
  return out;
}

val state_value(const StateView& v) {
  val out = val::object();
  out.set("fen", v.fen);
  out.set("turn", side_word(v.turn));
  out.set("toMove", side_word(v.to_move));
  out.set("phase", std::string(to_string(v.phase)));
  out.set("gameOver", std::string(to_string(v.game_over)));
  out.set("termination", std::string(to_string(v.ending.termination)));
  out.set("winner", v.ending.winner() ? val(std::string(to_string(*v.ending.winner()))) : val::null());
  out.set("checkmated", v.checkmated ? val(side_word(*v.checkmated)) : val::null());
  out.set("stalemated", v.stalemated);
  out.set("moveCancelled", v.move_cancelled);
  out.set("hiddenPieceOwner", v.hidden_piece_owner ? val(side_word(*v.hidden_piece_owner)) : val::null());
  out.set("board", board_value(v.fen));
  out.set("sides", array_of(v.sides, side_value));
  out.set("effects", array_of(v.effects, [](const EffectView& e) {
            val effect = val::object();
            effect.set("card", e.card);
            effect.set("name", e.name);
            effect.set("place", e.place);
            effect.set("words", e.words);  // for the effect: choice key
            effect.set("owner", side_word(e.owner));
            effect.set("continuing", e.continuing);
            effect.set("suspended", e.suspended);
            return effect;
          }));
  out.set("marks", array_of(v.marks, [](const MarkView& m) {
            val mark = val::object();
            mark.set("square", square_name(m.square));
            mark.set("marks", strings(m.marks));
            return mark;
          }));
  return out;
}

val outcome_value(const Ending& e) {
  if (!e.over()) return val::null();
  val out = val::object();
  out.set("termination", std::string(to_string(e.termination)));
  out.set("winner", e.winner() ? val(std::string(to_string(*e.winner()))) : val::null());
  out.set("result", std::string(e.result == GameOver::WhiteWins   ? "1-0"
                                : e.result == GameOver::BlackWins ? "0-1"
                                                                  : "1/2-1/2"));
  out.set("card", e.card ? val(std::string(e.card->id)) : val::null());
  out.set("words", describe(e));
  return out;
}

val move_value(const MoveOption& m) {
  const MoveRequest req{m.from, m.to, m.promotion};
  val step = val::object();
  step.set("move", to_string(req));
  val out = val::object();
  out.set("from", square_name(m.from));
  out.set("to", square_name(m.to));
  out.set("promotion",
          m.promotion ? val(std::string(1, role_letter(*m.promotion, Side::Black))) : val::null());
  out.set("accepted", m.result.ok());
  out.set("result", std::string(to_string(m.result.outcome)));
  out.set("reason", m.result.reason ? val(std::string(to_string(*m.result.reason))) : val::null());
  out.set("step", step);
  return out;
}

val play_step_value(const std::string& card, const CardChoices& choices, std::optional<Side> by) {
  val step = val::object();
  step.set("play", card);
  // The choices' JSON (result_text.hpp), read by the JavaScript engine's own JSON.parse.
  const val parsed = val::global("JSON").call<val>("parse", harness::choices_json(choices));
  val::global("Object").call<void>("assign", step, parsed);
  if (by) step.set("by", side_word(*by));
  return step;
}

}  // namespace kmr::wasm
