// What the session front end's answers share: reading a command's words,
// the error answer, and where the game stands, in words and in JSON.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kmr/game.hpp"
#include "kmr/play/board_text.hpp"
#include "kmr/play/session_text.hpp"

namespace kmr::harness::play_parts {

std::string_view trim(std::string_view s);
// The first word and the rest, trimmed.
std::pair<std::string_view, std::string_view> split_word(std::string_view line);
// Words split at spaces, "quoted text" kept whole.
std::optional<std::vector<std::string>> words(std::string_view text);

Answer error(std::string message);
// The same, each problem followed by the step as it was read (its YAML flow
// map, `yaml`) with a caret under the column the problem is at: the column
// counts in that YAML, not in the line typed, so it is shown, not quoted.
std::string pointed(const std::string& message, const std::string& yaml);

// "  turn: white (after-move), to move: black\n", with check and the game's end when they hold.
std::string standing(const Game& g);
// "\"fen\":...,\"turn\":...": members of an object, no braces.
std::string standing_json(const Game& g);

std::string side_name(Side s);
std::optional<Side> parse_side_word(std::string_view s);

}  // namespace kmr::harness::play_parts
