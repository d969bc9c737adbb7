// Reading the choice keys of a card played (`play:`, setup effects): targets,
// moves, squares, walls, pieces, cards.
#include <algorithm>
#include <string>
#include <vector>

#include "kmr/effect_names.hpp"
#include "scenario_reader.hpp"

namespace kmr::harness::scenario_reading {

// The choice keys among the map's entries (other keys were checked by the caller).
bool ScenarioReader::read_choices(const Node& map, CardChoices& out, bool card_is_choice) {
  if (map.find("move") && map.find("moves"))
    return fail(*map.find("moves")->first,
                "'move' and 'moves' cannot both be given (use 'moves' for several)");
  for (const auto& [key, value] : map.entries) {
    const std::string& k = key->scalar;
    const Node& v = *value;
    bool ok = true;
    if (k == "target") {
      ok = read_square(v, out.target.emplace());
    } else if (k == "targets") {
      ok = read_squares(v, k, out.targets);
    } else if (k == "to") {
      ok = read_square(v, out.to.emplace());
    } else if (k == "move") {
      ok = read_move(v, out.moves.emplace_back());
    } else if (k == "moves") {
      ok = each_item(v, "'moves'",
                     [&](const Node& item) { return read_move(item, out.moves.emplace_back()); });
    } else if (k == "square") {
      ok = read_square(v, out.square.emplace());
    } else if (k == "wall") {
      ok = read_wall(v, out.wall.emplace());
    } else if (k == "piece") {
      ok = read_piece_name(v, out.piece.emplace());
    } else if (k == "card" && card_is_choice) {
      std::string& id = out.card.emplace();
      ok = want_scalar(v, "a card id", id) && (id == "last" || read_card_id(v, id));
    } else if (k == "rotate") {
      std::string s;
      ok = want_scalar(v, "a rotation", s);
      if (ok && s == "cw")
        out.rotate = Rotation::Clockwise;
      else if (ok && s == "ccw")
        out.rotate = Rotation::CounterClockwise;
      else if (ok)
        ok = fail(v, "bad rotation '" + s + "' (allowed: cw, ccw)");
    } else if (k == "promote") {
      ok = read_promotion(v, out.promote.emplace());
    } else if (k == "announce") {
      ok = read_card_ids(v, k, out.announce);
    } else if (k == "effect") {
      std::string& words = out.effect.emplace();
      ok = want_scalar(v, "an effect in play ('pacifism on e4', 'doomsayer #2')", words);
      if (ok) {
        auto name = parse_effect_name(words);
        if (!name) ok = fail(v, name.error().message);
      }
    } else if (k == "refuse") {
      std::string s;
      ok = want_scalar(v, "true or false", s);
      if (ok && (s == "true" || s == "false"))
        out.refuse = s == "true";
      else if (ok)
        ok = fail(v, "bad value '" + s + "' for 'refuse' (allowed: true, false)");
    }
    if (!ok) return false;
  }
  return true;
}

bool ScenarioReader::check_declared_keys(const Node& map, const Node& where, const std::string& card_id) {
  const CardDef* card = find_card(card_id);
  if (!card) return true;  // an unknown card is reported as such
  std::vector<std::string> given;
  std::vector<const Node*> at;
  // Every key but the action (or the effect's card and owner) and `by`.
  const auto other = [&](const NodePtr& key) {
    return key.get() == &where || key->scalar == "by" || (key->scalar == "owner" && where.scalar == "card");
  };
  for (const auto& [key, value] : map.entries)
    if (!other(key)) {
      given.push_back(key->scalar);
      at.push_back(key.get());
    }
  bool ok = true;
  for (const ChoiceIssue& issue : check_choice_keys(*card, given)) {
    const Node* node = &where;
    if (issue.kind != ChoiceIssueKind::Missing)
      for (std::size_t i = 0; i < given.size(); ++i)
        if (given[i] == issue.key) node = at[i];
    ok = fail(*node, issue.message);
  }
  return ok;
}

bool ScenarioReader::read_wall(const Node& n, std::pair<Square, Square>& out) {
  std::string s;
  if (!want_scalar(n, "a wall", s)) return false;
  const bool shaped = s.size() == 5 && s[2] == '-';
  const std::string_view text = s;
  auto a = parse_square(shaped ? text.substr(0, 2) : std::string_view{});
  auto b = parse_square(shaped ? text.substr(3, 2) : std::string_view{});
  if (!a || !b || *a == *b)
    return fail(n, "bad wall '" + s + "' (expected two squares joined by a hyphen, such as e4-e5)");
  out = {*a, *b};
  return true;
}

}  // namespace kmr::harness::scenario_reading
