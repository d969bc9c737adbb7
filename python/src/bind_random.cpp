// kmr.random_game: a game of the engine's random player, the first game
// `kmr fuzz --seed SEED` plays, through the session, with every step and the
// state after it, so a test can replay the steps through kmr.Game and compare.
#include <pybind11/stl.h>

#include <limits>

#include "bindings.hpp"
#include "errors.hpp"
#include "game.hpp"
#include "kmr/card.hpp"
#include "kmr/did_you_mean.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/setup_words.hpp"
#include "kmr/random_play.hpp"
#include "kmr/run/fuzz.hpp"

namespace py = pybind11;

namespace kmr::python {
namespace {

struct RandomGame {
  std::string setup;               // the setup: map's YAML (Game.from_setup reads it)
  std::vector<std::string> steps;  // every action tried, as a step (the YAML flow map)
  std::vector<Result> results;     // the engine's answer to each
  py::list states;                 // the state after each, as Game.state() gives it
  Ending ending;                   // how it ended (or not) after the last step
};

RandomGame random_game(const py::object& seed_value, const py::object& steps_value,
                       const std::optional<std::vector<std::string>>& cards) {
  const auto seed =
      static_cast<std::uint64_t>(whole_number(seed_value, "seed", 0, std::numeric_limits<long long>::max()));
  const int steps = static_cast<int>(whole_number(steps_value, "steps", 0, 100000));
  const std::vector<std::string> deal = cards ? *cards : implemented_card_ids();
  for (const std::string& c : deal)
    if (!find_card(c)) throw Error(unknown_card_message(c) + " (kmr.cards() names those the engine plays)");
  // Game 0 of `kmr fuzz --seed SEED`: the same player, setup and actions.
  RandomPlayer player(harness::fuzz_game_seed(seed, 0));
  const Setup setup = player.setup(deal);
  PyGame game = PyGame::from_session(setup);
  RandomGame out;
  out.setup = harness::setup_yaml(setup, "");
  for (int i = 0; i < steps && game.session.game().game_over() == GameOver::None; ++i) {
    check_signals();  // Ctrl-C stops a long game with KeyboardInterrupt
    const Action a = player.action(game.session.game());
    out.results.push_back(game.session.act(a));
    out.steps.push_back(harness::action_flow(a));
    out.states.append(state_dict(game.session.state()));
  }
  out.ending = game.session.game().ending();
  return out;
}

}  // namespace

void bind_random(py::module_& m) {
  py::class_<RandomGame>(m, "RandomGame",
                         "A random game the engine's random player played (kmr.random_game).")
      .def_readonly("setup", &RandomGame::setup, "The setup as a scenario's `setup:` map (YAML).")
      .def_readonly("steps", &RandomGame::steps, "Every action tried, as a step push() reads.")
      .def_readonly("results", &RandomGame::results, "The engine's answer to each step.")
      .def_readonly("states", &RandomGame::states, "The state after each step, as Game.state() gives it.")
      .def(
          "outcome", [](const RandomGame& g) { return outcome_object(g.ending); },
          "How the game ended (kmr.Outcome), or None when it stopped at its step limit.");
  m.def("random_game", &random_game, py::arg("seed"), py::arg("steps") = 200, py::arg("cards") = py::none(),
        "A game of random moves and card plays with random choices: the first game `kmr fuzz --seed "
        "SEED --steps STEPS` plays (its summary counts how it ended the same way), dealing `cards` "
        "(default: every card the engine implements). Ctrl-C stops it (KeyboardInterrupt).");
  m.def("cards", &implemented_card_ids, "The ids of every card the engine implements.");
}

}  // namespace kmr::python
