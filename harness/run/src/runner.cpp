// Drives the engine step by step and compares what it answers with what the
// scenario expects. Every judgement about the rules is the engine's: the
// runner only reads results and queries state.
#include "kmr/run/runner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "kmr/base/parallel_for.hpp"
#include "kmr/diagram.hpp"
#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "kmr/invariants.hpp"
#include "kmr/model/actor.hpp"
#include "kmr/replay_check.hpp"
#include "kmr/run/expect_check.hpp"
#include "kmr/run/tested_engine.hpp"
#include "kmr/session.hpp"

namespace kmr::harness {
namespace {

std::string describe(const Result& r) {
  std::string s(to_string(r.outcome));
  // The cause and its row of the reason decision table (scenarios/FORMAT.md),
  // when the engine gives one: named so a reader can find the table.
  const std::string cause = r.cause == Cause::Unstated
                                ? std::string()
                                : ", FORMAT.md decision table row " + std::string(decision_row(r.cause)) +
                                      ": " + std::string(to_string(r.cause));
  if (r.reason)
    s += " (" + std::string(to_string(*r.reason)) + (r.rule.empty() ? "" : ", " + r.rule) + cause + ")";
  if (!r.detail.empty()) s += ": " + r.detail;
  return s;
}

// An action whose result is not checked by the step right after it must
// have been accepted: a silently rejected move would make the rest of the
// scenario test something else.
bool result_checked_next(const Scenario& s, std::size_t i) {
  return i + 1 < s.steps.size() && s.steps[i + 1].kind == Step::Kind::Expect && s.steps[i + 1].expect.result;
}

// The board at a failed step: kmr's own game, or what another engine says
// of its position when it answers the state (nothing when it cannot).
std::string failure_board(TestedEngine& engine, const Game* game) {
  if (game) return text_diagram(game->position());
  if (!engine.parts().state) return "";
  Query q;
  q.fields = {Field::Fen};
  const auto seen = engine.observe(q);
  if (!seen || !seen->fen) return "";
  const std::string fen = *seen->fen;
  const auto board = parse_placement(fen.substr(0, fen.find(' ')));
  return board ? text_diagram(*board) : "";
}

}  // namespace

std::string_view to_string(Status s) {
  switch (s) {
    case Status::Passed:
      return "passed";
    case Status::Failed:
      return "failed";
    case Status::Pending:
      return "pending";
    case Status::NotChecked:
      return "not-checked";
  }
  return "failed";
}

std::optional<std::string> refusal_changed(const Game& before, const Result& result, const Game& after) {
  if (result.outcome != Outcome::Rejected || after == before) return std::nullopt;
  std::string what;
  auto note = [&](bool differs, const std::string& part) {
    if (differs) what += (what.empty() ? "" : ", ") + part;
  };
  const TableState& a = before.table();
  const TableState& b = after.table();
  note(!(a.position == b.position), "the position");
  for (Side side : {Side::White, Side::Black})
    note(!(before.cards(side) == after.cards(side)), std::string(to_string(side)) + "'s cards");
  note(!(a.effects == b.effects), "the effects in play");
  note(a.turn != b.turn || a.phase != b.phase, "where the turn stands");
  note(!(a.log == b.log), "the turn's log");
  if (what.empty()) what = "the game state";
  return "a refused action changed " + what + " (a refusal must leave the game as it was)";
}

ScenarioResult run_scenario(const Scenario& s, const RunOptions& options) {
  InProcessEngine engine(options.doors);
  return run_scenario(s, engine, options);
}

ScenarioResult run_scenario(const Scenario& s, TestedEngine& engine, const RunOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  ScenarioResult r;
  r.id = s.id;
  r.title = s.title;
  r.file = s.loc.file;
  r.rulings = s.rulings;
  r.cards = s.cards;
  const EngineParts parts = engine.parts();

  auto finish = [&](Status status) {
    r.status = status;
    if (status == Status::Passed && !r.unchecked.empty()) {
      r.status = Status::NotChecked;
      std::string parts_named;
      for (const std::string& part : r.unchecked) parts_named += (parts_named.empty() ? "" : ", ") + part;
      r.message = "not checked: its expectations read " + parts_named + ", which the engine does not answer";
    }
    if (s.pending) {
      const bool passes = status == Status::Passed && r.unchecked.empty();
      r.status = Status::Pending;
      r.message = *s.pending + (passes ? " (note: it passes now; remove `pending`)" : "");
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  };

  if (auto refused = engine.set_up(s)) {
    r.message = *refused;
    return finish(Status::Failed);
  }
  // kmr's own game, when it is the engine under test: boards, traces, the self-check.
  const Game* game = engine.game();
  ReplayCheck replay_check;  // --self-check, linear in the turn's actions
  const bool boards = options.boards && game;
  const bool self_check = options.self_check && game;
  if (game) r.setup_fen = to_fen(game->position());
  r.final_fen = r.setup_fen;
  if (boards) {
    r.setup_board = take_snapshot(*game);
    if (!s.setup.effects.empty()) {
      Setup bare = s.setup;
      bare.effects.clear();
      if (auto plain = Game::create(bare)) {
        BoardSnapshot yaml = take_snapshot(*plain);
        if (yaml.fen != r.setup_board->fen) r.yaml_board = std::move(yaml);
      }
    }
  }
  std::optional<BoardSnapshot> shown = r.setup_board;  // the last board drawn
  // Every way out of the step loop ends here (pass or fail).
  auto finish_with_board = [&](Status status) {
    if (boards) r.final_board = take_snapshot(*game);
    return finish(status);
  };

  std::optional<Result> last;
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    const int number = static_cast<int>(i) + 1;
    StepTrace trace{number,       step.text,   std::nullopt, {}, {}, game ? game->turn() : Side::White,
                    std::nullopt, std::nullopt};
    std::optional<std::string> failure;
    std::string expected, actual;
    std::optional<Game> before;  // the game before an action, for the moves it made

    switch (step.kind) {
      case Step::Kind::Action:
      case Step::Kind::Probe: {
        if ((boards || self_check) && step.kind == Step::Kind::Action) before = *game;
        // Who kmr's engine acted for, from its answer (actor.hpp).
        std::optional<Game> prior;
        if (options.trace && game) prior = *game;
        auto answer = engine.act(s, i);
        if (!answer) {
          // No answer that reads: the engine crashed, hung or answered garbage.
          failure = answer.error().message;
          expected = "an answer";
          actual = "none";
          last.reset();
          break;
        }
        last = answer->result;
        if (prior) trace.actor = acting_side(*prior, step.action, *last);
        if (options.doors)
          for (DoorPass& d : engine.last_doors()) r.doors.push_back(std::move(d));
        if (answer->refusal_changed) {
          failure = *answer->refusal_changed;
          expected = "the game unchanged";
          actual = "changed";
          r.engine = last;
        }
        trace.result = last;
        if (!failure && step.kind == Step::Kind::Action && !last->ok() && !result_checked_next(s, i)) {
          failure = step.text + " was " + describe(*last) + ", and no expect checks its result";
          expected = "accepted";
          actual = describe(*last);
          r.engine = last;
        }
        if (self_check && step.kind == Step::Kind::Action) {
          // What kmr fuzz checks after every action (kmr/invariants.hpp).
          std::vector<std::string> broken = check_step(*before, step.action, *last, *game);
          if (last->outcome != Outcome::Rejected)
            for (std::string& b : [&] {
                   // The check borrows a game to replay; the session's own stays untouched.
                   Game borrowed = *game;
                   return check_game(borrowed, replay_check);
                 }())
              broken.push_back(std::move(b));
          if (!broken.empty()) {
            failure = "engine invariant broken: " + broken.front();
            for (std::size_t k = 1; k < broken.size(); ++k) *failure += "; " + broken[k];
            expected = "every invariant holds";
            actual = broken.front();
          }
        }
        if (!boards) before.reset();
        break;
      }
      case Step::Kind::Expect: {
        // What the engine does not answer is not checked; the rest is, alike for every engine.
        const Expectation claimed = claimed_part(step.expect, parts, r.unchecked);
        if (!checks_anything(claimed)) break;
        Observation seen;
        if (const Query q = query_for(claimed); !q.empty()) {
          auto got = engine.observe(q);
          if (!got) {
            failure = got.error().message;
            expected = "an answer";
            actual = "none";
            break;
          }
          seen = std::move(got).value();
        }
        ExpectCheck c = check_expectation(claimed, seen, last);
        trace.mismatches = c.mismatches;
        if (!c.ok()) {
          failure = c.mismatches.front();
          for (std::size_t k = 1; k < c.mismatches.size(); ++k) *failure += "; " + c.mismatches[k];
          expected = c.expected;
          actual = c.actual;
          // A result or reason that differs: say what the engine decided and why.
          if (last && checks_result(claimed)) {
            *failure += "; the engine: " + describe(*last);
            r.engine = last;
          } else if (last && !last->ok()) {
            actual += " (last action: " + describe(*last) + ")";
          }
        }
        break;
      }
    }
    if (game) {
      trace.fen = to_fen(game->position());
      r.final_fen = trace.fen;
    }
    if (boards && before) {
      BoardSnapshot now = take_snapshot(*game);
      if (!shown || !now.same_state(*shown)) {
        now.moves = moves_between(*before, *game);
        shown = now;
        trace.board = std::move(now);
      }
      before.reset();
    }
    if (options.trace) r.trace.push_back(trace);
    if (failure) {
      r.failed_step = number;
      r.message = step.loc.str() + ": step " + std::to_string(number) + " (" + step.text + "): " + *failure;
      r.expected = expected;
      r.actual = actual;
      r.board = failure_board(engine, game);
      return finish_with_board(Status::Failed);
    }
  }
  return finish_with_board(Status::Passed);
}

std::optional<std::string> setup_error(const Scenario& s) {
  auto created = Game::create(s.setup);
  if (created) return std::nullopt;
  // Which effect: the first whose addition the engine refuses.
  SourceLoc at = s.setup_loc.line > 0 ? s.setup_loc : s.loc;
  if (!s.setup.effects.empty() && s.effect_locs.size() == s.setup.effects.size()) {
    Setup partial = s.setup;
    for (std::size_t k = 0; k < s.setup.effects.size(); ++k) {
      partial.effects.assign(s.setup.effects.begin(),
                             s.setup.effects.begin() + static_cast<std::ptrdiff_t>(k + 1));
      if (!Game::create(partial)) {
        partial.effects.pop_back();
        if (Game::create(partial)) at = s.effect_locs[k];
        break;
      }
    }
  }
  return at.str() + ": setup: " + created.error().message;
}

std::vector<ScenarioResult> run_scenarios(const std::vector<const Scenario*>& scenarios, int jobs,
                                          const RunOptions& options) {
  std::vector<ScenarioResult> results(scenarios.size());
  parallel_for(scenarios.size(), std::max(jobs, 1),
               [&](std::size_t i) { results[i] = run_scenario(*scenarios[i], options); });
  return results;
}

std::vector<ScenarioResult> run_scenarios(const std::vector<const Scenario*>& scenarios, TestedEngine& engine,
                                          const RunOptions& options) {
  std::vector<ScenarioResult> results;
  results.reserve(scenarios.size());
  for (const Scenario* s : scenarios) results.push_back(run_scenario(*s, engine, options));
  return results;
}

ScenarioResult load_failure(const LoadedFile& file) {
  ScenarioResult r;
  r.id = file.path;
  r.file = file.path;
  r.status = Status::Failed;
  r.load_error = true;
  r.message = file.error.value_or(file.path + ": did not load");
  return r;
}

ScenarioResult load_failure(const LoadedFile& file, const BadScenario& bad) {
  ScenarioResult r;
  r.id = bad.id;
  r.file = file.path;
  r.status = Status::Failed;
  r.load_error = true;
  r.message = bad.error;
  return r;
}

}  // namespace kmr::harness
