// kmr.Game: a game played step by step over the engine's session (the API
// `kmr play` uses), and what it answers, translated to Python values.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "kmr/deal.hpp"
#include "kmr/result.hpp"
#include "kmr/session.hpp"

namespace kmr::python {

// A game's board, printed as `kmr play` prints it.
struct Board {
  Game game;
};

// A legal move and what it would do.
struct Move {
  std::string move;  // "e2e4", "e7e8q"
  Result result;
};

// One choice set a card would take now, in scenario words.
struct Choice {
  std::string step;     // "play: pacifism {target: e2}"
  std::string choices;  // as JSON, the values typed: {"targets": ["a2", "b2"]}
  Result result;
};
struct Choices {
  std::vector<Choice> options;
  bool cut = false;
  int tried = 0;
  std::optional<Result> refusal;
};

struct PyGame {
  Session session;
  std::vector<LeftOutCard> left_out;  // a dealt game's cards no deck may hold

  static PyGame from_words(const std::optional<std::string>& fen, const pybind11::object& hands,
                           const pybind11::object& effects, const std::optional<std::string>& phase);
  static PyGame from_setup(const pybind11::object& setup);
  static PyGame from_scenario(const std::string& path, const std::optional<std::string>& id,
                              std::optional<int> at);
  static PyGame from_session(const Setup& setup);
  // A standard game (Deal::standard): `sets` a str ("kc1", "kc1,kc2") or a
  // sequence of them.
  static PyGame deal(const pybind11::object& seed, const pybind11::object& sets,
                     const pybind11::object& budget);

  Result push(const pybind11::object& step, bool probe);
  Result play(const std::string& card, const pybind11::kwargs& choices, bool probe);
  std::string pop();
  std::vector<Move> moves(const std::optional<std::string>& square) const;
  Choices choices(const std::string& card, const std::optional<std::string>& by, int bound) const;
};

// The state as a dict (kmr.Game.state(); the random game's states).
pybind11::dict state_dict(const StateView& v);
// "white" / "black", or a kmr.Error naming `what`.
Side side_word(const std::string& text, const std::string& what);
// How the game ended, as kmr.Outcome (kmr/_outcome.py), or None while it goes on.
pybind11::object outcome_object(const Ending& e);
// A whole number from Python, or TypeError (not an int: a bool, a float, a
// str) / ValueError (outside [low, high]) naming `what`.
long long whole_number(const pybind11::handle& value, const std::string& what, long long low, long long high);
// Raises KeyboardInterrupt (and any other pending signal's exception) when
// Ctrl-C was pressed during a long call.
void check_signals();

}  // namespace kmr::python
