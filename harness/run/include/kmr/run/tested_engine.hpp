// The engine a scenario is played against: kmr's own, in process
// (InProcessEngine), or another one behind the engine protocol (the
// protocol component's ExternalEngine). The runner asks it to set up, to
// act and what the game now shows, and judges its answers alike whichever
// it is: the judge is the runner's alone.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/doors.hpp"
#include "kmr/expected.hpp"
#include "kmr/game.hpp"
#include "kmr/model/scenario.hpp"
#include "kmr/result.hpp"
#include "kmr/run/observation.hpp"
#include "kmr/session.hpp"

namespace kmr::harness {

inline constexpr std::string_view kInProcessEngineName = "kmr (in process)";

// What an engine answers besides each action's result, which every engine
// gives (docs/engine-protocol.md, "Parts"). An expectation reading a part
// the engine does not claim is not checked (never passed).
struct EngineParts {
  bool reasons = true;  // the reason code of a refusal (`reason:`)
  bool state = true;    // the state an expect reads (Field): board, turn, hands, check...
  bool moves = true;    // the legal moves of a square (`moves_from:`, `can_move:`)
  bool operator==(const EngineParts&) const = default;
};

// An action's answer, with what a refusal changed when it changed
// anything (a refusal must leave the game as it was).
struct ActAnswer {
  Result result;
  std::optional<std::string> refusal_changed;
};

class TestedEngine {
 public:
  virtual ~TestedEngine() = default;
  // For reports: "kmr (in process)", or the command run.
  virtual std::string name() const = 0;
  virtual EngineParts parts() const = 0;
  // Sets up the scenario's game. An error (the engine refused the setup, or
  // could not be asked) fails the scenario with its message.
  virtual std::optional<std::string> set_up(const Scenario& scenario) = 0;
  // Plays step `index` of the scenario (an action, or a `try` probe). An
  // error: the engine gave no answer that reads (it crashed, timed out,
  // answered garbage), said in words that name the step.
  virtual Expected<ActAnswer> act(const Scenario& scenario, std::size_t index) = 0;
  // What the game shows of what `q` asks (of the parts claimed).
  virtual Expected<Observation> observe(const Query& q) = 0;
  // kmr's own game, for boards, traces and the self-check; null for others.
  virtual const Game* game() const { return nullptr; }
  // What the last action did at the doors of kmr's own engine, when traced
  // (kmr matrix); nothing for others.
  virtual std::vector<DoorPass> last_doors() const { return {}; }
};

// kmr's own engine through its session, as every front end plays it.
class InProcessEngine final : public TestedEngine {
 public:
  // `trace_doors`: each action's passes at the doors are kept (last_doors).
  explicit InProcessEngine(bool trace_doors = false) : trace_doors_(trace_doors) {}
  std::string name() const override { return std::string(kInProcessEngineName); }
  EngineParts parts() const override { return {}; }
  std::optional<std::string> set_up(const Scenario& scenario) override;
  Expected<ActAnswer> act(const Scenario& scenario, std::size_t index) override;
  Expected<Observation> observe(const Query& q) override;
  const Game* game() const override { return session_ ? &session_->game() : nullptr; }
  std::vector<DoorPass> last_doors() const override;

 private:
  bool trace_doors_ = false;
  std::optional<Session> session_;
};

}  // namespace kmr::harness
