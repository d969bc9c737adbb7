// kmr.Game, kmr.Board, kmr.Move and kmr.Choices as Python sees them.
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "game.hpp"
#include "kmr/fen.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/board_text.hpp"
#include "kmr/play/setup_words.hpp"
#include "safe_new.hpp"

namespace py = pybind11;

namespace kmr::python {
namespace {

void bind_board(py::module_& m) {
  py::class_<Board>(m, "Board", "The board as `kmr play` prints it: print(game.board).")
      .def("__str__", [](const Board& b) { return harness::board_text(b.game, harness::BoardStyle::Ascii); })
      .def("__repr__", [](const Board& b) { return "kmr.Board('" + to_fen(b.game.position()) + "')"; })
      .def(
          "unicode", [](const Board& b) { return harness::board_text(b.game, harness::BoardStyle::Unicode); },
          "The board with Unicode chess pieces.")
      .def(
          "fen", [](const Board& b) { return to_fen(b.game.position()); }, "The position as a FEN.");
}

void bind_moves(py::module_& m) {
  py::class_<Move>(m, "Move", "A legal move of the side to move, and what the engine would answer to it.")
      .def_readonly("move", &Move::move, "The move in scenario words: 'e2e4', 'e7e8q'.")
      .def_readonly("result", &Move::result, "The engine's answer to the move, asked without playing it.")
      .def("__str__", [](const Move& mv) { return mv.move; })
      .def("__repr__", [](const Move& mv) { return "kmr.Move('" + mv.move + "')"; });

  py::class_<Choice>(m, "Choice", "A choice set with which a card could be played now.")
      .def_readonly("step", &Choice::step,
                    "The play as a step: 'play: pacifism {target: e2}' (push() reads it).")
      .def_property_readonly(
          "choices", [](const Choice& c) { return py::module_::import("json").attr("loads")(c.choices); },
          "The choices as {key: value}, typed as play() takes them: {'target': 'e2'}, "
          "{'targets': ['a2', 'b2']}, {'move': 'e2e4'}.")
      .def_readonly("result", &Choice::result, "What the play would do.")
      .def("__str__", [](const Choice& c) { return c.step; })
      .def("__repr__", [](const Choice& c) { return "kmr.Choice('" + c.step + "')"; });

  py::class_<Choices>(m, "Choices",
                      "Every choice set with which a card could be played now (a list of Choice).")
      .def("__len__", [](const Choices& c) { return c.options.size(); })
      .def(
          "__iter__", [](const Choices& c) { return py::make_iterator(c.options.begin(), c.options.end()); },
          py::keep_alive<0, 1>())
      .def("__getitem__",
           [](const Choices& c, py::ssize_t i) {
             const auto n = static_cast<py::ssize_t>(c.options.size());
             if (i < 0) i += n;
             if (i < 0 || i >= n) throw py::index_error("choice index out of range");
             return c.options[static_cast<std::size_t>(i)];
           })
      .def_readonly("cut", &Choices::cut, "The search stopped at its bound: more choice sets may exist.")
      .def_readonly("tried", &Choices::tried, "How many choice sets the search tried.")
      .def_readonly("refusal", &Choices::refusal,
                    "When the card may not be played now at all: the engine's refusal (else None).");
}

}  // namespace

void bind_game(py::module_& m) {
  bind_board(m);
  bind_moves(m);
  py::class_<PyGame> game(m, "Game",
                          R"(A Knightmare Chess game, played step by step through the engine's session.

Game(fen=None, hands=None, effects=None, phase=None): a setup as `kmr play`
takes it, in the scenario format's words: `hands` "{white: [fireball]}" or
{"white": ["fireball"]}, `effects` a list of entries such as
{"card": "pacifism", "owner": "white", "target": "e5"}. A bad setup raises
kmr.SetupError with the message `kmr play` prints.)");
  game.def(py::init(&PyGame::from_words), py::arg("fen") = py::none(), py::arg("hands") = py::none(),
           py::arg("effects") = py::none(), py::arg("phase") = py::none())
      .def_static("from_scenario", &PyGame::from_scenario, py::arg("path"), py::arg("id") = py::none(),
                  py::arg("at") = py::none(),
                  "The game of a scenario file (its first scenario, or `id`) after its steps, or before "
                  "step `at` (as `kmr play --scenario FILE --id ID --at STEP`).")
      .def_static("deal", &PyGame::deal, py::kw_only(), py::arg("seed") = 1, py::arg("sets") = "kc1",
                  py::arg("budget") = 150,
                  "A standard game (R3, R4): the cards of `sets` ('kc1', 'kc2', 'kc1,kc2' or a list) "
                  "shared out evenly, each player's deck picked to `budget` points (a unique card once), "
                  "shuffled, five cards dealt, from the opening position; all from `seed`, so a seed is "
                  "the same game as `kmr play --deal --seed N` and kmr.deal() in JavaScript. Cards the "
                  "engine does not implement, or whose points are unknown, are left out: see left_out.")
      .def_property_readonly(
          "left_out",
          [](const PyGame& g) {
            py::list out;
            for (const LeftOutCard& c : g.left_out) {
              py::dict d;
              d["card"] = c.card;
              d["why"] = c.why;
              out.append(d);
            }
            return out;
          },
          "For a dealt game: the cards of its sets that no deck may hold, each {'card', 'why'} "
          "('not implemented', 'no known point value'); empty otherwise.")
      .def_static("from_setup", &PyGame::from_setup, py::arg("setup"),
                  "A game from a scenario's `setup:` map, as a dict or as its YAML text (decks, "
                  "discards, captured pieces, the seed: everything a scenario file may say).")
      .def(
          "fen", [](const PyGame& g) { return g.session.state().fen; }, "The position as a FEN.")
      .def_property_readonly(
          "board", [](const PyGame& g) { return Board{g.session.game()}; }, "The board: print(game.board).")
      .def_property_readonly(
          "legal_moves",
          [](const PyGame& g) {
            std::vector<std::string> out;
            for (const Move& mv : g.moves(std::nullopt)) out.push_back(mv.move);
            return out;
          },
          "The legal moves of the side to move, in scenario words ('e2e4').")
      .def("moves", &PyGame::moves, py::arg("square") = py::none(),
           "The legal moves of the side to move (of the piece on `square`), each with what it would do.")
      .def(
          "push", [](PyGame& g, const py::object& step) { return g.push(step, false); }, py::arg("step"),
          "Plays a step, as a line `kmr play` reads ('e2e4', 'play: fireball {target: d4}', 'end-turn') "
          "or as the step's dict ({'play': 'bog', 'by': 'black'}). Returns the engine's Result (accepted, "
          "or played with no effect). A refused action raises kmr.IllegalAction, its `result` the "
          "engine's answer, and leaves the game as it was; attempt() asks without raising or acting. A "
          "step that does not read raises kmr.StepError.")
      .def(
          "attempt", [](PyGame& g, const py::object& step) { return g.push(step, true); }, py::arg("step"),
          "Asks the engine about a step without playing it (`try` in `kmr play`): its Result, falsy "
          "when the engine would refuse it. Never raises for a refusal.")
      .def(
          "play",
          [](PyGame& g, const std::string& card, const py::kwargs& kw) { return g.play(card, kw, false); },
          py::arg("card"),
          "Plays a card with its choices as keywords: play('fireball', target='d4'), play('bog', "
          "by='black'), play('swap', targets=['a2', 'b2']). As push(): kmr.IllegalAction when refused.")
      .def(
          "attempt_play",
          [](PyGame& g, const std::string& card, const py::kwargs& kw) { return g.play(card, kw, true); },
          py::arg("card"), "As play(), asked without playing (attempt()).")
      .def("pop", &PyGame::pop,
           "Takes back the last action (and the tries after it); returns its step words. IndexError when "
           "there is none.")
      .def("choices", &PyGame::choices, py::arg("card"), py::arg("by") = py::none(), py::arg("bound") = 20000,
           "Every choice set with which `card` could be played now, from the engine's choice search.")
      .def(
          "copy", [](const PyGame& g) { return g; }, "An independent copy of the game.")
      .def("__copy__", [](const PyGame& g) { return g; })
      .def(
          "__deepcopy__", [](const PyGame& g, const py::dict&) { return g; }, py::arg("memo"))
      .def(
          "state", [](const PyGame& g) { return state_dict(g.session.state()); },
          "The whole state as a dict: turn, phase, board, hands, decks, boxes, effects, marks.")
      .def_property_readonly(
          "turn", [](const PyGame& g) { return std::string(to_string(g.session.state().turn)); },
          "Whose turn it is: 'white' or 'black' (he acts by default, after his move too).")
      .def_property_readonly(
          "to_move", [](const PyGame& g) { return std::string(to_string(g.session.state().to_move)); },
          "The FEN's side to move (it flips at the move).")
      .def_property_readonly(
          "phase", [](const PyGame& g) { return std::string(to_string(g.session.state().phase)); },
          "Where the turn stands: 'before-move' or 'after-move'.")
      .def(
          "is_game_over", [](const PyGame& g) { return g.session.game().ending().over(); },
          "Whether the game has ended (judged where the next move is due: a mate given stands, R16.1).")
      .def(
          "outcome", [](const PyGame& g) { return outcome_object(g.session.game().ending()); },
          "How the game ended, as python-chess's Board.outcome(): a kmr.Outcome (termination, winner, "
          "result()), or None while the game goes on.")
      .def(
          "is_check",
          [](const PyGame& g) {
            const StateView v = g.session.state();
            for (const SideView& s : v.sides)
              if (s.side == v.to_move) return s.in_check;
            return false;
          },
          "Whether the side to move is in check.")
      .def(
          "hand",
          [](const PyGame& g, const std::optional<std::string>& side) {
            const StateView v = g.session.state();
            const Side who = side ? side_word(*side, "hand") : v.turn;
            std::vector<std::string> out;
            for (const SideView& s : v.sides)
              if (s.side == who)
                for (const HandCard& c : s.hand) out.push_back(c.card);
            return out;
          },
          py::arg("side") = py::none(),
          "The card ids in a hand (default: the hand of the side whose turn it is).")
      .def_property_readonly(
          "line",
          [](const PyGame& g) {
            py::list out;
            for (const LineStep& s : g.session.line())
              out.append(py::make_tuple(harness::action_words(s.action), s.result, s.probe));
            return out;
          },
          "Every step asked so far as (step words, Result, tried), refused ones and tries included.")
      .def_property_readonly(
          "move_stack",
          [](const PyGame& g) {
            std::vector<std::string> out;
            for (const LineStep& s : g.session.line())
              if (!s.probe && s.result.outcome != Outcome::Rejected)
                out.push_back(harness::action_words(s.action));
            return out;
          },
          "The actions played (not refused, not tried), in step words.")
      .def(
          "setup_yaml", [](const PyGame& g) { return harness::setup_yaml(g.session.setup(), ""); },
          "The game's setup as a scenario's `setup:` map, in YAML (from_setup reads it back).")
      .def("__str__",
           [](const PyGame& g) { return harness::board_text(g.session.game(), harness::BoardStyle::Ascii); })
      .def("__repr__", [](const PyGame& g) { return "kmr.Game('" + g.session.state().fen + "')"; });
  // kmr.Game(...) makes the whole game in __new__ (safe_new.hpp).
  construct_in_new(game, py::cpp_function(&PyGame::from_words, py::name("Game"), py::arg("fen") = py::none(),
                                          py::arg("hands") = py::none(), py::arg("effects") = py::none(),
                                          py::arg("phase") = py::none()));
}

}  // namespace kmr::python
