// Naming one continuing effect in play among several (R10.7: each copy of a
// card is an effect of its own): the words of the `effect:` choice key.
//
//   effect: pacifism          the only PACIFISM in play
//   effect: pacifism on e4    the one lying on the piece on e4 (or marking e4)
//   effect: doomsayer #2      the second DOOMSAYER in play, oldest first
//   effect: pacifism on e4 #1 both: the first of those lying on e4
//
// A name that fits no effect in play, or more than one, names none.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/effect.hpp"
#include "kmr/expected.hpp"
#include "kmr/types.hpp"

namespace kmr {

class Game;

struct EffectName {
  std::string card;          // a card id
  std::optional<Square> on;  // where it lies
  std::optional<int> copy;   // 1 for the oldest of those that fit
  bool operator==(const EffectName&) const = default;
};

// The words read; an error says what was expected.
Expected<EffectName> parse_effect_name(std::string_view text);
std::string to_string(const EffectName& name);

// Does the effect lie on `s`: a piece it is tied to stands there, or the
// square (or an end of the wall) it marks is `s`?
bool effect_lies_on(const Game& game, const Effect& fx, Square s);

// The indices in game.effects() of the effects the name fits, oldest first;
// `eligible` keeps only those a card may act on (continuing effects, say).
std::vector<std::size_t> effects_named(const Game& game, const EffectName& name,
                                       bool (*eligible)(const Effect&) = nullptr);

// The shortest words naming game.effects()[i] alone among the eligible
// effects: "pacifism", "pacifism on e4", "doomsayer #2".
std::string effect_words(const Game& game, std::size_t i, bool (*eligible)(const Effect&) = nullptr);

}  // namespace kmr
