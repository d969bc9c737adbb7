// The engine protocol (docs/engine-protocol.md): its messages read strictly,
// kmr's engine served over it, a child process with deadlines, and the
// runner judging an external engine as it judges kmr's own.
#include <gtest/gtest.h>

#include <chrono>

#include "kmr/load/loader.hpp"
#include "kmr/protocol/child_process.hpp"
#include "kmr/protocol/external_engine.hpp"
#include "kmr/protocol/messages.hpp"
#include "kmr/protocol/server.hpp"
#include "kmr/run/expect_check.hpp"
#include "kmr/run/runner.hpp"
#include "kmr/run/summary.hpp"

namespace kmr::harness {
namespace {

using namespace std::chrono_literals;
using protocol::ChildProcess;

constexpr std::string_view kTwoCards = R"(
scenarios:
  - id: second-card-refused
    setup:
      fen: "4k3/8/8/8/8/8/3P4/1N2K3 w - - 0 1"
      hands: {white: [pacifism, pacifism]}
      seed: 7
    steps:
      - {play: pacifism, target: d2}
      - {play: pacifism, target: b1}
      - expect: {result: rejected, reason: one-card-limit, hand: {white: [pacifism]}, marks: {d2: [pacifist], b1: []}}
      - move: b1c3
      - end-turn
      - expect: {turn: black, moves_from: {e8: [d7, e7, f7, d8, f8]}}
)";

Scenario load_one(std::string_view yaml) {
  LoadedFile f = load_text(yaml, "t.yaml");
  EXPECT_FALSE(f.error) << f.error.value_or("");
  EXPECT_EQ(f.scenarios.size(), 1u);
  return f.scenarios.at(0);
}

std::string kmr_engine(std::string_view args = "") {
  return std::string(KMR_BINARY) + " engine" + (args.empty() ? "" : " " + std::string(args));
}

TEST(ProtocolMessages, StepAnswersAreReadStrictly) {
  auto ok = protocol::read_step_answer(
      R"({"result":"rejected","reason":"wrong-timing","rule":"R6.3","events":[]})");
  ASSERT_TRUE(ok) << ok.error().message;
  EXPECT_EQ(ok->result.outcome, Outcome::Rejected);
  EXPECT_EQ(ok->result.reason, Reason::WrongTiming);
  EXPECT_EQ(ok->result.rule, "R6.3");
  auto refused = protocol::read_step_answer(R"({"error":"unknown card"})");
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->refused, "unknown card");

  const auto error_of = [](std::string_view line) {
    auto a = protocol::read_step_answer(line);
    return a ? std::string("read") : a.error().message;
  };
  EXPECT_EQ(
      error_of("garbage"),
      "not JSON (parse error at line 1, column 1: syntax error while parsing value - invalid literal; last "
      "read: 'g'): 'garbage'");
  EXPECT_EQ(error_of(R"(["result"])"), R"(not a JSON object: '["result"]')");
  EXPECT_EQ(error_of(R"({"reason":"blocked"})"),
            R"(the answer to a step has no 'result': '{"reason":"blocked"}')");
  EXPECT_EQ(error_of(R"({"result":"maybe"})"),
            "'result' is 'maybe', which is not accepted, rejected or no-effect");
  EXPECT_EQ(error_of(R"({"result":"rejected","reason":"nope"})"),
            "'reason' is 'nope', which is not a reason code of the scenario format");
  EXPECT_EQ(error_of(R"({"result":"accepted","events":"e2e4"})"),
            "'events' is not a list of strings: \"e2e4\"");
  EXPECT_EQ(error_of(std::string(100, '[') + std::string(100, ']')).substr(0, 34),
            "JSON nested deeper than 64 levels:");
}

TEST(ProtocolMessages, HandshakeNamesKnownParts) {
  auto h = protocol::read_hello_answer(R"({"engine":"x","protocol":1,"parts":["results","moves"]})");
  ASSERT_TRUE(h) << h.error().message;
  EXPECT_EQ(h->engine, "x");
  EXPECT_EQ(h->parts, (EngineParts{.reasons = false, .state = false, .moves = true}));
  auto typo = protocol::read_hello_answer(R"({"protocol":1,"parts":["results","stat"]})");
  ASSERT_FALSE(typo);
  EXPECT_EQ(typo.error().message, "unknown part 'stat' (the parts are results, reasons, state, moves)");
  EXPECT_FALSE(protocol::read_hello_answer(R"({"protocol":1,"parts":["state"]})"));
  auto version = protocol::read_hello_answer(R"({"protocol":2,"parts":["results"]})");
  ASSERT_FALSE(version);
  EXPECT_EQ(version.error().message, "the engine speaks protocol 2; kmr speaks 1");
}

TEST(ProtocolMessages, StateAnswersRoundTrip) {
  const Scenario s = load_one(kTwoCards);
  auto game = Game::create(s.setup);
  ASSERT_TRUE(game);
  Query q = refusal_query();
  q.fields.push_back(Field::Check);
  q.fields.push_back(Field::GameOver);
  q.moves = {*parse_square("e1"), *parse_square("d2")};
  const Observation seen = observe(*game, q);
  auto read = protocol::read_state_answer(protocol::state_answer(seen, q), q);
  ASSERT_TRUE(read) << read.error().message;
  EXPECT_EQ(read->seen.fen, seen.fen);
  EXPECT_EQ(read->seen.hand, seen.hand);
  EXPECT_EQ(read->seen.in_play, seen.in_play);
  EXPECT_EQ(read->seen.game_over, seen.game_over);
  EXPECT_EQ(observed_changes(seen, read->seen), "");
  auto moves = protocol::read_moves_answer(protocol::moves_answer(seen), q);
  ASSERT_TRUE(moves) << moves.error().message;
  EXPECT_EQ(moves->seen.moves, seen.moves);
  // A field asked and not answered is a broken answer.
  auto missing = protocol::read_state_answer(R"({"fen":"8/8/8/8/8/8/8/8 w - - 0 1"})", q);
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().message.substr(0, 31), "the state answer has no 'turn':");
}

TEST(ProtocolMessages, ScenarioWordsAreTheFilesWords) {
  const Scenario s = load_one(kTwoCards);
  auto words = protocol::scenario_words(s.tree_json);
  ASSERT_TRUE(words) << words.error().message;
  EXPECT_EQ(
      words->setup,
      R"({"fen":"4k3/8/8/8/8/8/3P4/1N2K3 w - - 0 1","hands":{"white":["pacifism","pacifism"]},"seed":7})");
  ASSERT_EQ(words->steps.size(), 6u);
  EXPECT_EQ(words->steps[0], R"({"play":"pacifism","target":"d2"})");
  EXPECT_EQ(words->steps[4], R"({"end-turn":null})");
}

TEST(EngineServer, AnswersEachRequest) {
  protocol::EngineServer server({"kmr test", {}});
  EXPECT_EQ(server.answer(protocol::hello_request()),
            R"({"engine":"kmr test","protocol":1,"parts":["results","reasons","state","moves"]})");
  EXPECT_EQ(server.answer(R"({"step":{"move":"e2e4"}})"), R"({"error":"no game: send a setup first"})");
  EXPECT_EQ(server.answer(R"({"setup":{"fen":"8/8/8 w"}})"),
            R"({"error":"bad FEN '8/8/8 w': the placement field has 3 ranks, expected 8"})");
  EXPECT_EQ(server.answer(R"({"setup":{"fen":"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1","hands":{"white":["bog"]}}})"),
            R"({"ok":true})");
  EXPECT_TRUE(server.answer(R"({"step":{"move":"e2e5"}})")
                  .starts_with(R"({"result":"rejected","reason":"illegal-move",)"));
  EXPECT_EQ(server.answer(R"({"step":{"try":{"move":"e2e4"}}})").substr(0, 21), R"({"result":"accepted",)");
  EXPECT_EQ(server.answer(R"({"state":["fen","phase"]})"),
            R"({"fen":"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1","phase":"before-move"})");
  EXPECT_EQ(server.answer(R"({"step":{"expect":{"result":"accepted"}}})"),
            R"({"error":"`expect` is the harness's to check, not a step to play"})");
  EXPECT_EQ(server.answer(R"({"step":"pass","state":[]})"),
            R"({"error":"the request does not read: a request names both 'state' and 'step'"})");
  EXPECT_EQ(server.answer(R"({"moves":["e2"]})"), R"({"moves":{"e2":["e3","e4"]}})");
  EXPECT_FALSE(server.done());
  EXPECT_EQ(server.answer(protocol::quit_request()), R"({"ok":true})");
  EXPECT_TRUE(server.done());
}

TEST(EngineServer, APartialEngineAnswersOnlyItsParts) {
  protocol::EngineServer server({"kmr", {.reasons = false, .state = false, .moves = false}});
  ASSERT_EQ(server.answer(R"({"setup":{"fen":"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"}})"), R"({"ok":true})");
  EXPECT_EQ(server.answer(R"({"step":{"move":"e2e5"}})").substr(0, 40),
            R"({"result":"rejected","cause":"regular-mo)");
  EXPECT_EQ(server.answer(R"({"state":["fen"]})"), R"({"error":"this engine does not answer the state"})");
  EXPECT_EQ(server.answer(R"({"moves":["e2"]})"), R"({"error":"this engine does not answer moves"})");
}

TEST(ChildProcess, ExchangesLinesWithDeadlines) {
  auto child =
      ChildProcess::start("while read -r line; do echo \"got $line\"; echo \"noted $line\" >&2; done");
  ASSERT_TRUE(child) << child.error().message;
  const auto soon = [] { return ChildProcess::Clock::now() + 5s; };
  ASSERT_TRUE(child->write_line("one", soon()));
  auto line = child->read_line(soon(), 1000);
  ASSERT_TRUE(line) << line.error().message;
  EXPECT_EQ(*line, "got one");
  // Nothing more comes: the deadline passes.
  const auto start = ChildProcess::Clock::now();
  auto none = child->read_line(ChildProcess::Clock::now() + 100ms, 1000);
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().message, "did not answer in time");
  EXPECT_LT(ChildProcess::Clock::now() - start, 2s);
  EXPECT_EQ(child->stderr_tail(), "noted one");
  // Its input closed, it ends by itself.
  EXPECT_EQ(child->stop(std::chrono::milliseconds(2000)), "exited with status 0");
}

TEST(ChildProcess, SaysHowItEnded) {
  auto child = ChildProcess::start("echo 'bye' >&2; exit 3");
  ASSERT_TRUE(child);
  auto line = child->read_line(ChildProcess::Clock::now() + 5s, 1000);
  ASSERT_FALSE(line);
  EXPECT_EQ(line.error().message, "exited with status 3");
  EXPECT_EQ(child->stderr_tail(), "bye");
  EXPECT_FALSE(child->running());
  // Writing to it now is an error, not a SIGPIPE.
  EXPECT_FALSE(child->write_line("more", ChildProcess::Clock::now() + 1s));
  auto long_line = ChildProcess::start("head -c 5000 /dev/zero | tr '\\0' x");
  ASSERT_TRUE(long_line);
  auto cut = long_line->read_line(ChildProcess::Clock::now() + 5s, 1000);
  ASSERT_FALSE(cut);
  EXPECT_EQ(cut.error().message, "wrote a line longer than 1000 bytes");
}

TEST(ExternalEngine, IsJudgedAsKmrsOwn) {
  const Scenario s = load_one(kTwoCards);
  auto engine = protocol::ExternalEngine::start(kmr_engine(), {});
  ASSERT_TRUE(engine) << engine.error().message;
  EXPECT_TRUE(engine->name().starts_with("kmr ")) << engine->name();
  EXPECT_TRUE(engine->name().ends_with(" (" + kmr_engine() + ")")) << engine->name();
  const ScenarioResult through = run_scenario(s, *engine);
  const ScenarioResult in_process = run_scenario(s);
  EXPECT_EQ(through.status, Status::Passed) << through.message;
  EXPECT_EQ(in_process.status, Status::Passed) << in_process.message;

  // A wrong expectation fails alike, with the same message.
  Scenario wrong = s;
  wrong.steps[2].expect.reasons = {Reason::WrongTiming};
  const ScenarioResult a = run_scenario(wrong, *engine);
  const ScenarioResult b = run_scenario(wrong);
  EXPECT_EQ(a.status, Status::Failed);
  EXPECT_EQ(a.message, b.message);
  EXPECT_EQ(a.expected, b.expected);
  EXPECT_EQ(a.actual, b.actual);
}

TEST(ExternalEngine, WhatItDoesNotClaimIsNotChecked) {
  const Scenario s = load_one(kTwoCards);
  auto engine = protocol::ExternalEngine::start(kmr_engine("--parts results,reasons"), {});
  ASSERT_TRUE(engine) << engine.error().message;
  const ScenarioResult r = run_scenario(s, *engine);
  EXPECT_EQ(r.status, Status::NotChecked);
  EXPECT_EQ(r.unchecked, (std::vector<std::string>{"state", "moves"}));
  EXPECT_EQ(r.message, "not checked: its expectations read state, moves, which the engine does not answer");
  EXPECT_EQ(summary_line(summarize({r})), "0 passed, 0 failed, 1 not checked");
  // What it claims is still checked: a wrong reason fails.
  Scenario wrong = s;
  wrong.steps[2].expect.reasons = {Reason::WrongTiming};
  EXPECT_EQ(run_scenario(wrong, *engine).status, Status::Failed);
}

TEST(ExternalEngine, ARefusalThatChangesTheGameFails) {
  // An engine that plays every move and calls it refused.
  const Scenario s = load_one(R"(
scenarios:
  - id: a-move
    setup: {fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"}
    steps:
      - move: e2e4
      - expect: {result: rejected, reason: illegal-move}
)");
  auto engine = protocol::ExternalEngine::start(
      kmr_engine() +
          " | sed -u 's/\"result\":\"accepted\"/\"result\":\"rejected\",\"reason\":\"illegal-move\"/'",
      {});
  ASSERT_TRUE(engine) << engine.error().message;
  const ScenarioResult r = run_scenario(s, *engine);
  EXPECT_EQ(r.status, Status::Failed);
  EXPECT_EQ(
      r.message,
      "t.yaml:6:9: step 1 (move: e2e4): a refused action changed the position, where the turn stands (a "
      "refusal must leave the game as it was)");
}

TEST(ExternalEngine, AnEngineThatCannotStartIsAnError) {
  auto missing = protocol::ExternalEngine::start("exec /nonexistent/engine", {});
  ASSERT_FALSE(missing);
  // The shell's own words follow (they differ from shell to shell).
  EXPECT_TRUE(missing.error().message.starts_with(
      "the engine exited with status 127 during the handshake; its last words on stderr: '"))
      << missing.error().message;
  EXPECT_NE(missing.error().message.find("/nonexistent/engine"), std::string::npos);
  auto silent = protocol::ExternalEngine::start("echo '{\"protocol\":1}'; sleep 5",
                                                {.timeout = 100ms, .start_timeout = 100ms});
  ASSERT_FALSE(silent);
  EXPECT_EQ(silent.error().message,
            "the engine's answer to the handshake does not read: the handshake answer has no 'parts': "
            "'{\"protocol\":1}'; it was stopped");
}

TEST(ExpectCheck, UnclaimedPartsAreLeftOut) {
  Expectation e;
  e.result = Outcome::Rejected;
  e.reasons = {Reason::Blocked};
  e.board = "8/8/8/8/8/8/8/8";
  e.moves_from[0] = {};
  std::vector<std::string> unclaimed;
  const Expectation kept = claimed_part(e, {.reasons = false, .state = false, .moves = true}, unclaimed);
  EXPECT_EQ(unclaimed, (std::vector<std::string>{"reasons", "state"}));
  EXPECT_EQ(kept.result, Outcome::Rejected);
  EXPECT_TRUE(kept.reasons.empty());
  EXPECT_FALSE(kept.board);
  EXPECT_EQ(kept.moves_from.size(), 1u);
  EXPECT_TRUE(checks_anything(kept));
}

}  // namespace
}  // namespace kmr::harness
