// kmr play's front end in process (harness/play): one line of scenario
// words read by the scenario reader, answers worded as `kmr explain` words
// results, and the line saved as a scenario that the runner passes, and
// fails once one of its expectations is changed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "kmr/load/loader.hpp"
#include "kmr/load/step_line.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/save.hpp"
#include "kmr/play/session_text.hpp"
#include "kmr/play/setup_words.hpp"
#include "kmr/play/skeleton.hpp"
#include "kmr/report/result_text.hpp"
#include "kmr/run/runner.hpp"

namespace kmr::harness {
namespace {

constexpr const char* kOpening = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

PlaySession play_from(const std::string& fen, const std::string& hands) {
  auto setup = setup_from_words({fen, hands, {}, {}});
  EXPECT_TRUE(setup) << (setup ? "" : setup.error().message);
  auto session = Session::create(*setup);
  EXPECT_TRUE(session);
  return PlaySession(std::move(session).value(), {});
}

TEST(StepLine, ScenarioWordsAndShortFormsBecomeSteps) {
  EXPECT_EQ(step_line_yaml("move: e2e4"), "{move: e2e4}");
  EXPECT_EQ(step_line_yaml("e2e4"), "{move: e2e4}");
  EXPECT_EQ(step_line_yaml("O-O"), "{castle: O-O}");
  EXPECT_EQ(step_line_yaml("play: fireball {target: d4}"), "{play: fireball, target: d4}");
  EXPECT_EQ(step_line_yaml("end-turn"), "end-turn");
  EXPECT_EQ(step_line_yaml("end-turn {by: black}"), "{end-turn, by: black}");
  EXPECT_EQ(step_line_yaml("recall: {piece: rook, square: a8}"), "{recall: {piece: rook, square: a8}}");
  EXPECT_EQ(step_line_yaml("{play: bog, by: black}"), "{play: bog, by: black}");

  auto bog = parse_step_line("play: bog {by: black}");
  ASSERT_TRUE(bog) << bog.error().message;
  EXPECT_EQ(bog->action.kind, ActionKind::Play);
  EXPECT_EQ(bog->action.card, "bog");
  EXPECT_EQ(bog->action.by, Side::Black);
  auto castle = parse_step_line("castle: king-side");
  ASSERT_TRUE(castle);
  EXPECT_EQ(castle->action.move.castling, Castling::KingSide);
  auto end = parse_step_line("end-turn {by: black}");
  ASSERT_TRUE(end) << end.error().message;
  EXPECT_EQ(end->action.kind, ActionKind::EndTurn);
}

// A front end's own values (a Python dict, a JavaScript object) made into a
// tree are read by the same reader as YAML text, with its messages.
yaml::NodePtr scalar(std::string text) {
  auto n = std::make_shared<yaml::Node>();
  n->kind = yaml::Node::Kind::Scalar;
  n->scalar = std::move(text);
  return n;
}
yaml::NodePtr map(std::vector<std::pair<std::string, yaml::NodePtr>> entries) {
  auto n = std::make_shared<yaml::Node>();
  n->kind = yaml::Node::Kind::Map;
  for (auto& [k, v] : entries) n->entries.emplace_back(scalar(k), std::move(v));
  return n;
}

TEST(StepTree, ATreeReadsAsTheSameTextWould) {
  auto bog = read_step_tree(*map({{"play", scalar("bog")}, {"by", scalar("black")}}));
  ASSERT_TRUE(bog) << bog.error().message;
  EXPECT_EQ(bog->action, parse_step_line("play: bog {by: black}")->action);
  auto end = read_step_tree(*scalar("end-turn"));
  ASSERT_TRUE(end) << end.error().message;
  EXPECT_EQ(end->action.kind, ActionKind::EndTurn);
  auto misspelt = read_step_tree(*map({{"moov", scalar("e2e4")}}), "js");
  ASSERT_FALSE(misspelt);
  EXPECT_EQ(misspelt.error().message.rfind("js:1:1: ", 0), 0u) << misspelt.error().message;
  EXPECT_NE(misspelt.error().message.find("moov"), std::string::npos) << misspelt.error().message;
}

TEST(StepTree, AScenarioTreeLoadsAsItsText) {
  auto sc = map({{"id", scalar("tree")},
                 {"setup", map({{"fen", scalar(kOpening)}})},
                 {"steps", std::make_shared<yaml::Node>()}});
  auto list = std::make_shared<yaml::Node>();
  list->kind = yaml::Node::Kind::Sequence;
  list->items.push_back(sc);
  const LoadedFile tree = load_tree(map({{"scenarios", list}}), "tree");
  const LoadedFile text = load_text(
      "scenarios:\n  - id: tree\n    setup: {fen: \"" + std::string(kOpening) + "\"}\n    steps:\n", "tree");
  EXPECT_EQ(tree.error, text.error);
  EXPECT_EQ(tree.scenarios.size(), text.scenarios.size());
  EXPECT_FALSE(load_tree(nullptr, "empty").scenarios.size());
}

TEST(StepLine, BadWordsGetTheReadersMessages) {
  auto misspelt = parse_step_line("moov: e2e4");
  ASSERT_FALSE(misspelt);
  EXPECT_NE(misspelt.error().message.find("unknown step action 'moov'"), std::string::npos)
      << misspelt.error().message;
  auto bad_key = parse_step_line("play: bribery {targt: e6}");
  ASSERT_FALSE(bad_key);
  EXPECT_NE(bad_key.error().message.find("target"), std::string::npos) << bad_key.error().message;
  EXPECT_FALSE(parse_step_line("play: no-such-card"));
}

TEST(ActionWords, ReadBackAsTheSameAction) {
  for (const char* line : {"move: e7e8q", "castle: queen-side", "play: pacifism {target: d2}",
                           "play: bog {by: black}", "end-turn", "say: rook {square: h8}",
                           "recall: {piece: rook, square: a8, aloud: false}", "discard: fireball"}) {
    auto step = parse_step_line(line);
    ASSERT_TRUE(step) << line << ": " << step.error().message;
    auto again = parse_step_line(action_words(step->action));
    ASSERT_TRUE(again) << action_words(step->action);
    EXPECT_EQ(again->action, step->action) << line;
    auto flow = parse_step_line(action_flow(step->action));
    ASSERT_TRUE(flow) << action_flow(step->action);
    EXPECT_EQ(flow->action, step->action) << line;
  }
}

TEST(PlaySession, AnActionIsAnsweredInExplainsWords) {
  PlaySession play = play_from(kOpening, "{white: [fireball]}");
  const Answer a = play.answer("e2e4");
  EXPECT_FALSE(a.error);
  const Result r = play.session().line().back().result;
  EXPECT_NE(a.text.find(result_lines(r)), std::string::npos) << a.text;
  EXPECT_NE(a.text.find("move: e2e4\n"), std::string::npos);
  EXPECT_NE(a.json.find("\"result\":{\"result\":\"accepted\""), std::string::npos) << a.json;
  const Answer refused = play.answer("play: fireball {target: d4}");
  EXPECT_FALSE(refused.error);
  EXPECT_NE(refused.text.find("result: rejected"), std::string::npos) << refused.text;
}

TEST(PlaySession, ABadLineShowsWhereTheProblemIs) {
  PlaySession play = play_from(kOpening, "{white: [fireball]}");
  const Answer a = play.answer("play: fireball {target: d9}");
  ASSERT_TRUE(a.error);
  // The column counts in the step as read, so that is what the caret is under.
  EXPECT_EQ(a.text,
            "error: bad square 'd9' (expected a1 to h8)\n"
            "  {play: fireball, target: d9}\n"
            "                           ^\n");
}

TEST(PlaySession, TryAndUndoLeaveTheGameAsItWas) {
  PlaySession play = play_from(kOpening, "");
  const Game start = play.session().game();
  EXPECT_NE(play.answer("try e2e4").text.find("result: accepted"), std::string::npos);
  EXPECT_EQ(play.session().game(), start);
  play.answer("e2e4");
  EXPECT_NE(play.session().game(), start);
  EXPECT_FALSE(play.answer("undo").error);
  EXPECT_EQ(play.session().game(), start);
  EXPECT_TRUE(play.answer("undo").error);
}

TEST(PlaySession, QuestionsAnswerAndBadLinesAreErrors) {
  PlaySession play = play_from(kOpening, "{white: [pacifism]}");
  EXPECT_NE(play.answer("moves g1").text.find("g1: f3, h3"), std::string::npos);
  const Answer choices = play.answer("choices pacifism");
  EXPECT_NE(choices.text.find("play: pacifism {target: d2}"), std::string::npos) << choices.text;
  EXPECT_NE(choices.text.find("every choice set was tried"), std::string::npos);
  EXPECT_NE(play.answer("hand white").text.find("pacifism (may be played now)"), std::string::npos);
  EXPECT_NE(play.answer("state").text.find("turn: white (before-move)"), std::string::npos);
  EXPECT_TRUE(play.answer("moves z9").error);
  EXPECT_TRUE(play.answer("choices").error);
  EXPECT_TRUE(play.answer("frobnicate").error);
  EXPECT_TRUE(play.answer("").text.empty());
  EXPECT_TRUE(play.answer("quit").quit);
  EXPECT_FALSE(play.completions("paci").empty());
}

TEST(SetupWords, AnOptionThatDoesNotReadIsNamed) {
  auto bad = setup_from_words({kOpening, "{white: [no-such-card]}", {}, {}});
  ASSERT_FALSE(bad);
  EXPECT_TRUE(bad.error().message.starts_with("--hands")) << bad.error().message;
  auto effect = setup_from_words(
      {"4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", {}, {"{card: pacifism, owner: white, target: d2}"}, {}});
  ASSERT_TRUE(effect) << effect.error().message;
  ASSERT_EQ(effect->effects.size(), 1u);
  auto bad_effect = setup_from_words({kOpening, {}, {"{card: pacifism, owner: green}"}, {}});
  ASSERT_FALSE(bad_effect);
  EXPECT_TRUE(bad_effect.error().message.starts_with("--effect")) << bad_effect.error().message;
}

// Issue 36: a line break in an option would begin other setup keys
// (`seed:`, `phase:`) in the setup the options are read as.
TEST(SetupWords, ALineBreakInAnOptionIsRefusedNotReadAsOtherKeys) {
  for (const char* injected :
       {"{white: [fireball]}\n  seed: 5", "{white: [fireball]}\r  phase: after-move"}) {
    auto bad = setup_from_words({kOpening, injected, {}, {}});
    ASSERT_FALSE(bad) << injected;
    EXPECT_EQ(bad.error().message,
              "--hands: a line break in the value (an option is one line of the scenario format)");
  }
  auto phase = setup_from_words({kOpening, {}, {}, "before-move\n  seed: 7"});
  ASSERT_FALSE(phase);
  EXPECT_TRUE(phase.error().message.starts_with("--phase: a line break")) << phase.error().message;
  auto effect =
      setup_from_words({kOpening, {}, {"{card: pacifism, owner: white, target: e2}\n  seed: 9"}, {}});
  ASSERT_FALSE(effect);
  EXPECT_TRUE(effect.error().message.starts_with("--effect: a line break")) << effect.error().message;
}

// Issue 36: a line longer than a step could be is refused unread (a 50 MB
// line took 40 s), and the answer does not repeat it whole.
TEST(PlaySession, AnOverlongLineIsRefusedUnread) {
  PlaySession play = play_from(kOpening, "{white: [fireball]}");
  const std::string line = "play: fireball {target: " + std::string(kMaxLineBytes, 'a') + "}";
  const Answer a = play.answer(line);
  EXPECT_TRUE(a.error);
  EXPECT_EQ(a.text, "error: the line is longer than the 65536 bytes a line may hold: not read\n");
  EXPECT_LT(a.json.size(), 400u);
  EXPECT_LT(shown_line(line).size(), 100u);
  EXPECT_FALSE(play.answer("e2e4").error);  // the session goes on
}

// The saved line runs green, and a changed expectation turns it red.
TEST(Save, TheLineSavedPassesAndAFlippedExpectationFails) {
  PlaySession play = play_from(kOpening, "{white: [pacifism, fireball]}");
  for (const char* line :
       {"e2e4", "end-turn", "e7e5", "end-turn", "play: fireball", "try e2e3", "play: pacifism {target: d2}"})
    ASSERT_FALSE(play.answer(line).error) << line;
  SaveOptions o;
  o.id = "saved-line";
  o.pins = {"board", "hand", "turn"};
  o.all = true;  // the refused FIREBALL and the try kept
  auto text = scenario_yaml(play.session(), o);
  ASSERT_TRUE(text) << text.error().message;
  const LoadedFile f = load_text(*text, "saved.yaml");
  ASSERT_TRUE(f.errors().empty()) << f.errors().front() << "\n" << *text;
  ASSERT_EQ(f.scenarios.size(), 1u);
  EXPECT_EQ(run_scenario(f.scenarios.front()).status, Status::Passed) << *text;

  std::string flipped = *text;
  const std::size_t at = flipped.find("reason: wrong-timing");
  ASSERT_NE(at, std::string::npos) << flipped;
  flipped.replace(at, 20, "reason: not-in-hand");
  const LoadedFile g = load_text(flipped, "flipped.yaml");
  ASSERT_TRUE(g.errors().empty());
  EXPECT_EQ(run_scenario(g.scenarios.front()).status, Status::Failed);

  o.pins = {"colour"};
  EXPECT_FALSE(scenario_yaml(play.session(), o));
}

TEST(Skeleton, LoadsAsItIs) {
  SkeletonOptions o{"new-one", {"P-01"}, "Does the mark stay?", "Yes.", {"pacifism", "bribery"}, ""};
  auto text = scenario_skeleton(o);
  ASSERT_TRUE(text) << text.error().message;
  const LoadedFile f = load_text(*text, "new.yaml");
  EXPECT_TRUE(f.errors().empty()) << f.errors().front() << "\n" << *text;
  o.cards = {"no-such-card"};
  EXPECT_FALSE(scenario_skeleton(o));
}

TEST(Save, TheSchemaLineIsRelativeInACheckoutAndAbsoluteOutsideIt) {
  namespace fs = std::filesystem;
  const fs::path top = fs::temp_directory_path() / ("kmr-schema-" + std::to_string(::getpid()));
  fs::create_directories(top / "tree" / "schema");
  fs::create_directories(top / "tree" / "scenarios" / "mine");
  fs::create_directories(top / "elsewhere");
  { std::ofstream(top / "tree" / "schema" / "scenario.schema.json") << "{}"; }
  EXPECT_EQ(schema_path_for((top / "tree" / "scenarios" / "mine" / "a.yaml").string()),
            "../../schema/scenario.schema.json");
  // Outside any checkout: the one the tests run in (this build's source tree), by its absolute path.
  const std::string outside = schema_path_for((top / "elsewhere" / "a.yaml").string());
  EXPECT_TRUE(fs::path(outside).is_absolute()) << outside;
  EXPECT_TRUE(outside.ends_with("/schema/scenario.schema.json")) << outside;
  fs::remove_all(top);
}

}  // namespace
}  // namespace kmr::harness
