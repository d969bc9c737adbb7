// Compares what an `expect` says with the engine's answers. Every value
// comes from the observation the engine gave: the judge computes nothing of
// the game itself.
#include "kmr/run/expect_check.hpp"

#include <algorithm>

#include "kmr/fen.hpp"

namespace kmr::harness {
namespace {

template <class T, class F>
std::string join(const std::vector<T>& items, F&& show) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + show(items[i]);
  return out + "]";
}

std::string show_square(Square s) { return square_name(s); }
std::string show_side(Side s) { return std::string(to_string(s)); }
std::string show_code(PieceCode p) { return std::string(1, to_char(p)); }
std::string show_text(const std::string& s) { return s; }

template <class T>
std::vector<T> sorted(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Collects "key: expected" / "key: actual" pairs that differ.
class Checker {
 public:
  template <class T, class F>
  void list(const std::string& key, std::vector<T> want, std::vector<T> got, F&& show) {
    want = sorted(std::move(want));
    got = sorted(std::move(got));
    if (want != got) add(key, join(want, show), join(got, show));
  }
  // In order: a list whose order matters (a deck, top first).
  template <class T, class F>
  void sequence(const std::string& key, const std::vector<T>& want, const std::vector<T>& got, F&& show) {
    if (want != got) add(key, join(want, show), join(got, show));
  }
  void value(const std::string& key, const std::string& want, const std::string& got) {
    if (want != got) add(key, want, got);
  }
  ExpectCheck result;

 private:
  void add(const std::string& key, const std::string& want, const std::string& got) {
    result.mismatches.push_back(key + ": expected " + want + ", got " + got);
    result.expected += (result.expected.empty() ? "" : "; ") + key + ": " + want;
    result.actual += (result.actual.empty() ? "" : "; ") + key + ": " + got;
  }
};

std::string show_reason(const std::optional<Reason>& r) { return r ? std::string(to_string(*r)) : "none"; }

// The six fields of a FEN; missing ones empty.
std::vector<std::string> fen_fields(const std::string& fen) {
  std::vector<std::string> fields;
  for (std::size_t from = 0, to = 0; from <= fen.size(); from = to + 1) {
    to = std::min(fen.find(' ', from), fen.size());
    fields.push_back(fen.substr(from, to - from));
  }
  fields.resize(6);
  return fields;
}

template <class Zone>
typename Zone::mapped_type side_of(const std::optional<Zone>& zone, Side side) {
  if (!zone) return {};
  const auto it = zone->find(side);
  return it == zone->end() ? typename Zone::mapped_type{} : it->second;
}

void check_result(Checker& c, const Expectation& e, const std::optional<Result>& last) {
  if (!checks_result(e)) return;
  if (!last) {
    c.value("result", e.result ? std::string(to_string(*e.result)) : "a result",
            "no action before this expect");
    return;
  }
  if (e.result) c.value("result", std::string(to_string(*e.result)), std::string(to_string(last->outcome)));
  const bool any =
      std::any_of(e.reasons.begin(), e.reasons.end(), [&](Reason want) { return last->reason == want; });
  if (!e.reasons.empty() && !any) {
    std::string want;
    for (Reason reason : e.reasons) want += (want.empty() ? "" : " or ") + std::string(to_string(reason));
    c.value("reason", want, show_reason(last->reason));
  }
}

// The FEN's own fields, as the engine wrote them.
struct FenSeen {
  std::vector<std::string> fields;
  explicit FenSeen(const Observation& o) : fields(fen_fields(o.fen.value_or(""))) {}
};

void check_position(Checker& c, const Expectation& e, const Observation& o, const FenSeen& f) {
  const std::string& side = f.fields[1];
  if (e.to_move)
    c.value("to_move", show_side(*e.to_move),
            side == "w"   ? "white"
            : side == "b" ? "black"
                          : "'" + side + "'");
  if (e.turn) c.value("turn", show_side(*e.turn), o.turn ? show_side(*o.turn) : "none");
  if (e.board) c.value("board", *e.board, f.fields[0]);
  if (e.at.empty()) return;
  const auto board = parse_placement(f.fields[0]);
  for (const auto& [sq, want] : e.at) {
    const char got = board ? board->letter_at(sq) : '?';
    c.value("at " + square_name(sq), want ? show_code(*want) : "empty",
            !board       ? "a board that does not read: " + f.fields[0]
            : got == '.' ? "empty"
                         : std::string(1, got));
  }
}

void check_fen_fields(Checker& c, const Expectation& e, const FenSeen& f) {
  if (e.castling_rights) c.value("castling_rights", *e.castling_rights, f.fields[2]);
  if (e.en_passant)
    c.value("en_passant", *e.en_passant ? square_name(**e.en_passant) : "none",
            f.fields[3] == "-" ? "none" : f.fields[3]);
  if (e.halfmove) c.value("halfmove", std::to_string(*e.halfmove), f.fields[4]);
  if (e.fullmove) c.value("fullmove", std::to_string(*e.fullmove), f.fields[5]);
}

void check_zones(Checker& c, const Expectation& e, const Observation& o) {
  for (const auto& [side, want] : e.captured)
    c.list("captured " + show_side(side), want, side_of(o.captured, side), show_code);
  for (const auto& [side, want] : e.dead)
    c.list("dead " + show_side(side), want, side_of(o.dead, side), show_code);
  std::vector<std::string> in_play, suspended;
  for (const EffectSeen& fx : o.in_play.value_or(std::vector<EffectSeen>{})) {
    in_play.push_back(fx.card);
    if (fx.suspended) suspended.push_back(fx.card);
  }
  if (e.in_play) c.list("in_play", *e.in_play, in_play, show_text);
  if (e.suspended) c.list("suspended", *e.suspended, suspended, show_text);
  // Partial checks: what is wanted must be there (as a multiset); more may be.
  auto includes = [&](const std::string& key, auto want, auto got, auto show) {
    decltype(want) missing;
    for (const auto& w : want) {
      auto it = std::find(got.begin(), got.end(), w);
      if (it == got.end())
        missing.push_back(w);
      else
        got.erase(it);
    }
    if (!missing.empty()) c.value(key, "to include " + join(want, show), "missing " + join(missing, show));
  };
  for (const auto& [side, want] : e.captured_includes)
    includes("captured_includes " + show_side(side), want, side_of(o.captured, side), show_code);
  for (const auto& [side, want] : e.hand_includes)
    includes("hand_includes " + show_side(side), want, side_of(o.hand, side), show_text);
  if (!e.in_play_includes.empty()) includes("in_play_includes", e.in_play_includes, in_play, show_text);
}

void check_cards(Checker& c, const Expectation& e, const Observation& o) {
  for (const auto& [side, want] : e.hand)
    c.list("hand " + show_side(side), want, side_of(o.hand, side), show_text);
  for (const auto& [side, want] : e.discard)
    c.list("discard " + show_side(side), want, side_of(o.discard, side), show_text);
  for (const auto& [side, want] : e.deck)  // top first: the draws to come
    c.sequence("deck " + show_side(side), want, side_of(o.deck, side), show_text);
}

void check_moves(Checker& c, const Expectation& e, const Observation& o) {
  auto destinations = [&](Square sq) {
    const auto it = o.moves.find(sq);
    return it == o.moves.end() ? std::vector<Square>{} : it->second;
  };
  for (const auto& [sq, want] : e.moves_from)
    c.list("moves_from " + square_name(sq), want, destinations(sq), show_square);
  for (const auto& [sq, want] : e.can_move) {
    const auto got = destinations(sq);
    std::vector<Square> missing;
    for (Square t : want)
      if (std::find(got.begin(), got.end(), t) == got.end()) missing.push_back(t);
    if (!missing.empty())
      c.value("can_move " + square_name(sq), "legal " + join(want, show_square),
              "not legal " + join(missing, show_square));
  }
  for (const auto& [sq, forbidden] : e.cannot_move) {
    const auto got = destinations(sq);
    std::vector<Square> present;
    for (Square t : forbidden)
      if (std::find(got.begin(), got.end(), t) != got.end()) present.push_back(t);
    if (!present.empty())
      c.value("can_move not " + square_name(sq), "not legal " + join(forbidden, show_square),
              "legal " + join(present, show_square));
  }
}

}  // namespace

bool checks_result(const Expectation& e) { return e.result || !e.reasons.empty(); }

// In the order the keys have always been judged: the first mismatch is the
// one a failure names.
ExpectCheck check_expectation(const Expectation& e, const Observation& o, const std::optional<Result>& last) {
  Checker c;
  const FenSeen fen(o);
  check_result(c, e, last);
  check_position(c, e, o, fen);
  for (const auto& [sq, want] : e.marks) {
    std::vector<std::string> got;
    if (o.marks)
      if (const auto it = o.marks->find(sq); it != o.marks->end()) got = it->second;
    c.list("marks " + square_name(sq), want, got, show_text);
  }
  if (e.check) c.list("check", *e.check, o.check.value_or(std::vector<Side>{}), show_side);
  if (e.checkmate) {
    auto side = [](const std::optional<Side>& s) { return s ? show_side(*s) : std::string("none"); };
    c.value("checkmate", side(*e.checkmate), side(o.checkmate.value_or(std::nullopt)));
  }
  if (e.stalemate)
    c.value("stalemate", *e.stalemate ? "true" : "false", o.stalemate.value_or(false) ? "true" : "false");
  if (e.game_over)
    c.value("game_over", std::string(to_string(*e.game_over)),
            std::string(to_string(o.game_over.value_or(GameOver::None))));
  if (e.termination)
    c.value("termination", std::string(to_string(*e.termination)),
            std::string(to_string(o.termination.value_or(Termination::None))));
  check_zones(c, e, o);
  if (e.phase)
    c.value("phase", std::string(to_string(*e.phase)), o.phase ? std::string(to_string(*o.phase)) : "none");
  check_fen_fields(c, e, fen);
  check_cards(c, e, o);
  check_moves(c, e, o);
  return std::move(c.result);
}

Expectation claimed_part(const Expectation& e, const EngineParts& parts,
                         std::vector<std::string>& unclaimed) {
  Expectation out = e;
  auto drop = [&](bool claimed, bool present, std::string_view part) {
    if (claimed || !present) return false;
    if (std::find(unclaimed.begin(), unclaimed.end(), part) == unclaimed.end()) unclaimed.emplace_back(part);
    return true;
  };
  if (drop(parts.reasons, !e.reasons.empty(), "reasons")) out.reasons.clear();
  const Query q = query_for(e);
  if (drop(parts.state, !q.fields.empty(), "state")) {
    // Only the result, the reason and the moves stay.
    Expectation kept;
    kept.result = out.result;
    kept.reasons = out.reasons;
    kept.moves_from = out.moves_from;
    kept.can_move = out.can_move;
    kept.cannot_move = out.cannot_move;
    out = std::move(kept);
  }
  if (drop(parts.moves, !q.moves.empty(), "moves")) {
    out.moves_from.clear();
    out.can_move.clear();
    out.cannot_move.clear();
  }
  return out;
}

bool checks_anything(const Expectation& e) { return checks_result(e) || !query_for(e).empty(); }

}  // namespace kmr::harness
