// An engine behind the engine protocol (docs/engine-protocol.md), as the
// runner plays it: one process for the run, started by a shell command,
// spoken to one request a line, every answer awaited at most `timeout`.
// When it crashes, hangs or answers what does not read, the scenario at hand
// fails with a message saying so, and the next scenario starts it again.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "kmr/protocol/child_process.hpp"
#include "kmr/protocol/messages.hpp"
#include "kmr/run/tested_engine.hpp"

namespace kmr::harness::protocol {

class ExternalEngine final : public TestedEngine {
 public:
  struct Options {
    std::chrono::milliseconds timeout{10000};  // per request
    // The handshake of a process just started may take longer (a slow start).
    std::chrono::milliseconds start_timeout{20000};
  };
  // Starts the engine and shakes hands; an error when it cannot be started
  // or its handshake does not read (nothing can be run against it).
  static Expected<ExternalEngine> start(const std::string& command, Options options);
  ExternalEngine(ExternalEngine&&) noexcept = default;
  ExternalEngine& operator=(ExternalEngine&&) noexcept = default;
  ~ExternalEngine() override;

  // The command, and the engine's own name when it gives one: "NAME (COMMAND)".
  std::string name() const override;
  EngineParts parts() const override { return hello_.parts; }
  const std::string& command() const { return command_; }
  const Handshake& handshake() const { return hello_; }
  // How many times the engine was started again after a failure.
  int restarts() const { return restarts_; }

  std::optional<std::string> set_up(const Scenario& scenario) override;
  Expected<ActAnswer> act(const Scenario& scenario, std::size_t index) override;
  Expected<Observation> observe(const Query& q) override;

 private:
  ExternalEngine(std::string command, Options options) : command_(std::move(command)), options_(options) {}
  // Starts the process and reads its handshake.
  std::optional<std::string> launch();
  // One request and its answer line; on any failure the process is stopped
  // (the next set_up starts another) and the error says what happened.
  Expected<std::string> exchange(const std::string& request, std::string_view what);
  // A failure of the process: stops it (the next set_up starts another), and
  // adds to `message` what its standard error said last.
  Error broken(std::string message);
  // It ended, or did not answer `what` in time (`why`: the process's words).
  Error lost(std::string_view what, const std::string& why, std::chrono::milliseconds allowed);
  // Its answer to `what` does not read (`why`: what is wrong with it).
  Error garbled(std::string_view what, const std::string& why);
  Expected<Observation> ask_state(const Query& q, std::string_view what);

  std::string command_;
  Options options_;
  Handshake hello_;
  std::optional<ChildProcess> process_;
  int restarts_ = 0;
  ScenarioWords words_;  // the scenario set up: its steps as the protocol sends them
};

}  // namespace kmr::harness::protocol
