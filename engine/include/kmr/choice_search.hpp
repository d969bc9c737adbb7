// A bounded search for choices that let a card be played now: the engine's
// answer to "could he still play it?" where a rule binds a player to a card
// (an announced PLOTS WITHIN PLOTS card, R7.4) and must not leave him with
// nothing legal to do.
#pragma once

#include <optional>

#include "kmr/action.hpp"
#include "kmr/card.hpp"
#include "kmr/game.hpp"

namespace kmr {

// Choices with which `side` may play `card` now (accepted or played with no
// effect), trying at most `budget` choice sets: each key the card reads
// ranges over what it can name (pieces for a target, squares, the side's
// moves, walls, piece names, cards, rotations, promotions). nullopt when
// none was found within the budget.
std::optional<CardChoices> find_playable_choices(const Game& game, Side side, const CardDef& card,
                                                 int budget = 4096);

}  // namespace kmr
