// Runs scenarios against the engine through its public action API only.
// The runner has no rules of its own: every outcome is the engine's answer.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kmr/game.hpp"
#include "kmr/model/scenario.hpp"
#include "kmr/run/board_snapshot.hpp"
#include "kmr/run/tested_engine.hpp"

namespace kmr::harness {

// NotChecked: an engine under test that does not answer a part the
// scenario's expectations read (its reasons, the state, the legal moves) and
// got nothing it does answer wrong. Never counted as passed.
enum class Status : unsigned char { Passed, Failed, Pending, NotChecked };
std::string_view to_string(Status s);  // "passed", "failed", "pending", "not-checked"

// One step as it ran, for `kmr explain` and the HTML report.
struct StepTrace {
  int number = 0;                       // 1-based
  std::string text;                     // the step as written
  std::optional<Result> result;         // for actions and probes
  std::vector<std::string> mismatches;  // for expects: what did not hold
  std::string fen;                      // position after the step
  Side turn = Side::White;              // whose turn it was as the step began
  // Who the engine took the action (or the try) for (model's actor.hpp);
  // filled only with RunOptions::trace.
  std::optional<Side> actor;
  // The board after the step, with the moves it made; filled only with
  // RunOptions::boards, and only when the step changed the board, the
  // effects, the pieces off the board or the cards.
  std::optional<BoardSnapshot> board;
};

struct ScenarioResult {
  std::string id;
  std::string title;
  std::string file;
  std::vector<std::string> rulings;
  std::vector<std::string> cards;
  Status status = Status::Passed;
  // Failed because its file or entry does not load (load_failure): an
  // error of the input, not a verdict of the engine (JUnit <error>).
  bool load_error = false;
  std::string message;  // why it failed, the pending reason, or what was not checked
  // The parts of the engine's answers (EngineParts) the expectations read
  // and the engine does not give: "reasons", "state", "moves".
  std::vector<std::string> unchecked;
  int failed_step = 0;   // 1-based; 0 when no step failed (e.g. bad setup)
  std::string expected;  // at the failed step
  std::string actual;
  // The engine's answer to the action the failed step judged (its reason,
  // the rule that decided and why), when there was one.
  std::optional<Result> engine;
  std::string board;      // text diagram of the board at the failed step
  std::string setup_fen;  // for diagrams: position before the first step
  std::string final_fen;  // and after the last step that ran
  // The same two positions with marks and effects, for drawn diagrams;
  // filled only with RunOptions::boards (and only once the setup was made).
  std::optional<BoardSnapshot> setup_board;
  std::optional<BoardSnapshot> final_board;
  // The setup's own position before its effects were put in play, when
  // putting them in play changed the board (a CONFABULATION merges two
  // pieces); filled only with RunOptions::boards.
  std::optional<BoardSnapshot> yaml_board;
  double seconds = 0;
  std::vector<StepTrace> trace;  // filled only with RunOptions::trace
  std::vector<DoorPass> doors;   // filled only with RunOptions::doors: every action's, in order
};

struct RunOptions {
  bool trace = false;
  bool boards = false;  // fill setup_board, final_board, yaml_board and the steps' boards
  // After every action, check the engine's invariants, exactly those kmr
  // fuzz checks (kmr/invariants.hpp): a refusal changes nothing, no card or
  // piece appears or disappears, effects point at pieces in play, replaying
  // the turn from its start rebuilds the game (incrementally,
  // kmr/replay_check.hpp), the player to act has something to do. A broken
  // one fails the scenario. A check of the engine, used by the test suite
  // (`kmr run --self-check` or `--invariants`).
  bool self_check = false;
  // Record what the cards did at the doors (ScenarioResult::doors), for the
  // card x rule matrix (kmr/door_matrix.hpp).
  bool doors = false;
};

// Against kmr's own engine, in process.
ScenarioResult run_scenario(const Scenario& scenario, const RunOptions& options = {});
// Against the engine given (kmr/run/tested_engine.hpp): judged alike. The
// boards, traces' positions and the self-check need kmr's own game, and are
// left out for an engine that has none.
ScenarioResult run_scenario(const Scenario& scenario, TestedEngine& engine, const RunOptions& options = {});

// What the engine refuses in the scenario's setup, as "file:line:column:
// setup: message", pointing at the effect it refuses when it is one; nullopt
// when the setup is made. `kmr validate` and the runner both use it.
std::optional<std::string> setup_error(const Scenario& scenario);

// A refused action leaves the whole game as it was (Game compares by value):
// the runner checks it after every refusal of every run. What changed, in
// words ("the board", "White's cards", ...), or nullopt when nothing did or
// the action was not refused.
std::optional<std::string> refusal_changed(const Game& before, const Result& result, const Game& after);

// Runs many, on `jobs` threads; results come back in input order.
std::vector<ScenarioResult> run_scenarios(const std::vector<const Scenario*>& scenarios, int jobs,
                                          const RunOptions& options = {});
// Runs many against one engine, one after the other (one engine process for
// the whole run, when it is an external one).
std::vector<ScenarioResult> run_scenarios(const std::vector<const Scenario*>& scenarios, TestedEngine& engine,
                                          const RunOptions& options = {});

// A file that did not load, as one failed result (id = the file path).
ScenarioResult load_failure(const LoadedFile& file);
// A scenario of the file that did not load, as its failed result.
ScenarioResult load_failure(const LoadedFile& file, const BadScenario& bad);

}  // namespace kmr::harness
