// kmr.Game's work: setups read by the scenario reader (setup_from_words,
// load_tree, load_file), steps by the step reader (parse_step_line,
// read_step_tree), every answer the session's.
#include "game.hpp"

#include <pybind11/stl.h>

#include <limits>

#include "errors.hpp"
#include "kmr/base/message_text.hpp"
#include "kmr/card.hpp"
#include "kmr/did_you_mean.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/load/step_line.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/setup_words.hpp"
#include "kmr/report/result_text.hpp"
#include "tree.hpp"

namespace py = pybind11;

namespace kmr::python {
namespace {

using harness::yaml::Node;
using harness::yaml::NodePtr;

// A value given as words (str) or as data (dict, list): the words the reader reads.
std::string words_of(const py::object& v) {
  if (py::isinstance<py::str>(v)) return v.cast<std::string>();
  return harness::yaml::render_flow(*to_tree(v));
}

NodePtr scalar(std::string text) {
  auto n = std::make_shared<Node>();
  n->kind = Node::Kind::Scalar;
  n->scalar = std::move(text);
  return n;
}

harness::Step read_step(const py::object& step) {
  auto read = py::isinstance<py::str>(step) ? harness::parse_step_line(step.cast<std::string>(), "input")
                                            : harness::read_step_tree(*to_tree(step), "input");
  if (!read) throw StepError(harness::without_place(read.error().message));
  if (read->kind == harness::Step::Kind::Expect)
    throw StepError("`expect` checks a scenario file; here ask state(), hand(), moves() instead");
  return std::move(read).value();
}

Session made(const Setup& setup) {
  auto s = Session::create(setup);
  if (!s) throw SetupError("setup: " + s.error().message);
  return std::move(s).value();
}

}  // namespace

Side side_word(const std::string& text, const std::string& what) {
  if (text == "white") return Side::White;
  if (text == "black") return Side::Black;
  throw Error(what + " takes white or black, not '" + text + "'");
}

PyGame PyGame::from_session(const Setup& setup) { return PyGame{made(setup), {}}; }

long long whole_number(const py::handle& value, const std::string& what, long long low, long long high) {
  // bool is an int in Python, but True is no number of plies or points.
  if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value))
    throw py::type_error(what + " takes an int, not " +
                         py::str(py::type::of(value).attr("__name__")).cast<std::string>());
  const auto out_of_range = [&] {
    return py::value_error(what + " takes a whole number from " + std::to_string(low) + " to " +
                           std::to_string(high) + ", not " + py::repr(value).cast<std::string>());
  };
  int overflow = 0;
  const long long n = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow != 0 || n < low || n > high) throw out_of_range();
  return n;
}

void check_signals() {
  if (PyErr_CheckSignals() != 0) throw py::error_already_set();
}

PyGame PyGame::deal(const py::object& seed, const py::object& sets, const py::object& budget) {
  DealOptions options;
  // A seed is any whole number from 0 to 2^63 - 1 (kmr play --deal --seed N).
  options.seed =
      static_cast<std::uint64_t>(whole_number(seed, "seed", 0, std::numeric_limits<long long>::max()));
  options.budget = static_cast<int>(whole_number(budget, "budget", 1, 100000));
  // 'kc1,kc2' as kmr play --deal --sets reads it, or a list of names.
  std::string names;
  if (py::isinstance<py::str>(sets)) {
    names = sets.cast<std::string>();
  } else if (py::isinstance<py::sequence>(sets)) {
    for (py::handle item : sets) {
      if (!py::isinstance<py::str>(item))
        throw py::type_error("sets takes 'kc1', 'kc2' or a list of them, not a list holding " +
                             py::repr(item).cast<std::string>());
      names += (names.empty() ? "" : ",") + item.cast<std::string>();
    }
  } else {
    throw py::type_error("sets takes 'kc1', 'kc2', 'kc1,kc2' or a list of them, not " +
                         py::str(py::type::of(sets).attr("__name__")).cast<std::string>());
  }
  auto read = parse_card_sets(names);
  if (!read) throw Error("sets takes " + read.error().message);
  options.sets = std::move(*read);
  auto dealt = Deal::standard(options);
  if (!dealt) throw SetupError(dealt.error().message);
  PyGame out = from_session(dealt->setup);
  out.left_out = std::move(dealt->left_out);
  return out;
}

py::object outcome_object(const Ending& e) {
  if (!e.over()) return py::none();
  const py::module_ types = py::module_::import("kmr._outcome");
  const py::object termination = types.attr("Termination")(std::string(to_string(e.termination)));
  const py::object winner =
      e.winner() ? py::object(py::str(std::string(to_string(*e.winner())))) : py::none();
  const py::object card = e.card ? py::object(py::str(std::string(e.card->id))) : py::none();
  return types.attr("Outcome")(termination, winner, card, describe(e));
}

PyGame PyGame::from_words(const std::optional<std::string>& fen, const py::object& hands,
                          const py::object& effects, const std::optional<std::string>& phase) {
  harness::SetupWords w;
  w.names = harness::SetupWords::Names::Keywords;  // "hands: ...", not "--hands: ..."
  w.fen = fen.value_or("");
  if (!hands.is_none()) w.hands = words_of(hands);
  w.phase = phase.value_or("");
  if (!effects.is_none()) {
    if (py::isinstance<py::str>(effects) || py::isinstance<py::dict>(effects))
      w.effects.push_back(words_of(effects));
    else if (py::isinstance<py::list>(effects) || py::isinstance<py::tuple>(effects))
      for (py::handle e : effects) w.effects.push_back(words_of(py::reinterpret_borrow<py::object>(e)));
    else
      throw py::type_error("effects takes an entry (a dict or its words) or a list of them, not " +
                           py::str(py::type::of(effects).attr("__name__")).cast<std::string>());
  }
  auto setup = harness::setup_from_words(w);
  if (!setup) throw SetupError(setup.error().message);
  return from_session(*setup);
}

PyGame PyGame::from_setup(const py::object& setup) {
  // The setup map as one scenario's, read by the scenario reader: a str is
  // its YAML text (its own lines and columns in messages), a dict its tree.
  NodePtr tree;
  if (py::isinstance<py::str>(setup)) {
    auto parsed = harness::yaml::parse(setup.cast<std::string>());
    if (auto* d = std::get_if<harness::yaml::Diagnostic>(&parsed))
      throw SetupError("setup:" + std::to_string(d->line) + ":" + std::to_string(d->column) + ": " +
                       d->message);
    tree = std::get<NodePtr>(parsed);
  } else {
    tree = to_tree(setup);
  }
  if (!tree) tree = std::make_shared<Node>();
  auto steps = std::make_shared<Node>();
  steps->kind = Node::Kind::Sequence;
  steps->items.push_back(scalar("end-turn"));
  auto root = std::make_shared<Node>();
  root->kind = Node::Kind::Map;
  root->entries = {{scalar("id"), scalar("setup")}, {scalar("steps"), steps}, {scalar("setup"), tree}};
  const harness::LoadedFile f = harness::load_tree(root, "setup");
  const std::vector<std::string> errors = f.errors();
  if (!errors.empty() || f.scenarios.size() != 1)
    throw SetupError(errors.empty() ? std::string("setup: the setup does not read") : errors.front());
  return from_session(f.scenarios.front().setup);
}

PyGame PyGame::from_scenario(const std::string& path, const std::optional<std::string>& id,
                             std::optional<int> at) {
  // As `kmr play --scenario FILE [--id ID] [--at STEP]`: the steps before
  // `at` (all of them by default) played through the session.
  if (at && *at < 1) throw Error("at takes a step number from 1");
  const harness::LoadedFile f = harness::load_file(path);
  if (f.error) throw ScenarioError(*f.error);
  for (const harness::Scenario& s : f.scenarios) {
    if (id && s.id != *id) continue;
    auto session = Session::create(s.setup);
    if (!session) throw SetupError(s.loc.str() + ": setup: " + session.error().message);
    const std::size_t upto = at ? static_cast<std::size_t>(*at - 1) : s.steps.size();
    if (upto > s.steps.size())
      throw Error("at " + std::to_string(*at) + ": the scenario has " + std::to_string(s.steps.size()) +
                  " steps");
    for (std::size_t i = 0; i < upto; ++i) {
      if (s.steps[i].kind == harness::Step::Kind::Action) session->act(s.steps[i].action);
      if (s.steps[i].kind == harness::Step::Kind::Probe) session->attempt(s.steps[i].action);
    }
    return PyGame{std::move(session).value(), {}};
  }
  // A bad scenario of the file may be the one asked for: say why it did not load.
  for (const harness::BadScenario& b : f.bad)
    if (!id || b.id == *id) throw ScenarioError(b.error);
  throw ScenarioError(id ? "no scenario with id '" + *id + "' in " + path : "no scenario in " + path);
}

Result PyGame::push(const py::object& step, bool probe) {
  const harness::Step s = read_step(step);
  if (probe || s.kind == harness::Step::Kind::Probe) return session.attempt(s.action);
  const Result& r = session.act(s.action);
  // Refused, the game is as it was: raised, as python-chess raises an
  // illegal move, with the engine's answer.
  if (r.outcome == Outcome::Rejected) {
    std::string why(to_string(*r.reason));
    if (!r.rule.empty()) why += " (" + r.rule + ")";
    if (!r.detail.empty()) why += ": " + r.detail;
    throw IllegalAction(harness::action_words(s.action) + ": " + why, r);
  }
  return r;
}

Result PyGame::play(const std::string& card, const py::kwargs& choices, bool probe) {
  py::dict step;
  step["play"] = card;
  for (auto [key, value] : choices) step[key] = value;
  return push(step, probe);
}

std::string PyGame::pop() {
  std::string words;
  for (auto it = session.line().rbegin(); it != session.line().rend(); ++it)
    if (!it->probe && it->result.outcome != Outcome::Rejected) {
      words = harness::action_words(it->action);
      break;
    }
  if (!session.undo()) throw py::index_error("nothing to undo");
  return words;
}

std::vector<Move> PyGame::moves(const std::optional<std::string>& square) const {
  std::optional<Square> from;
  if (square) {
    from = parse_square(*square);
    if (!from) throw Error("'" + *square + "' is not a square (a1 to h8)");
  }
  std::vector<Move> out;
  for (const MoveOption& m : session.moves(from))
    out.push_back({to_string(MoveRequest{m.from, m.to, m.promotion}), m.result});
  return out;
}

Choices PyGame::choices(const std::string& card, const std::optional<std::string>& by, int bound) const {
  if (bound <= 0) throw Error("bound takes a positive whole number, not " + std::to_string(bound));
  if (!find_card(card))
    throw Error(unknown_card_message(card) + " (kmr.cards() names those the engine plays)");
  const std::optional<Side> side = by ? std::optional(side_word(*by, "by")) : std::nullopt;
  // A long search stops at Ctrl-C, raising KeyboardInterrupt.
  const ChoiceListing list = session.choices(card, side, bound, [] { return PyErr_CheckSignals() != 0; });
  if (PyErr_Occurred()) throw py::error_already_set();
  Choices out{{}, list.cut, list.tried, list.refusal};
  for (const ChoiceOption& o : list.options) {
    Action a;
    a.kind = ActionKind::Play;
    a.card = card;
    a.by = side;
    a.choices = o.choices;
    out.options.push_back({harness::action_words(a), harness::choices_json(o.choices), o.result});
  }
  return out;
}

py::dict state_dict(const StateView& v) {
  auto str = [](auto e) { return std::string(to_string(e)); };
  auto pieces = [](const std::vector<PieceCode>& ps) {
    std::vector<std::string> out;
    for (PieceCode p : ps) out.emplace_back(1, to_char(p));
    return out;
  };
  py::dict d;
  d["fen"] = v.fen;
  d["turn"] = str(v.turn);
  d["to_move"] = str(v.to_move);
  d["phase"] = str(v.phase);
  d["game_over"] = v.game_over == GameOver::None ? py::object(py::none()) : py::str(str(v.game_over));
  d["termination"] =
      v.ending.over() ? py::object(py::str(str(v.ending.termination))) : py::object(py::none());
  d["winner"] = v.ending.winner() ? py::object(py::str(str(*v.ending.winner()))) : py::object(py::none());
  d["checkmated"] = v.checkmated ? py::object(py::str(str(*v.checkmated))) : py::object(py::none());
  d["stalemated"] = v.stalemated;
  d["move_cancelled"] = v.move_cancelled;
  d["hidden_piece_owner"] =
      v.hidden_piece_owner ? py::object(py::str(str(*v.hidden_piece_owner))) : py::object(py::none());
  py::dict sides;
  for (const SideView& s : v.sides) {
    py::dict side;
    py::list hand;
    for (const HandCard& c : s.hand) {
      py::dict card;
      card["card"] = c.card;
      card["name"] = c.name;
      card["playable_now"] = c.playable_now;
      card["why_not"] = c.why_not;
      hand.append(card);
    }
    side["hand"] = hand;
    side["deck"] = s.deck;
    side["discard"] = s.discard;
    side["captured"] = pieces(s.captured);
    side["dead"] = pieces(s.dead);
    side["in_check"] = s.in_check;
    std::vector<std::string> windows;
    for (Timing t : s.windows) windows.push_back(str(t));
    side["windows"] = windows;
    sides[py::str(str(s.side))] = side;
  }
  d["sides"] = sides;
  py::list effects;
  for (const EffectView& e : v.effects) {
    py::dict effect;
    effect["card"] = e.card;
    effect["name"] = e.name;
    effect["place"] = e.place;
    effect["words"] = e.words;  // for the effect: choice key
    effect["owner"] = str(e.owner);
    effect["continuing"] = e.continuing;
    effect["suspended"] = e.suspended;
    effects.append(effect);
  }
  d["effects"] = effects;
  py::dict marks;
  for (const MarkView& m : v.marks) marks[py::str(square_name(m.square))] = m.marks;
  d["marks"] = marks;
  return d;
}

}  // namespace kmr::python
