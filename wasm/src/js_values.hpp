// The session's data as JavaScript values, in the scenario format's names
// (kmr.d.ts): answers, the state, moves, a card's choices. Only translation:
// every value is the engine's or the harness's own words.
#pragma once

#include <emscripten/val.h>

#include <string>

#include "kmr/session.hpp"

namespace kmr::wasm {

emscripten::val error_value(const std::string& message);  // {ok: false, error}

// {ok, accepted, result, reason, rule, detail, why, events, words, step, probe}
emscripten::val answer_value(const Action& action, const Result& result, bool probe);

// {fen, turn, toMove, phase, gameOver, board, sides, effects, marks, ...}
emscripten::val state_value(const StateView& state);

// How a game ended, as python-chess says it: {termination, winner, result
// ('1-0', '0-1', '1/2-1/2'), card, words}; null while it goes on.
emscripten::val outcome_value(const Ending& ending);

// A move as a step object for act(): {move: 'e2e4'}.
emscripten::val move_value(const MoveOption& move);

// A card played with these choices as a step object: {play, target..., by}.
emscripten::val play_step_value(const std::string& card, const CardChoices& choices, std::optional<Side> by);

}  // namespace kmr::wasm
