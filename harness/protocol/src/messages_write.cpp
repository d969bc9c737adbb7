// Writing the protocol's lines: requests and answers, by hand with base's
// JSON escaping, keys in the order docs/engine-protocol.md shows them.
#include <algorithm>

#include "json_line.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/protocol/messages.hpp"

namespace kmr::harness::protocol {
namespace {

template <class T, class F>
std::string list(const std::vector<T>& items, F&& show) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + show(items[i]);
  return out + "]";
}

std::string jstr(std::string_view s) { return json_quote(s); }
std::string side_word(Side s) { return json_quote(to_string(s)); }
std::string square_word(Square s) { return json_quote(square_name(s)); }
std::string piece_word(PieceCode p) { return json_quote(std::string(1, to_char(p))); }

template <class T, class F>
std::string by_side(const std::map<Side, std::vector<T>>& zone, F&& show) {
  std::string out = "{";
  for (Side side : {Side::White, Side::Black}) {
    const auto it = zone.find(side);
    out += (side == Side::White ? "" : ",") + side_word(side) + ":" +
           list(it == zone.end() ? std::vector<T>{} : it->second, show);
  }
  return out + "}";
}

std::string field_value(const Observation& o, Field f) {
  switch (f) {
    case Field::Fen:
      return jstr(o.fen.value_or(""));
    case Field::Turn:
      return side_word(o.turn.value_or(Side::White));
    case Field::Phase:
      return jstr(to_string(o.phase.value_or(Phase::BeforeMove)));
    case Field::Check:
      return list(o.check.value_or(std::vector<Side>{}), side_word);
    case Field::Checkmate: {
      const std::optional<Side> mated = o.checkmate.value_or(std::nullopt);
      return mated ? side_word(*mated) : jstr("none");
    }
    case Field::Stalemate:
      return o.stalemate.value_or(false) ? "true" : "false";
    case Field::GameOver:
      return jstr(to_string(o.game_over.value_or(GameOver::None)));
    case Field::Captured:
      return by_side(o.captured.value_or(PiecesBySide{}), piece_word);
    case Field::Dead:
      return by_side(o.dead.value_or(PiecesBySide{}), piece_word);
    case Field::Hand:
      return by_side(o.hand.value_or(CardsBySide{}), jstr);
    case Field::Discard:
      return by_side(o.discard.value_or(CardsBySide{}), jstr);
    case Field::InPlay:
      return list(o.in_play.value_or(std::vector<EffectSeen>{}), [](const EffectSeen& fx) {
        return "{\"card\":" + jstr(fx.card) + ",\"owner\":" + side_word(fx.owner) +
               ",\"suspended\":" + (fx.suspended ? "true" : "false") + "}";
      });
    case Field::Marks: {
      std::string out = "{";
      bool first = true;
      for (const auto& [sq, marks] : o.marks.value_or(std::map<Square, std::vector<std::string>>{})) {
        out += (first ? "" : ",") + square_word(sq) + ":" + list(marks, jstr);
        first = false;
      }
      return out + "}";
    }
    case Field::Termination:
      return jstr(to_string(o.termination.value_or(Termination::None)));
    case Field::Deck:
      return by_side(o.deck.value_or(CardsBySide{}), jstr);
  }
  return "null";
}

}  // namespace

std::vector<std::string> part_names(const EngineParts& parts) {
  std::vector<std::string> out = {"results"};
  if (parts.reasons) out.emplace_back("reasons");
  if (parts.state) out.emplace_back("state");
  if (parts.moves) out.emplace_back("moves");
  return out;
}

Expected<EngineParts> parse_parts(const std::vector<std::string>& names) {
  EngineParts parts{.reasons = false, .state = false, .moves = false};
  bool results = false;
  for (const std::string& name : names) {
    if (name == "results")
      results = true;
    else if (name == "reasons")
      parts.reasons = true;
    else if (name == "state")
      parts.state = true;
    else if (name == "moves")
      parts.moves = true;
    else
      return Error{"unknown part '" + name + "' (the parts are results, reasons, state, moves)"};
  }
  if (!results) return Error{"the parts must include results"};
  return parts;
}

std::string hello_request() {
  return "{\"hello\":" + jstr(kProtocolName) + ",\"version\":" + std::to_string(kVersion) + "}";
}

std::string setup_request(std::string_view scenario_id, std::string_view setup_json) {
  return "{\"setup\":" + std::string(setup_json) + ",\"scenario\":" + jstr(scenario_id) + "}";
}

std::string step_request(std::string_view step_json) { return "{\"step\":" + std::string(step_json) + "}"; }

std::string state_request(const Query& q) {
  return "{\"state\":" + list(q.fields, [](Field f) { return jstr(to_string(f)); }) + "}";
}

std::string moves_request(const Query& q) { return "{\"moves\":" + list(q.moves, square_word) + "}"; }

std::string quit_request() { return "{\"quit\":null}"; }

std::string hello_answer(std::string_view engine, const EngineParts& parts) {
  return "{\"engine\":" + jstr(engine) + ",\"protocol\":" + std::to_string(kVersion) +
         ",\"parts\":" + list(part_names(parts), jstr) + "}";
}

std::string ok_answer() { return "{\"ok\":true}"; }

std::string error_answer(std::string_view message) { return "{\"error\":" + jstr(message) + "}"; }

std::string step_answer(const Result& r) {
  std::string out = "{\"result\":" + jstr(to_string(r.outcome));
  if (r.reason) out += ",\"reason\":" + jstr(to_string(*r.reason));
  if (r.cause != Cause::Unstated) out += ",\"cause\":" + jstr(to_string(r.cause));
  if (!r.rule.empty()) out += ",\"rule\":" + jstr(r.rule);
  if (!r.detail.empty()) out += ",\"detail\":" + jstr(r.detail);
  if (!r.events.empty()) out += ",\"events\":" + list(r.events, jstr);
  return out + "}";
}

std::string state_answer(const Observation& seen, const Query& q) {
  std::string out = "{";
  for (std::size_t i = 0; i < q.fields.size(); ++i)
    out += (i ? "," : "") + jstr(to_string(q.fields[i])) + ":" + field_value(seen, q.fields[i]);
  return out + "}";
}

std::string moves_answer(const Observation& seen) {
  std::string out = "{\"moves\":{";
  bool first = true;
  for (const auto& [sq, to] : seen.moves) {
    out += (first ? "" : ",") + square_word(sq) + ":" + list(to, square_word);
    first = false;
  }
  return out + "}}";
}

Expected<ScenarioWords> scenario_words(std::string_view tree_json) {
  auto tree = parse_object(tree_json);
  if (!tree) return Error{"the scenario's words do not read: " + tree.error().message};
  const Json& root = *tree;
  if (!root.contains("setup") || !root["setup"].is_object() || !root.contains("steps") ||
      !root["steps"].is_array())
    return Error{"the scenario's words hold no setup map and steps list"};
  Json setup = root["setup"];
  // Whole numbers as numbers: the scenario reader's tree holds every scalar as text.
  for (const char* key : {"seed", "deck_budget"})
    if (setup.contains(key) && setup[key].is_string()) {
      const std::string text = setup[key].get<std::string>();
      if (!text.empty() && text.size() < 19 &&
          std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        setup[key] = std::stoll(text);
    }
  ScenarioWords words;
  words.setup = setup.dump();
  for (const Json& step : root["steps"]) {
    // A bare word (pass, end-turn, timeout) as the map it stands for.
    if (step.is_string())
      words.steps.push_back("{" + jstr(step.get<std::string>()) + ":null}");
    else
      words.steps.push_back(step.dump());
  }
  return words;
}

}  // namespace kmr::harness::protocol
