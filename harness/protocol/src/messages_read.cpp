// Reading the protocol's lines strictly: what is not the answer asked for is
// an error naming what is wrong, never a silent default.
#include <set>

#include "json_line.hpp"
#include "kmr/protocol/messages.hpp"

namespace kmr::harness::protocol {
namespace {

// A value of the answer that is not what the protocol says.
Error wrong(std::string_view key, std::string_view expected, const Json& got) {
  std::string shown = got.dump();
  if (shown.size() > 80) shown = shown.substr(0, 80) + "...";
  return Error{"'" + std::string(key) + "' is not " + std::string(expected) + ": " + shown};
}

Expected<std::string> text(const Json& v, std::string_view key) {
  if (!v.is_string()) return wrong(key, "a string", v);
  return v.get<std::string>();
}

Expected<std::vector<std::string>> texts(const Json& v, std::string_view key) {
  if (!v.is_array()) return wrong(key, "a list of strings", v);
  std::vector<std::string> out;
  for (const Json& item : v) {
    if (!item.is_string()) return wrong(key, "a list of strings", v);
    out.push_back(item.get<std::string>());
  }
  return out;
}

// Each item of a list of words read by `parse`.
template <class T, class Parse>
Expected<std::vector<T>> words(const Json& v, std::string_view key, std::string_view what, Parse&& parse) {
  auto items = texts(v, key);
  if (!items) return items.error();
  std::vector<T> out;
  for (const std::string& item : *items) {
    auto got = parse(item);
    if (!got)
      return Error{"'" + std::string(key) + "' holds '" + item + "', which is not " + std::string(what)};
    out.push_back(*got);
  }
  return out;
}

template <class T, class Parse>
Expected<T> word(const Json& v, std::string_view key, std::string_view what, Parse&& parse) {
  auto t = text(v, key);
  if (!t) return t.error();
  auto got = parse(*t);
  if (!got) return Error{"'" + std::string(key) + "' is '" + *t + "', which is not " + std::string(what)};
  return T(*got);
}

// {"white": [...], "black": [...]}: each side's list (a side left out: empty).
template <class T, class Parse>
Expected<std::map<Side, std::vector<T>>> sides(const Json& v, std::string_view key, std::string_view what,
                                               Parse&& parse) {
  if (!v.is_object()) return wrong(key, "a map of white and black", v);
  std::map<Side, std::vector<T>> out;
  for (auto it = v.begin(); it != v.end(); ++it) {
    const std::string& name = it.key();
    const Json& list = it.value();
    const auto side = parse_side(name);
    if (!side) return Error{"'" + std::string(key) + "' names '" + name + "', not white or black"};
    auto items = words<T>(list, key, what, parse);
    if (!items) return items.error();
    out[*side] = std::move(*items);
  }
  return out;
}

std::optional<std::string> as_is(const std::string& s) { return s; }
std::optional<PieceCode> piece(const std::string& s) { return parse_piece_code(s); }

// {"error": "..."}: the engine's own refusal of the request.
std::optional<std::string> refusal(const Json& v) {
  if (!v.contains("error")) return std::nullopt;
  const Json& e = v["error"];
  return e.is_string() ? e.get<std::string>() : e.dump();
}

using Done = Expected<std::monostate>;

// The value read into its slot of the observation, or its error.
template <class T>
Done into(std::optional<T>& slot, Expected<T> got) {
  if (!got) return got.error();
  slot = std::move(got).value();
  return std::monostate{};
}

Expected<std::optional<Side>> mated_side(const Json& v) {
  auto t = text(v, "checkmate");
  if (!t) return t.error();
  const auto side = parse_side(*t);
  if (!side && *t != "none") return Error{"'checkmate' is '" + *t + "', not white, black or none"};
  return side;
}

Expected<bool> flag(const Json& v, std::string_view key) {
  if (!v.is_boolean()) return wrong(key, "true or false", v);
  return v.get<bool>();
}

Expected<std::vector<EffectSeen>> effects(const Json& v) {
  if (!v.is_array()) return wrong("in_play", "a list of effects", v);
  std::vector<EffectSeen> out;
  for (const Json& fx : v) {
    if (!fx.is_object() || !fx.contains("card") || !fx["card"].is_string())
      return wrong("in_play", "a list of {card, owner, suspended}", v);
    EffectSeen seen{fx["card"].get<std::string>(), Side::White, false};
    if (fx.contains("owner")) {
      auto owner = word<Side>(fx["owner"], "owner", "white or black", parse_side);
      if (!owner) return owner.error();
      seen.owner = *owner;
    }
    if (fx.contains("suspended")) {
      auto suspended = flag(fx["suspended"], "suspended");
      if (!suspended) return suspended.error();
      seen.suspended = *suspended;
    }
    out.push_back(std::move(seen));
  }
  return out;
}

Expected<std::map<Square, std::vector<std::string>>> marks_by_square(const Json& v) {
  if (!v.is_object()) return wrong("marks", "a map of squares to marks", v);
  std::map<Square, std::vector<std::string>> out;
  for (auto it = v.begin(); it != v.end(); ++it) {
    const std::string& name = it.key();
    const Json& list = it.value();
    const auto sq = parse_square(name);
    if (!sq) return Error{"'marks' names '" + name + "', which is not a square"};
    auto m = texts(list, "marks");
    if (!m) return m.error();
    if (!m->empty()) out[*sq] = std::move(*m);
  }
  return out;
}

// The line as an answer object; none when it is the engine's {"error": ...},
// which goes to `refused`.
Expected<std::optional<Json>> answer_body(std::string_view line, std::optional<std::string>& refused) {
  auto v = parse_object(line);
  if (!v) return v.error();
  refused = refusal(*v);
  if (refused) return std::optional<Json>();
  return std::optional<Json>(std::move(v).value());
}

Done read_field(const Json& v, Field f, Observation& o) {
  const std::string_view key = to_string(f);
  switch (f) {
    case Field::Fen:
      return into(o.fen, text(v, key));
    case Field::Turn:
      return into(o.turn, word<Side>(v, key, "white or black", parse_side));
    case Field::Phase:
      return into(o.phase, word<Phase>(v, key, "before-move or after-move", parse_phase));
    case Field::Check:
      return into(o.check, words<Side>(v, key, "white or black", parse_side));
    case Field::Checkmate:
      return into(o.checkmate, mated_side(v));
    case Field::Stalemate:
      return into(o.stalemate, flag(v, key));
    case Field::GameOver:
      return into(o.game_over,
                  word<GameOver>(v, key, "none, white-wins, black-wins or draw", parse_game_over));
    case Field::Captured:
      return into(o.captured, sides<PieceCode>(v, key, "a piece letter", piece));
    case Field::Dead:
      return into(o.dead, sides<PieceCode>(v, key, "a piece letter", piece));
    case Field::Hand:
      return into(o.hand, sides<std::string>(v, key, "a card id", as_is));
    case Field::Discard:
      return into(o.discard, sides<std::string>(v, key, "a card id", as_is));
    case Field::InPlay:
      return into(o.in_play, effects(v));
    case Field::Marks:
      return into(o.marks, marks_by_square(v));
    case Field::Termination:
      return into(o.termination, word<Termination>(v, key,
                                                   "none, checkmate, stalemate, repetition, move-count, "
                                                   "dead-position, no-king, stalled or card-win",
                                                   parse_termination));
    case Field::Deck:
      return into(o.deck, sides<std::string>(v, key, "a card id", as_is));
  }
  return std::monostate{};
}

}  // namespace

Expected<Handshake> read_hello_answer(std::string_view line) {
  auto v = parse_object(line);
  if (!v) return v.error();
  if (auto refused = refusal(*v)) return Error{"the engine refused the handshake: " + *refused};
  Handshake h;
  if (!v->contains("protocol") || !(*v)["protocol"].is_number_integer())
    return Error{"the handshake answer has no 'protocol' version: " + quote_line(line)};
  h.protocol = (*v)["protocol"].get<int>();
  if (h.protocol != kVersion)
    return Error{"the engine speaks protocol " + std::to_string(h.protocol) + "; kmr speaks " +
                 std::to_string(kVersion)};
  if (v->contains("engine")) {
    auto name = text((*v)["engine"], "engine");
    if (!name) return name.error();
    h.engine = *name;
  }
  if (!v->contains("parts")) return Error{"the handshake answer has no 'parts': " + quote_line(line)};
  auto names = texts((*v)["parts"], "parts");
  if (!names) return names.error();
  auto parts = parse_parts(*names);
  if (!parts) return parts.error();
  h.parts = *parts;
  return h;
}

Expected<Answer> read_setup_answer(std::string_view line) {
  Answer a;
  auto body = answer_body(line, a.refused);
  if (!body) return body.error();
  if (!*body) return a;
  Json* v = &**body;
  if (!v->contains("ok") || (*v)["ok"] != true)
    return Error{"the answer to a setup is neither {\"ok\": true} nor {\"error\": ...}: " + quote_line(line)};
  return a;
}

Expected<StepAnswer> read_step_answer(std::string_view line) {
  StepAnswer a;
  auto body = answer_body(line, a.refused);
  if (!body) return body.error();
  if (!*body) return a;
  Json* v = &**body;
  if (!v->contains("result")) return Error{"the answer to a step has no 'result': " + quote_line(line)};
  auto outcome = word<Outcome>((*v)["result"], "result", "accepted, rejected or no-effect", parse_outcome);
  if (!outcome) return outcome.error();
  a.result.outcome = *outcome;
  if (v->contains("reason") && !(*v)["reason"].is_null()) {
    auto reason =
        word<Reason>((*v)["reason"], "reason", "a reason code of the scenario format", parse_reason);
    if (!reason) return reason.error();
    a.result.reason = *reason;
  }
  if (v->contains("cause") && !(*v)["cause"].is_null()) {
    // Optional, kmr's own finer word: an unknown one is left out rather than refused.
    if (auto t = text((*v)["cause"], "cause"); t)
      if (auto cause = parse_cause(*t)) a.result.cause = *cause;
  }
  for (const char* key : {"rule", "detail"})
    if (v->contains(key) && !(*v)[key].is_null()) {
      auto t = text((*v)[key], key);
      if (!t) return t.error();
      (std::string_view(key) == "rule" ? a.result.rule : a.result.detail) = *t;
    }
  if (v->contains("events") && !(*v)["events"].is_null()) {
    auto events = texts((*v)["events"], "events");
    if (!events) return events.error();
    a.result.events = std::move(*events);
  }
  return a;
}

Expected<StateAnswer> read_state_answer(std::string_view line, const Query& q) {
  StateAnswer a;
  auto body = answer_body(line, a.refused);
  if (!body) return body.error();
  if (!*body) return a;
  Json* v = &**body;
  for (Field f : q.fields) {
    const std::string key(to_string(f));
    if (!v->contains(key)) return Error{"the state answer has no '" + key + "': " + quote_line(line)};
    if (auto read = read_field((*v)[key], f, a.seen); !read) return read.error();
  }
  return a;
}

Expected<StateAnswer> read_moves_answer(std::string_view line, const Query& q) {
  StateAnswer a;
  auto body = answer_body(line, a.refused);
  if (!body) return body.error();
  if (!*body) return a;
  Json* v = &**body;
  if (!v->contains("moves") || !(*v)["moves"].is_object())
    return Error{"the moves answer has no 'moves' map: " + quote_line(line)};
  const Json& moves = (*v)["moves"];
  for (Square sq : q.moves) {
    const std::string name = square_name(sq);
    if (!moves.contains(name)) return Error{"the moves answer has no '" + name + "': " + quote_line(line)};
    auto to = words<Square>(moves[name], "moves", "a square", parse_square);
    if (!to) return to.error();
    a.seen.moves[sq] = std::move(*to);
  }
  return a;
}

Expected<Request> read_request(std::string_view line) {
  auto v = parse_object(line);
  if (!v) return v.error();
  constexpr std::string_view kKinds = "hello, setup, step, state, moves, quit";
  static const std::set<std::string> kKnown = {"hello", "setup", "step", "state", "moves", "quit"};
  std::optional<std::string> kind;
  for (auto it = v->begin(); it != v->end(); ++it)
    if (const std::string& key = it.key(); kKnown.count(key)) {
      if (kind) return Error{"a request names both '" + *kind + "' and '" + key + "'"};
      kind = key;
    }
  if (!kind) return Error{"a request names none of: " + std::string(kKinds)};
  const Json& body = (*v)[*kind];
  Request r;
  if (*kind == "hello") {
    r.kind = Request::Kind::Hello;
    if (v->contains("version") && (*v)["version"].is_number_integer()) r.version = (*v)["version"].get<int>();
  } else if (*kind == "setup" || *kind == "step") {
    r.kind = *kind == "setup" ? Request::Kind::Setup : Request::Kind::Step;
    r.tree = to_tree(body);
    if (v->contains("scenario") && (*v)["scenario"].is_string())
      r.scenario = (*v)["scenario"].get<std::string>();
  } else if (*kind == "state") {
    r.kind = Request::Kind::State;
    auto fields = words<Field>(body, "state", "a state field", parse_field);
    if (!fields) return fields.error();
    r.query.fields = std::move(*fields);
    for (Square s = 0; s < 64; ++s) r.query.mark_squares.push_back(s);
  } else if (*kind == "moves") {
    r.kind = Request::Kind::Moves;
    auto squares = words<Square>(body, "moves", "a square", parse_square);
    if (!squares) return squares.error();
    r.query.moves = std::move(*squares);
  } else {
    r.kind = Request::Kind::Quit;
  }
  return r;
}

}  // namespace kmr::harness::protocol
