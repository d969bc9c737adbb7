// Reading a play step written in scenario words, `{play: bribery, target: e5}`:
// the cards' example steps (ChoiceSpec::example) and tests. A flow map of
// plain words, lists in brackets; no quoting, no nesting beyond one list.
#include <algorithm>
#include <cctype>

#include "kmr/card_behaviour.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/effect_names.hpp"
#include "kmr/piece_names.hpp"

namespace kmr {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Splits on commas outside brackets.
Expected<std::vector<std::string_view>> split(std::string_view s) {
  std::vector<std::string_view> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '[') ++depth;
    if (s[i] == ']' && --depth < 0) return Error{"unbalanced ']'"};
    if (s[i] == ',' && depth == 0) {
      out.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (depth != 0) return Error{"unbalanced '['"};
  if (!trim(s.substr(start)).empty() || !out.empty()) out.push_back(trim(s.substr(start)));
  return out;
}

Expected<std::vector<std::string_view>> list(std::string_view v, std::string_view key) {
  if (v.size() < 2 || v.front() != '[' || v.back() != ']')
    return Error{"'" + std::string(key) + "' takes a list in brackets, got '" + std::string(v) + "'"};
  return split(v.substr(1, v.size() - 2));
}

Expected<Square> square(std::string_view v) {
  if (auto s = parse_square(v)) return *s;
  return Error{"bad square '" + std::string(v) + "'"};
}

Expected<MoveRequest> move(std::string_view v) {
  if (auto m = parse_move_request(v)) return *m;
  return Error{"bad move '" + std::string(v) + "'"};
}

Expected<std::string> card_id(std::string_view v, bool last_allowed) {
  if ((last_allowed && v == "last") || find_card(v)) return std::string(v);
  return Error{"unknown card '" + std::string(v) + "'"};
}

// Reads one key's value into the choices; an error says what was wrong.
std::optional<Error> read(const ChoiceKeyInfo& k, std::string_view v, CardChoices& c) {
  auto fail = [](const Error& e) { return std::optional<Error>(e); };
  switch (k.type) {
    case ChoiceType::OneSquare: {
      auto s = square(v);
      if (!s) return fail(s.error());
      (k.key == kChooseTarget ? c.target : k.key == kChooseTo ? c.to : c.square) = *s;
      return std::nullopt;
    }
    case ChoiceType::Squares: {
      auto items = list(v, k.name);
      if (!items) return fail(items.error());
      for (std::string_view item : *items) {
        auto s = square(item);
        if (!s) return fail(s.error());
        c.targets.push_back(*s);
      }
      return std::nullopt;
    }
    case ChoiceType::OneMove: {
      auto m = move(v);
      if (!m) return fail(m.error());
      c.moves.push_back(*m);
      return std::nullopt;
    }
    case ChoiceType::Moves: {
      auto items = list(v, k.name);
      if (!items) return fail(items.error());
      for (std::string_view item : *items) {
        auto m = move(item);
        if (!m) return fail(m.error());
        c.moves.push_back(*m);
      }
      return std::nullopt;
    }
    case ChoiceType::Wall: {
      auto a = v.size() == 5 && v[2] == '-' ? parse_square(v.substr(0, 2)) : std::nullopt;
      auto b = v.size() == 5 && v[2] == '-' ? parse_square(v.substr(3, 2)) : std::nullopt;
      if (!a || !b || *a == *b)
        return Error{"bad wall '" + std::string(v) + "' (two squares, such as e4-e5)"};
      c.wall = std::pair{*a, *b};
      return std::nullopt;
    }
    case ChoiceType::PieceName:
      if (!known_piece_name(v)) return Error{"unknown piece name '" + std::string(v) + "'"};
      c.piece = std::string(v);
      return std::nullopt;
    case ChoiceType::CardName: {
      auto id = card_id(v, true);
      if (!id) return fail(id.error());
      c.card = *id;
      return std::nullopt;
    }
    case ChoiceType::Rotation:
      if (v != "cw" && v != "ccw") return Error{"bad rotation '" + std::string(v) + "' (cw or ccw)"};
      c.rotate = v == "cw" ? Rotation::Clockwise : Rotation::CounterClockwise;
      return std::nullopt;
    case ChoiceType::Promotion: {
      constexpr std::string_view kLetters = "qrbn";
      constexpr Role kRoles[] = {Role::Queen, Role::Rook, Role::Bishop, Role::Knight};
      if (v.size() != 1 || kLetters.find(v[0]) == std::string_view::npos)
        return Error{"bad promotion '" + std::string(v) + "' (q, r, b or n)"};
      c.promote = kRoles[kLetters.find(v[0])];
      return std::nullopt;
    }
    case ChoiceType::Flag:
      if (v != "true" && v != "false") return Error{"bad flag '" + std::string(v) + "' (true or false)"};
      c.refuse = v == "true";
      return std::nullopt;
    case ChoiceType::EffectName: {
      auto name = parse_effect_name(v);
      if (!name) return Error{name.error().message};
      c.effect = std::string(v);
      return std::nullopt;
    }
    case ChoiceType::CardList: {
      auto items = list(v, k.name);
      if (!items) return fail(items.error());
      for (std::string_view item : *items) {
        auto id = card_id(item, false);
        if (!id) return fail(id.error());
        c.announce.push_back(*id);
      }
      return std::nullopt;
    }
  }
  return std::nullopt;
}

}  // namespace

Expected<PlayStep> parse_play_step(std::string_view text) {
  text = trim(text);
  if (text.size() < 2 || text.front() != '{' || text.back() != '}')
    return Error{"a play step is a map in braces: {play: <card-id>, ...}"};
  auto entries = split(text.substr(1, text.size() - 2));
  if (!entries) return entries.error();
  PlayStep out;
  bool have_card = false;
  for (std::string_view entry : *entries) {
    const std::size_t colon = entry.find(':');
    if (colon == std::string_view::npos) return Error{"'" + std::string(entry) + "' is not 'key: value'"};
    const std::string_view key = trim(entry.substr(0, colon)), value = trim(entry.substr(colon + 1));
    if (key == "play") {
      auto id = card_id(value, false);
      if (!id) return id.error();
      out.card = *id;
      have_card = true;
      continue;
    }
    const ChoiceKeyInfo* k = find_choice_key(key);
    if (!k) return Error{"'" + std::string(key) + "' is not a choice key"};
    if (std::find(out.keys.begin(), out.keys.end(), key) != out.keys.end())
      return Error{"'" + std::string(key) + "' is given twice"};
    if (auto e = read(*k, value, out.choices)) return *e;
    out.keys.emplace_back(key);
  }
  if (!have_card) return Error{"a play step needs 'play: <card-id>'"};
  return out;
}

}  // namespace kmr
