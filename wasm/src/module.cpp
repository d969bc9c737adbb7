// The module's JavaScript interface (wasm/package/kmr.d.ts): embind over the
// scenario loader (load_tree) and the session (JsSession).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "js_errors.hpp"
#include "js_session.hpp"
#include "js_tree.hpp"
#include "js_values.hpp"
#include "kmr/card.hpp"
#include "kmr/deal.hpp"
#include "kmr/did_you_mean.hpp"
#include "kmr/fen.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/perft.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/setup_words.hpp"
#include "kmr/random_play.hpp"
#include "kmr/rules_profile.hpp"
#include "kmr/run/fuzz.hpp"

namespace kmr::wasm {
namespace {

using emscripten::val;
using harness::yaml::Node;
using harness::yaml::NodePtr;

std::string name_or(const val& name, const std::string& fallback) {
  return name.isString() ? name.as<std::string>() : fallback;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

// The file as the reader loads it: its scenarios, and those that did not
// load (each fails alone, as in kmr run); an error only when the whole file
// does not read.
Expected<harness::LoadedFile> read(const val& tree, const std::string& name) {
  auto root = tree_from_js(tree);
  if (!root) return Error{name + ":" + root.error().message};
  harness::LoadedFile file = harness::load_tree(*root, name);
  if (file.error) return Error{*file.error};
  return file;
}

// The file's scenarios, or every load error, one a line ("name:line:col: message").
Expected<harness::LoadedFile> load(const val& tree, const std::string& name) {
  auto file = read(tree, name);
  if (file && !file->errors().empty()) return Error{joined(file->errors())};
  return file;
}

val load_scenarios(const val& tree, const val& name_value) {
  auto file = load(tree, name_or(name_value, "scenarios"));
  if (!file) return error_value(file.error().message);
  val list = val::array();
  for (const harness::Scenario& s : file->scenarios) {
    val item = val::object();
    item.set("id", s.id);
    item.set("title", s.title);
    item.set("steps", static_cast<int>(s.steps.size()));
    list.call<void>("push", item);
  }
  val out = val::object();
  out.set("ok", true);
  out.set("scenarios", list);
  return out;
}

val opened(Expected<Session> session, std::vector<harness::Step> steps, std::string id, std::string title) {
  if (!session) return error_value(session.error().message);
  val out = val::object();
  out.set("ok", true);
  out.set("session", JsSession(std::move(*session), std::move(steps), std::move(id), std::move(title)));
  return out;
}

// A scenario of the tree, by id (the only one when the tree holds one).
val open_scenario(const val& options) {
  const std::string name = name_or(options["name"], "scenario");
  const val id = options["id"];
  // By id, the scenario opens when it loads, whatever the file's others do.
  auto file = id.isString() ? read(options["scenario"], name) : load(options["scenario"], name);
  if (!file) return error_value(file.error().message);
  const harness::Scenario* found = nullptr;
  if (id.isString()) {
    for (const harness::Scenario& s : file->scenarios)
      if (s.id == id.as<std::string>()) found = &s;
    for (const harness::BadScenario& b : file->bad)
      if (!found && b.id == id.as<std::string>()) return error_value(b.error);
    if (!found) return error_value(name + ": no scenario with id '" + id.as<std::string>() + "'");
  } else if (file->scenarios.size() == 1) {
    found = &file->scenarios.front();
  } else {
    return error_value(name + ": " + std::to_string(file->scenarios.size()) +
                       " scenarios: say which with `id`");
  }
  std::vector<harness::Step> steps;
  for (const harness::Step& s : found->steps)
    if (s.kind != harness::Step::Kind::Expect) steps.push_back(s);
  return opened(Session::create(found->setup), std::move(steps), found->id, found->title);
}

std::shared_ptr<Node> node(Node::Kind kind) {
  auto n = std::make_shared<Node>();
  n->kind = kind;
  return n;
}

// A bare setup: read as the setup of a scenario of one step, which is not played.
val open_setup(const val& options) {
  const std::string name = name_or(options["name"], "setup");
  auto setup = tree_from_js(options["setup"]);
  if (!setup) return error_value(name + ":" + setup.error().message);
  auto steps = node(Node::Kind::Sequence);
  steps->items.push_back(scalar_node("pass"));
  auto root = node(Node::Kind::Map);
  root->entries.emplace_back(scalar_node("id"), scalar_node("setup"));
  root->entries.emplace_back(scalar_node("setup"), *setup);
  root->entries.emplace_back(scalar_node("steps"), steps);
  harness::LoadedFile file = harness::load_tree(root, name);
  if (!file.errors().empty()) return error_value(joined(file.errors()));
  return opened(Session::create(file.scenarios.front().setup), {}, "", "");
}

val open_session(const val& options) {
  if (options.isNull() || options.typeOf().as<std::string>() != "object")
    return error_value("openSession takes {scenario, id, name} or {setup}");
  if (!options["scenario"].isUndefined()) return open_scenario(options);
  if (!options["setup"].isUndefined()) return open_setup(options);
  return error_value("openSession takes {scenario, id, name} or {setup}");
}

// A whole number from JavaScript within [low, high], or an error naming `what`
// (a string, a fraction, NaN, an infinity, out of range: never coerced).
Expected<double> whole(const val& v, const std::string& what, double low, double high) {
  const bool number = v.typeOf().as<std::string>() == "number";
  if (!number || !val::global("Number").call<bool>("isInteger", v) || v.as<double>() < low ||
      v.as<double>() > high) {
    const std::string shown = v.isUndefined() ? "undefined" : val::global("String")(v).as<std::string>();
    return Error{what + " takes a whole number from " + std::to_string(static_cast<long long>(low)) + " to " +
                 std::to_string(static_cast<long long>(high)) + ", not " +
                 (number ? shown : v.typeOf().as<std::string>() + " " + shown)};
  }
  return v.as<double>();
}

// {seed, sets, budget} read as kmr play --deal reads them; each optional.
Expected<DealOptions> deal_options(const val& options) {
  DealOptions out;
  if (options.isUndefined() || options.isNull()) return out;
  if (options.typeOf().as<std::string>() != "object") return Error{"deal takes {seed, sets, budget}"};
  if (!options["seed"].isUndefined()) {
    auto seed = whole(options["seed"], "seed", 0, 9007199254740991.0);  // Number.MAX_SAFE_INTEGER
    if (!seed) return seed.error();
    out.seed = static_cast<std::uint64_t>(*seed);
  }
  if (!options["budget"].isUndefined()) {
    auto budget = whole(options["budget"], "budget", 1, 100000);
    if (!budget) return budget.error();
    out.budget = static_cast<int>(*budget);
  }
  const val sets = options["sets"];
  if (!sets.isUndefined()) {
    // 'kc1,kc2' as kmr play --deal --sets reads it, or a list of names.
    std::string names;
    if (sets.isString()) {
      names = sets.as<std::string>();
    } else if (val::global("Array").call<bool>("isArray", sets)) {
      for (unsigned i = 0; i < sets["length"].as<unsigned>(); ++i) {
        if (!sets[i].isString()) return Error{"sets: a list of 'kc1', 'kc2'"};
        names += (names.empty() ? "" : ",") + sets[i].as<std::string>();
      }
    } else {
      return Error{"sets takes 'kc1', 'kc2', 'kc1,kc2' or a list of them"};
    }
    auto read = parse_card_sets(names);
    if (!read) return Error{"sets takes " + read.error().message};
    out.sets = std::move(*read);
  }
  return out;
}

// A standard game (Deal::standard), as kmr play --deal and kmr.Game.deal deal
// it: {ok, session, leftOut: [{card, why}]}.
val deal(const val& options) {
  auto read = deal_options(options);
  if (!read) return error_value(read.error().message);
  auto dealt = Deal::standard(*read);
  if (!dealt) return error_value(dealt.error().message);
  val out = opened(Session::create(dealt->setup), {}, "", "");
  if (!out["ok"].as<bool>()) return out;
  val left = val::array();
  for (const LeftOutCard& c : dealt->left_out) {
    val card = val::object();
    card.set("card", c.card);
    card.set("why", c.why);
    left.call<void>("push", card);
  }
  out.set("leftOut", left);
  return out;
}

// The first game of `kmr fuzz --seed SEED --steps STEPS` (kmr.random_game in
// Python): {ok, setup (its YAML), steps (as act() takes them), results,
// outcome}.
val random_game(const val& options) {
  if (options.typeOf().as<std::string>() != "object" || options.isNull())
    return error_value("randomGame takes {seed, steps, cards}");
  auto seed = whole(options["seed"], "seed", 0, 9007199254740991.0);
  if (!seed) return error_value(seed.error().message);
  const val steps_value = options["steps"];
  auto steps = steps_value.isUndefined() ? Expected<double>(200.0) : whole(steps_value, "steps", 0, 100000);
  if (!steps) return error_value(steps.error().message);
  std::vector<std::string> cards = implemented_card_ids();
  if (!options["cards"].isUndefined()) {
    const val given = options["cards"];
    if (!val::global("Array").call<bool>("isArray", given)) return error_value("cards: a list of card ids");
    cards.clear();
    for (unsigned i = 0; i < given["length"].as<unsigned>(); ++i) {
      if (!given[i].isString() || !find_card(given[i].as<std::string>()))
        return error_value("cards: " +
                           unknown_card_message(given[i].isString() ? given[i].as<std::string>() : ""));
      cards.push_back(given[i].as<std::string>());
    }
  }
  RandomPlayer player(harness::fuzz_game_seed(static_cast<std::uint64_t>(*seed), 0));
  const Setup setup = player.setup(cards);
  auto game = Game::create(setup);
  if (!game) return error_value(game.error().message);
  val step_list = val::array(), results = val::array();
  for (int i = 0; i < static_cast<int>(*steps) && game->game_over() == GameOver::None; ++i) {
    const Action a = player.action(*game);
    const Result r = game->apply(a);
    step_list.call<void>("push", val(harness::action_flow(a)));
    results.call<void>("push", answer_value(a, r, false));
  }
  val out = val::object();
  out.set("ok", true);
  out.set("setup", harness::setup_yaml(setup, ""));
  out.set("steps", step_list);
  out.set("results", results);
  out.set("outcome", outcome_value(game->ending()));
  return out;
}

// Every card of the catalog: [{id, name, set}], by id.
val cards() {
  val out = val::array();
  for (const CardDef* c : all_cards()) {
    val card = val::object();
    card.set("id", std::string(c->id));
    card.set("name", std::string(c->name));
    card.set("set", std::string(to_string(c->set)));
    out.call<void>("push", card);
  }
  return out;
}

// The move generator's leaf count (kmr perft, its defaults: FIDE rules, the
// auto path), for speed figures in the browser (scripts/bench-wasm.sh):
// {ok, nodes} or {ok: false, error}. `options`: {rules, path}.
val perft(const val& fen_value, const val& depth_value, const val& options) {
  if (!fen_value.isString()) return error_value("perft takes a FEN string ('startpos' for the opening)");
  const std::string fen_text = fen_value.as<std::string>();
  // The depth is never coerced: 2.5, '3' or NaN are refused, as kmr perft refuses them.
  auto depth_read = whole(depth_value, "depth", 0, kMaxPerftDepth);
  if (!depth_read) return error_value(depth_read.error().message);
  const int depth = static_cast<int>(*depth_read);
  const std::string fen = fen_text == "startpos" ? std::string(kStartFen) : fen_text;
  const bool given = options.typeOf().as<std::string>() == "object" && !options.isNull();
  const std::string rules_name =
      given && options["rules"].isString() ? options["rules"].as<std::string>() : "fide";
  const std::string path_name =
      given && options["path"].isString() ? options["path"].as<std::string>() : "auto";
  const auto rules = parse_rules_profile(rules_name);
  if (!rules) return error_value("rules: fide or knightmare, not '" + rules_name + "'");
  const auto path = parse_movegen_path(path_name);
  if (!path) return error_value("path: auto, fast, generic or reference, not '" + path_name + "'");
  auto pos = parse_fen(fen, *rules);
  if (!pos) return error_value(pos.error().message);
  if (!path_applies(*path, *pos, {}))
    return error_value("the " + path_name + " generator cannot count this position");
  val out = val::object();
  out.set("ok", true);
  out.set("nodes", static_cast<double>(kmr::perft(*pos, *rules, depth, *path)));
  return out;
}

}  // namespace
}  // namespace kmr::wasm

EMSCRIPTEN_BINDINGS(kmr) {
  using namespace emscripten;
  using kmr::wasm::Guarded;
  using kmr::wasm::JsSession;
  constant("version", std::string(KMR_VERSION));
  // Optional arguments as overloads by arity, embind's way.
  function("loadScenarios", &Guarded<&kmr::wasm::load_scenarios>::call);
  function(
      "loadScenarios", +[](const val& tree) {
        return kmr::wasm::guarded([&] { return kmr::wasm::load_scenarios(tree, val::undefined()); });
      });
  function("openSession", &Guarded<&kmr::wasm::open_session>::call);
  function("cards", &Guarded<&kmr::wasm::cards>::call);
  function("perft", &Guarded<&kmr::wasm::perft>::call);
  function(
      "perft", +[](const val& fen, const val& depth) {
        return kmr::wasm::guarded([&] { return kmr::wasm::perft(fen, depth, val::undefined()); });
      });
  function("deal", &Guarded<&kmr::wasm::deal>::call);
  function(
      "deal", +[]() { return kmr::wasm::guarded([&] { return kmr::wasm::deal(val::undefined()); }); });
  function("randomGame", &Guarded<&kmr::wasm::random_game>::call);
  class_<JsSession>("KmrSession")
      .function("state", &Guarded<&JsSession::state>::call)
      .function("outcome", &Guarded<&JsSession::outcome>::call)
      .function("pending", &Guarded<&JsSession::pending>::call)
      .function("next", &Guarded<&JsSession::next>::call)
      .function("diverged", &Guarded<&JsSession::diverged>::call)
      .function("act", &Guarded<&JsSession::act>::call)
      .function("attempt", &Guarded<&JsSession::attempt>::call)
      .function("line", &Guarded<&JsSession::line>::call)
      .function("undo", &Guarded<&JsSession::undo>::call)
      .function("moves", &Guarded<&JsSession::moves>::call)
      .function(
          "moves",
          +[](const JsSession& s) { return kmr::wasm::guarded([&] { return s.moves(val::undefined()); }); })
      .function("choices", &Guarded<&JsSession::choices>::call)
      .function(
          "choices",
          +[](const JsSession& s, const std::string& card) {
            return kmr::wasm::guarded([&] { return s.choices(card, val::undefined()); });
          })
      .function("lineYaml", &Guarded<&JsSession::line_yaml>::call)
      .function(
          "lineYaml",
          +[](const JsSession& s) {
            return kmr::wasm::guarded([&] { return s.line_yaml(val::undefined()); });
          })
      .property("id", &JsSession::id)
      .property("title", &JsSession::title);
}
