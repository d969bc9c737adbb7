// kmr.random_game: a game of the engine's random player (what `kmr fuzz`
// plays), through the session, with every step and the state after it, so
// a test can replay the steps through kmr.Game and compare.
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "errors.hpp"
#include "game.hpp"
#include "kmr/card.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/setup_words.hpp"
#include "kmr/random_play.hpp"

namespace py = pybind11;

namespace kmr::python {
namespace {

struct RandomGame {
  std::string setup;               // the setup: map's YAML (Game.from_setup reads it)
  std::vector<std::string> steps;  // every action tried, as a step (the YAML flow map)
  std::vector<Result> results;     // the engine's answer to each
  py::list states;                 // the state after each, as Game.state() gives it
};

RandomGame random_game(std::uint64_t seed, int steps, const std::optional<std::vector<std::string>>& cards) {
  if (steps < 0) throw Error("steps takes a whole number from 0, not " + std::to_string(steps));
  const std::vector<std::string> deal = cards ? *cards : implemented_card_ids();
  for (const std::string& c : deal)
    if (!find_card(c)) throw Error("no card is called '" + c + "' (kmr list cards names them)");
  RandomPlayer player(seed);
  const Setup setup = player.setup(deal);
  PyGame game = PyGame::from_session(setup);
  RandomGame out;
  out.setup = harness::setup_yaml(setup, "");
  for (int i = 0; i < steps && game.session.game().game_over() == GameOver::None; ++i) {
    const Action a = player.action(game.session.game());
    out.results.push_back(game.session.act(a));
    out.steps.push_back(harness::action_flow(a));
    out.states.append(state_dict(game.session.state()));
  }
  return out;
}

}  // namespace

void bind_random(py::module_& m) {
  py::class_<RandomGame>(m, "RandomGame",
                         "A random game the engine's random player played (kmr.random_game).")
      .def_readonly("setup", &RandomGame::setup, "The setup as a scenario's `setup:` map (YAML).")
      .def_readonly("steps", &RandomGame::steps, "Every action tried, as a step push() reads.")
      .def_readonly("results", &RandomGame::results, "The engine's answer to each step.")
      .def_readonly("states", &RandomGame::states, "The state after each step, as Game.state() gives it.");
  m.def("random_game", &random_game, py::arg("seed"), py::arg("steps") = 200, py::arg("cards") = py::none(),
        "A game of random moves and card plays with random choices (the player `kmr fuzz` uses), "
        "reproducible from `seed`, dealing `cards` (default: every card the engine implements).");
  m.def("cards", &implemented_card_ids, "The ids of every card the engine implements.");
}

}  // namespace kmr::python
