// The session's methods for JavaScript (js_session.hpp).
#include "js_session.hpp"

#include <algorithm>

#include "js_tree.hpp"
#include "js_values.hpp"
#include "kmr/card.hpp"
#include "kmr/fen.hpp"
#include "kmr/load/step_line.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/save.hpp"

namespace kmr::wasm {

using emscripten::val;

JsSession::JsSession(Session session, std::vector<harness::Step> steps, std::string id, std::string title)
    : session_(std::move(session)), steps_(std::move(steps)), id_(std::move(id)), title_(std::move(title)) {}

val JsSession::state() const { return state_value(session_.state()); }

val JsSession::outcome() const { return outcome_value(session_.game().ending()); }

std::optional<std::size_t> JsSession::next_step() const {
  if (std::find(entries_.begin(), entries_.end(), Entry::OwnTaken) != entries_.end()) return std::nullopt;
  return static_cast<std::size_t>(std::count(entries_.begin(), entries_.end(), Entry::Scenario));
}

bool JsSession::diverged() const {
  const auto played = std::count(entries_.begin(), entries_.end(), Entry::Scenario);
  return !next_step() && static_cast<std::size_t>(played) < steps_.size();
}

val JsSession::pending() const {
  val out = val::array();
  const auto first = next_step();
  if (!first) return out;
  for (std::size_t i = *first; i < steps_.size(); ++i) {
    val step = val::object();
    step.set("words", harness::action_words(steps_[i].action));
    step.set("probe", steps_[i].kind == harness::Step::Kind::Probe);
    out.call<void>("push", step);
  }
  return out;
}

val JsSession::next() {
  const auto i = next_step();
  if (!i || *i >= steps_.size()) return val::null();
  const harness::Step& step = steps_[*i];
  return play_step(step, step.kind == harness::Step::Kind::Probe, true);
}

val JsSession::act(const val& step) { return play(step, false); }
val JsSession::attempt(const val& step) { return play(step, true); }

namespace {

// A step typed as `kmr play` reads a line that needs no YAML: a bare word
// ('end-turn'), a move ('e2e4', 'e7e8q'), castling ('O-O'), or one `key:
// value` pair ('move: e2e4', 'play: fireball'); the same words, the same
// reader (step_line_yaml, read_step_tree). Choices come as an object.
Expected<harness::yaml::NodePtr> step_words(const std::string& words, const std::string& name) {
  using harness::yaml::Node;
  const std::string yaml = harness::step_line_yaml(words);
  if (yaml.find_first_of("{}[],:") == std::string::npos) return scalar_node(yaml, false);
  const std::size_t colon = yaml.find(": ");
  if (yaml.front() == '{' && yaml.back() == '}' && colon != std::string::npos &&
      yaml.find_first_of("{}[],:", colon + 1) == yaml.size() - 1) {
    auto map = std::make_shared<Node>();
    map->kind = Node::Kind::Map;
    map->entries.emplace_back(scalar_node(yaml.substr(1, colon - 1), false),
                              scalar_node(yaml.substr(colon + 2, yaml.size() - colon - 3), false));
    return harness::yaml::NodePtr(std::move(map));
  }
  return Error{name + ":1:1: '" + words +
               "' holds more than a bare step: give it as a value ({play: 'fireball', target: 'd4'}); the "
               "module reads no YAML text"};
}

}  // namespace

val JsSession::play(const val& input, bool probe) {
  const std::string name = "step " + std::to_string(++inputs_);
  auto tree = input.isString() ? step_words(input.as<std::string>(), name) : tree_from_js(input);
  if (!tree) return error_value(name + ":" + tree.error().message);
  if (!*tree) return error_value(name + ":1:1: empty step");
  auto step = harness::read_step_tree(**tree, name);
  if (!step) return error_value(step.error().message);
  if (step->kind == harness::Step::Kind::Expect)
    return error_value(name + ": `expect` checks a scenario file; ask state() or moves() instead");
  return play_step(*step, probe || step->kind == harness::Step::Kind::Probe, false);
}

val JsSession::play_step(const harness::Step& step, bool probe, bool scripted) {
  const std::string fen_before = to_fen(session_.game().position());
  const Result& r = probe ? session_.attempt(step.action) : session_.act(step.action);
  entries_.resize(session_.line().size() - 1);  // the line's entries before this one
  entries_.push_back(scripted                                  ? Entry::Scenario
                     : probe || r.outcome == Outcome::Rejected ? Entry::OwnUnchanged
                                                               : Entry::OwnTaken);
  // The events once, in plain words: the pieces named, no FEN letters.
  said_.resize(session_.line().size() - 1);
  said_.push_back(r.ok() ? harness::event_clauses(r.events, fen_before, harness::says_its_move(step.action),
                                                  probe ? nullptr : &taken_)
                         : std::vector<std::string>());
  return answer_with_words(step.action, r, probe, said_.back());
}

val JsSession::answer_with_words(const Action& action, const Result& r, bool probe,
                                 const std::vector<std::string>& said) const {
  val out = answer_value(action, r, probe);
  val words = val::array();
  for (const std::string& clause : said) words.call<void>("push", clause);
  out.set("eventWords", words);
  return out;
}

val JsSession::line() const {
  val out = val::array();
  const std::vector<LineStep>& line = session_.line();
  for (std::size_t i = 0; i < line.size(); ++i)
    out.call<void>("push", answer_with_words(line[i].action, line[i].result, line[i].probe,
                                             i < said_.size() ? said_[i] : std::vector<std::string>()));
  return out;
}

bool JsSession::undo() {
  if (!session_.undo()) return false;
  entries_.resize(session_.line().size());
  said_.resize(session_.line().size());
  return true;
}

val JsSession::moves(const val& from) const {
  std::optional<Square> square;
  if (!from.isUndefined() && !from.isNull()) {
    if (!from.isString()) return val::array();
    square = parse_square(from.as<std::string>());
    if (!square) return val::array();
  }
  val out = val::array();
  for (const MoveOption& m : session_.moves(square)) out.call<void>("push", move_value(m));
  return out;
}

val JsSession::choices(const std::string& card, const val& by_value) const {
  std::optional<Side> by;
  if (by_value.isString()) {
    by = parse_side(by_value.as<std::string>());
    if (!by) return error_value("by: white or black, not '" + by_value.as<std::string>() + "'");
  }
  if (!find_card(card)) return error_value("no card is called '" + card + "'");
  const ChoiceListing list = session_.choices(card, by);
  val out = val::object();
  out.set("ok", true);
  val choices = val::array();
  for (const ChoiceOption& o : list.options) {
    val option = play_step_value(card, o.choices, by);
    choices.call<void>("push", option);
  }
  out.set("choices", choices);
  out.set("truncated", list.cut);
  out.set("tried", list.tried);
  if (list.refusal) {
    const Action play{.kind = ActionKind::Play, .card = card};
    out.set("refusal", answer_value(play, *list.refusal, true));
  }
  return out;
}

val JsSession::line_yaml(const val& options) const {
  harness::SaveOptions save;
  save.id = id_.empty() ? "played-line" : id_ + "-played";
  save.comment = "Played with the kmr WebAssembly module.";
  if (options.typeOf().as<std::string>() == "object" && !options.isNull()) {
    if (options["id"].isString()) save.id = options["id"].as<std::string>();
    if (options["title"].isString()) save.title = options["title"].as<std::string>();
    const val rulings = options["rulings"];
    if (val::global("Array").call<bool>("isArray", rulings)) {
      const unsigned n = rulings["length"].as<unsigned>();
      for (unsigned i = 0; i < n; ++i)
        if (rulings[i].isString()) save.rulings.push_back(rulings[i].as<std::string>());
    }
  }
  auto text = harness::scenario_yaml(session_, save);
  if (!text) return error_value(text.error().message);
  return val(*text);
}

}  // namespace kmr::wasm
