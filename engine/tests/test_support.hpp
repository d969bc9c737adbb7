// Small builders shared by the card tests: a game from a FEN and hands,
// actions, choices and lookups, so each test reads as the play it checks.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kmr/game.hpp"

namespace kmr::test {

inline Game make(const std::string& fen, std::map<Side, std::vector<std::string>> hands = {},
                 std::vector<EffectSetup> effects = {}, std::map<Side, std::vector<Role>> captured = {}) {
  Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  s.effects = std::move(effects);
  s.captured = std::move(captured);
  auto g = Game::create(s);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

inline Square sq(const char* s) { return *parse_square(s); }

inline Action act(ActionKind kind, std::optional<Side> by = std::nullopt) {
  Action a;
  a.kind = kind;
  a.by = by;
  return a;
}

inline Action move(const char* text, std::optional<Side> by = std::nullopt) {
  Action a = act(ActionKind::Move, by);
  a.move = *parse_move_request(text);
  return a;
}

inline Action end_turn() {
  Action a;
  a.kind = ActionKind::EndTurn;
  return a;
}

inline Action play(const char* card, CardChoices c = {}, std::optional<Side> by = std::nullopt) {
  Action a;
  a.kind = ActionKind::Play;
  a.card = card;
  a.choices = std::move(c);
  a.by = by;
  return a;
}

inline CardChoices target(const char* s) {
  CardChoices c;
  c.target = sq(s);
  return c;
}

inline CardChoices on(const char* s) { return target(s); }

inline std::vector<std::string> ids(const std::vector<CardRef>& cards) {
  std::vector<std::string> out;
  for (CardRef c : cards) out.emplace_back(c->id);
  return out;
}

inline CardChoices moves(std::initializer_list<const char*> texts) {
  CardChoices c;
  for (const char* t : texts) c.moves.push_back(*parse_move_request(t));
  return c;
}

inline char at(const Game& g, const char* s) { return g.position().letter_at(sq(s)); }

inline bool has(const std::vector<Square>& v, const char* s) {
  return std::find(v.begin(), v.end(), sq(s)) != v.end();
}

inline EffectSetup effect(const char* card, Side owner, CardChoices c = {}) {
  return EffectSetup{card, owner, std::move(c)};
}

}  // namespace kmr::test
