// Reading a scenario's steps: one action each (a move, a card, a probe,
// end-turn...), with the side that takes it.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "scenario_reader.hpp"

namespace kmr::harness::scenario_reading {

bool ScenarioReader::read_step(const Node& n, Step& out) {
  out.loc = loc(n);
  if (n.is_scalar()) {
    constexpr std::array<std::pair<std::string_view, ActionKind>, 3> kBare = {
        {{"pass", ActionKind::Pass}, {"end-turn", ActionKind::EndTurn}, {"timeout", ActionKind::Timeout}}};
    for (auto [word, kind] : kBare)
      if (n.scalar == word) {
        out.kind = Step::Kind::Action;
        out.action.kind = kind;
        out.text = n.scalar;
        return true;
      }
    constexpr std::array<std::string_view, 3> kWords = {"pass", "end-turn", "timeout"};
    return fail(n, "unknown step '" + n.scalar + "'" + did_you_mean(n.scalar, kWords) +
                       " (a step written as a bare word is one of: pass, end-turn, timeout)");
  }
  if (!want_map(n, "a step")) return false;
  std::vector<const Entry*> actions;
  for (const auto& entry : n.entries) {
    const std::string& key = entry.first->scalar;
    // Beside `play`, `move` is a choice key (a move made as part of the card).
    if (contains(kActionKeys, key) && !(key == "move" && n.find("play"))) actions.push_back(&entry);
  }
  if (actions.empty()) {
    // A misspelt action ("expct:") is the likeliest cause: point at it.
    for (const auto& [key, value] : n.entries)
      if (std::string hint = did_you_mean(key->scalar, kActionKeys); !hint.empty())
        return fail(*key, "unknown step action '" + key->scalar + "'" + hint +
                              " (expected one of: " + join(kActionKeys) + ")");
    // Otherwise name the first key that is no step key at all.
    auto other_key = [](std::string_view k) {
      return k == "by" || k == "promote" || k == "square" || contains(kChoiceKeys, k);
    };
    for (const auto& [key, value] : n.entries)
      if (!other_key(key->scalar))
        return fail(*key,
                    "unknown step action '" + key->scalar + "' (expected one of: " + join(kActionKeys) + ")");
    return fail(n, "step has no action (expected one of: " + join(kActionKeys) + ")");
  }
  if (actions.size() > 1)
    return fail(*actions[1]->first, "step has more than one action ('" + actions[0]->first->scalar +
                                        "' and '" + actions[1]->first->scalar +
                                        "'); write one action per step");
  const Entry& action = *actions[0];
  out.text = render_step(n, action);
  const std::string& key = action.first->scalar;
  if (key == "expect") {
    constexpr std::array<std::string_view, 1> kOnly = {"expect"};
    out.kind = Step::Kind::Expect;
    return check_keys(n, kOnly, "an 'expect' step") && read_expect(*action.second, out.expect);
  }
  if (key == "try") {
    constexpr std::array<std::string_view, 1> kOnly = {"try"};
    out.kind = Step::Kind::Probe;
    return check_keys(n, kOnly, "a 'try' step") && read_probe(*action.second, out.action);
  }
  out.kind = Step::Kind::Action;
  return read_action(n, action, "a '" + key + "' step", out.action);
}

bool ScenarioReader::read_probe(const Node& n, Action& out) {
  if (!want_map(n, "'try'")) return false;
  // As in a step, `move` beside `play` is the card's choice.
  const Entry* action = n.find("play");
  if (!action) action = n.find("move");
  if (!action) action = n.find("castle");
  if (!action) return fail(n, "'try' needs one of: move, castle, play");
  return read_action(n, *action, "'try'", out);
}

// `map` holds the action entry `action`, `by` and the keys that action takes.
bool ScenarioReader::read_action(const Node& map, const Entry& action, const std::string& context,
                                 Action& out) {
  const std::string& key = action.first->scalar;
  const Node& value = *action.second;
  std::vector<std::string_view> allowed = {key};
  if (key == "move") allowed.insert(allowed.end(), {"promote", "castling"});
  if (key == "say") allowed.push_back("square");
  if (key == "play") allowed.insert(allowed.end(), kChoiceKeys.begin(), kChoiceKeys.end());
  allowed.push_back("by");
  // A card the engine declares reads its own keys: a key it does not read
  // is named with the card's keys, by check_declared_keys below.
  const CardDef* played = key == "play" && value.is_scalar() ? find_card(value.scalar) : nullptr;
  if (!(played && declares_choices(*played)) && !check_keys(map, allowed, context)) return false;
  if (const Entry* by = map.find("by"); by && !read_side(*by->second, out.by.emplace())) return false;

  if (key == "move") {
    out.kind = ActionKind::Move;
    if (!read_move(value, out.move)) return false;
    if (const Entry* promote = map.find("promote")) {
      if (out.move.promotion)
        return fail(*promote->first, "promotion given twice ('" + value.scalar + "' and 'promote')");
      if (!read_promotion(*promote->second, out.move.promotion.emplace())) return false;
    }
    // `castling: true` asks for castling only, `false` for the piece's own
    // move only (a WARLORD King's two-square walk where it could castle).
    if (const Entry* castling = map.find("castling")) {
      const Node& v = *castling->second;
      if (!v.is_scalar() || v.quoted || (v.scalar != "true" && v.scalar != "false"))
        return fail(v, "expected true or false for 'castling', got " + yaml::describe(v));
      out.move.castling = v.scalar == "false" ? Castling::Never : Castling::Only;
    }
    return true;
  }
  if (key == "castle") {
    out.kind = ActionKind::Move;
    std::string side;
    if (!want_scalar(value, "a castling side", side)) return false;
    const auto* it = std::find(kCastleNames.begin(), kCastleNames.end(), side);
    if (it == kCastleNames.end())
      return fail(value, "unknown castling side '" + side + "'" + did_you_mean(side, kCastleNames) +
                             " (expected one of: " + join(kCastleNames) + ")");
    const bool king_side = (it - kCastleNames.begin()) % 2 == 0;
    out.move.castling = king_side ? Castling::KingSide : Castling::QueenSide;
    return true;
  }
  if (key == "play") {
    out.kind = ActionKind::Play;
    // The keys are checked against what the card reads before their values:
    // a key the card never reads is the error, whatever its value.
    return read_card_id(value, out.card) && check_declared_keys(map, *action.first, out.card) &&
           read_choices(map, out.choices, /*card_is_choice=*/true);
  }
  if (key == "pass" || key == "end-turn" || key == "timeout") {
    out.kind = key == "pass"       ? ActionKind::Pass
               : key == "end-turn" ? ActionKind::EndTurn
                                   : ActionKind::Timeout;
    if (!value.is_null())
      return fail(value, in_quotes(key) + " takes no value, got " + yaml::describe(value));
    return true;
  }
  if (key == "say") {
    out.kind = ActionKind::Say;
    if (const Entry* square = map.find("square");
        square && !read_square(*square->second, out.square.emplace()))
      return false;
    return read_piece_name(value, out.word);
  }
  if (key == "discard") {
    out.kind = ActionKind::Discard;
    return read_card_id(value, out.card);
  }
  // recall, keep: a piece and a square
  out.kind = key == "keep" ? ActionKind::Keep : ActionKind::Recall;
  const std::string what = in_quotes(key);
  if (!want_map(value, what)) return false;
  if (key == "keep" ? !check_keys(value, kPieceOnSquareKeys, what) : !check_keys(value, kRecallKeys, what))
    return false;
  // recall's `aloud: false`: the piece was described, not named (DOOMSAYER does not hear it).
  if (const Entry* aloud = value.find("aloud")) {
    const Node& v = *aloud->second;
    if (!v.is_scalar() || v.quoted || (v.scalar != "true" && v.scalar != "false"))
      return fail(v, "expected true or false for 'aloud', got " + yaml::describe(v));
    out.aloud = v.scalar == "true";
  }
  const Entry* piece = value.find("piece");
  if (!piece) return fail(value, what + " has no 'piece'");
  const Entry* square = value.find("square");
  if (!square) return fail(value, what + " has no 'square'");
  return read_piece_name(*piece->second, out.word) && read_square(*square->second, out.square.emplace());
}

// "play: fog-of-war {target: d5}": the action entry, then the step's other keys.
std::string ScenarioReader::render_step(const Node& n, const Entry& action) {
  std::string text = action.first->scalar;
  if (!action.second->is_null()) text += ": " + yaml::render_flow(*action.second);
  std::string rest;
  for (const auto& entry : n.entries) {
    if (&entry == &action) continue;
    if (!rest.empty()) rest += ", ";
    rest += yaml::render_flow(*entry.first) + ": " + yaml::render_flow(*entry.second);
  }
  if (!rest.empty()) text += " {" + rest + "}";
  return text;
}

}  // namespace kmr::harness::scenario_reading
