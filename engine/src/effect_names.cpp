// The words of the `effect:` choice key: one continuing effect in play
// among several, by its card, where it lies and which copy (R10.7).
#include "kmr/effect_names.hpp"

#include <algorithm>
#include <charconv>

#include "kmr/card.hpp"
#include "kmr/game.hpp"
#include "space_words.hpp"

namespace kmr {
namespace {

constexpr const char* kForm =
    "expected '<card-id> [on <square>] [#<n>]', e.g. 'pacifism on e4' or 'doomsayer #2'";

}  // namespace

Expected<EffectName> parse_effect_name(std::string_view text) {
  const auto words = detail::space_words(text);
  if (words.empty()) return Error{std::string("an empty effect name: ") + kForm};
  EffectName name;
  name.card = std::string(words[0]);
  if (!find_card(name.card)) return Error{"no card is called '" + name.card + "'"};
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string_view w = words[i];
    if (w == "on" && i + 1 < words.size() && !name.on) {
      const auto s = parse_square(words[++i]);
      if (!s) return Error{"'" + std::string(words[i]) + "' is not a square: " + kForm};
      name.on = *s;
    } else if (w.size() > 1 && w[0] == '#' && !name.copy) {
      int n = 0;
      const auto [end, ec] = std::from_chars(w.data() + 1, w.data() + w.size(), n);
      if (ec != std::errc() || end != w.data() + w.size() || n < 1 || n > 99)
        return Error{"'" + std::string(w) + "' is not a copy number from #1 to #99: " + kForm};
      name.copy = n;
    } else {
      return Error{"'" + std::string(w) + "' is not understood in '" + std::string(text) + "': " + kForm};
    }
  }
  return name;
}

std::string to_string(const EffectName& name) {
  std::string out = name.card;
  if (name.on) out += " on " + square_name(*name.on);
  if (name.copy) out += " #" + std::to_string(*name.copy);
  return out;
}

bool effect_lies_on(const Game& game, const Effect& fx, Square s) {
  const Position& pos = game.position();
  for (PieceId id : fx.targets)
    if (id != kNoPiece && pos.piece(id).zone == Zone::Board && pos.piece(id).square == s) return true;
  if (fx.choices.wall && (fx.choices.wall->first == s || fx.choices.wall->second == s)) return true;
  return fx.choices.square == s;
}

std::vector<std::size_t> effects_named(const Game& game, const EffectName& name,
                                       bool (*eligible)(const Effect&)) {
  std::vector<std::size_t> fit;
  const auto& effects = game.effects();
  for (std::size_t i = 0; i < effects.size(); ++i) {
    const Effect& fx = effects[i];
    if (fx.card->id != name.card || (eligible && !eligible(fx))) continue;
    if (name.on && !effect_lies_on(game, fx, *name.on)) continue;
    fit.push_back(i);
  }
  if (name.copy) {
    const auto n = static_cast<std::size_t>(*name.copy);
    if (n > fit.size()) return {};
    return {fit[n - 1]};
  }
  return fit;
}

std::string effect_words(const Game& game, std::size_t i, bool (*eligible)(const Effect&)) {
  const Effect& fx = game.effects()[i];
  EffectName name{std::string(fx.card->id), std::nullopt, std::nullopt};
  const auto alone = [&](const EffectName& n) {
    const auto fit = effects_named(game, n, eligible);
    return fit.size() == 1 && fit.front() == i;
  };
  if (alone(name)) return to_string(name);
  // Where it lies, when that tells it apart: the first square of a piece it
  // is tied to, else the square or wall end it marks.
  std::optional<Square> where;
  for (PieceId id : fx.targets)
    if (!where && id != kNoPiece && game.position().piece(id).zone == Zone::Board)
      where = game.position().piece(id).square;
  if (!where && fx.choices.square) where = fx.choices.square;
  if (!where && fx.choices.wall) where = fx.choices.wall->first;
  if (where) {
    name.on = where;
    if (alone(name)) return to_string(name);
  }
  // Which copy, among those the words so far fit.
  const auto fit = effects_named(game, name, eligible);
  const auto at = std::find(fit.begin(), fit.end(), i);
  name.copy = static_cast<int>(at - fit.begin()) + 1;
  return to_string(name);
}

}  // namespace kmr
