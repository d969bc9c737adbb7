// The runner drives the engine and reports; these check what it reports.
#include <gtest/gtest.h>

#include "kmr/load/loader.hpp"
#include "kmr/run/runner.hpp"

namespace kmr::harness {
namespace {

Scenario one(const std::string& yaml) {
  LoadedFile f = load_text(yaml, "t.yaml");
  EXPECT_FALSE(f.error) << *f.error;
  EXPECT_EQ(f.scenarios.size(), 1u);
  return f.scenarios.empty() ? Scenario{} : f.scenarios.front();
}

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::string scenario(const std::string& steps, const std::string& extra = "") {
  return "id: t\n" + extra + "setup: {fen: \"" + kStart + "\"}\nsteps:\n" + steps;
}

TEST(Runner, PassesWhenEveryExpectationHolds) {
  auto r = run_scenario(
      one(scenario("  - move: e2e4\n  - expect: {result: accepted, to_move: black, at: {e4: P}}\n")));
  EXPECT_EQ(r.status, Status::Passed) << r.message;
  EXPECT_EQ(r.failed_step, 0);
}

TEST(Runner, AFailureNamesTheStepWhatWasExpectedWhatHappenedAndShowsTheBoard) {
  auto r = run_scenario(one(scenario("  - move: e2e4\n  - expect: {at: {e4: empty}}\n")));
  EXPECT_EQ(r.status, Status::Failed);
  EXPECT_EQ(r.failed_step, 2);
  EXPECT_EQ(r.expected, "at e4: empty");
  EXPECT_EQ(r.actual, "at e4: P");
  EXPECT_EQ(r.message, "t.yaml:5:5: step 2 (expect: {at: {e4: empty}}): at e4: expected empty, got P");
  EXPECT_NE(r.board.find("4 . . . . P . . ."), std::string::npos) << r.board;
}

TEST(Runner, ARejectedActionNobodyChecksIsAFailure) {
  auto r = run_scenario(one(scenario("  - move: e2e5\n  - expect: {to_move: white}\n")));
  EXPECT_EQ(r.status, Status::Failed);
  EXPECT_EQ(r.failed_step, 1);
  EXPECT_EQ(r.actual,
            "rejected (illegal-move, R1.1, FORMAT.md decision table row 6: regular-move): e2e5: the Pawn on "
            "e2 cannot move to e5");
}

TEST(Runner, AProbeLeavesTheBoardAsItWas) {
  RunOptions trace;
  trace.trace = true;
  auto r = run_scenario(one(scenario("  - try: {move: e2e4}\n  - expect: {result: accepted, board: "
                                     "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\"}\n")),
                        trace);
  EXPECT_EQ(r.status, Status::Passed) << r.message;
  ASSERT_EQ(r.trace.size(), 2u);
  EXPECT_EQ(r.trace[0].fen, kStart);
}

TEST(Runner, PendingScenariosRunButNeverPass) {
  auto failing = run_scenario(one(scenario("  - expect: {to_move: black}\n", "pending: not yet\n")));
  EXPECT_EQ(failing.status, Status::Pending);
  EXPECT_EQ(failing.message, "not yet");
  auto passing = run_scenario(one(scenario("  - expect: {to_move: white}\n", "pending: not yet\n")));
  EXPECT_EQ(passing.status, Status::Pending);
  EXPECT_EQ(passing.message, "not yet (note: it passes now; remove `pending`)");
}

TEST(Runner, ABadSetupFailsBeforeTheFirstStep) {
  Scenario s = one(scenario("  - expect: {to_move: white}\n"));
  s.setup.effects.push_back(EffectSetup{"fog-of-war", Side::White, {}});
  auto r = run_scenario(s);
  EXPECT_EQ(r.status, Status::Failed);
  EXPECT_EQ(r.failed_step, 0);
  EXPECT_NE(r.message.find("not a continuing effect"), std::string::npos) << r.message;
}

std::string name(int i) {
  std::string s = "s";  // appended, not `"s" + ...`: GCC 12 warns falsely on that (-Wrestrict)
  s += std::to_string(i);
  return s;
}

TEST(Runner, ParallelRunsKeepTheInputOrder) {
  std::vector<Scenario> all;
  for (int i = 0; i < 40; ++i) {
    Scenario s = one(scenario(i % 2 ? "  - expect: {to_move: white}\n" : "  - expect: {to_move: black}\n"));
    s.id = name(i);
    all.push_back(s);
  }
  std::vector<const Scenario*> ptrs;
  for (const auto& s : all) ptrs.push_back(&s);
  auto results = run_scenarios(ptrs, 4);
  ASSERT_EQ(results.size(), all.size());
  for (int i = 0; i < 40; ++i) {
    EXPECT_EQ(results[static_cast<std::size_t>(i)].id, name(i));
    EXPECT_EQ(results[static_cast<std::size_t>(i)].status, i % 2 ? Status::Passed : Status::Failed);
  }
}

}  // namespace
}  // namespace kmr::harness

namespace kmr::harness {
namespace {

Game game_at(const std::string& fen) {
  Setup s;
  s.fen = fen;
  auto g = Game::create(s);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

TEST(Runner, ARefusalThatChangedTheGameIsReported) {
  const Game before = game_at(kStart);
  Game after = before;
  Action e4;
  e4.kind = ActionKind::Move;
  e4.move = *parse_move_request("e2e4");
  ASSERT_TRUE(after.apply(e4).ok());
  const Result refused = Result::rejected(Cause::RegularMove, "R1.1", "made up");
  const auto changed = refusal_changed(before, refused, after);
  ASSERT_TRUE(changed.has_value());
  EXPECT_NE(changed->find("the position"), std::string::npos) << *changed;
  EXPECT_FALSE(refusal_changed(before, refused, before).has_value());
  EXPECT_FALSE(refusal_changed(before, Result::accepted("R6.4", "a move"), after).has_value());
}

TEST(Runner, EveryRefusalOfARunLeavesTheGameAsItWas) {
  auto r =
      run_scenario(one(scenario("  - move: e2e5\n  - expect: {result: rejected, reason: illegal-move}\n"
                                "  - play: bog\n  - expect: {result: rejected, reason: not-in-hand}\n")));
  EXPECT_EQ(r.status, Status::Passed) << r.message;
}

}  // namespace
}  // namespace kmr::harness
