#include "kmr/protocol/external_engine.hpp"

#include "json_line.hpp"

namespace kmr::harness::protocol {
namespace {

// The runner's message names the step already (its number and words).
constexpr std::string_view kStep = "the step";

}  // namespace

Expected<ExternalEngine> ExternalEngine::start(const std::string& command, Options options) {
  ExternalEngine engine(command, options);
  if (auto failed = engine.launch()) return Error{*failed};
  return engine;
}

ExternalEngine::~ExternalEngine() {
  if (!process_) return;
  // Asked to quit, it may end by itself; what it leaves running is stopped.
  (void)process_->write_line(quit_request(), ChildProcess::Clock::now() + std::chrono::milliseconds(200));
  process_->stop(std::chrono::milliseconds(500));
}

std::string ExternalEngine::name() const {
  return hello_.engine.empty() ? command_ : hello_.engine + " (" + command_ + ")";
}

std::optional<std::string> ExternalEngine::launch() {
  auto started = ChildProcess::start(command_);
  if (!started) return "the engine '" + command_ + "' cannot be started: " + started.error().message;
  process_.emplace(std::move(started).value());
  const auto allowed = std::max(options_.timeout, options_.start_timeout);
  const auto deadline = ChildProcess::Clock::now() + allowed;
  auto sent = process_->write_line(hello_request(), deadline);
  auto line = sent ? process_->read_line(deadline, kMaxLineBytes) : Expected<std::string>(sent.error());
  if (!line) return lost("the handshake", line.error().message, allowed).message;
  auto hello = read_hello_answer(*line);
  if (!hello) return garbled("the handshake", hello.error().message).message;
  // A restarted engine must claim what it claimed first: the run judges by it.
  if (!hello_.engine.empty() || hello_.protocol != 0)
    if (!(hello->parts == hello_.parts))
      return broken("the engine claims other parts than when it first started").message;
  hello_ = std::move(hello).value();
  return std::nullopt;
}

Error ExternalEngine::broken(std::string message) {
  if (process_) {
    if (process_->running()) message += "; it was stopped";
    const std::string tail = process_->stderr_tail();
    process_->stop();
    if (!tail.empty()) {
      // Its last three lines, one after the other.
      std::size_t from = tail.size();
      for (int lines = 0; lines < 3 && from != std::string::npos && from > 0; ++lines)
        from = tail.rfind('\n', from - 1);
      std::string words = tail.substr(from == std::string::npos ? 0 : from + 1);
      for (char& c : words)
        if (c == '\n') c = '|';
      message += "; its last words on stderr: " + quote_line(words);
    }
    process_.reset();
  }
  return Error{message};
}

Error ExternalEngine::lost(std::string_view what, const std::string& why, std::chrono::milliseconds allowed) {
  if (why.find("in time") != std::string::npos)
    return broken("the engine did not answer " + std::string(what) + " within " +
                  std::to_string(allowed.count()) + " ms");
  return broken("the engine " + why + " during " + std::string(what));
}

Error ExternalEngine::garbled(std::string_view what, const std::string& why) {
  return broken("the engine's answer to " + std::string(what) + " does not read: " + why);
}

Expected<std::string> ExternalEngine::exchange(const std::string& request, std::string_view what) {
  if (!process_) return Error{"the engine is not running"};
  const auto deadline = ChildProcess::Clock::now() + options_.timeout;
  if (auto sent = process_->write_line(request, deadline); !sent)
    return lost(what, sent.error().message, options_.timeout);
  auto line = process_->read_line(deadline, kMaxLineBytes);
  if (!line) return lost(what, line.error().message, options_.timeout);
  return line;
}

std::optional<std::string> ExternalEngine::set_up(const Scenario& s) {
  auto words = scenario_words(s.tree_json);
  if (!words) return words.error().message;
  if (words->steps.size() != s.steps.size()) return "the scenario's steps and its words do not match";
  words_ = std::move(words).value();
  if (!process_) {
    ++restarts_;
    if (auto failed = launch()) return "the engine could not be started again: " + *failed;
  }
  auto line = exchange(setup_request(s.id, words_.setup), "the setup");
  if (!line) return line.error().message;
  auto answer = read_setup_answer(*line);
  if (!answer) return garbled("the setup", answer.error().message).message;
  if (answer->refused) return "the engine refused the setup: " + *answer->refused;
  return std::nullopt;
}

Expected<Observation> ExternalEngine::ask_state(const Query& q, std::string_view what) {
  Observation seen;
  // One request and its answer, read by `read`, into `seen`.
  const auto ask = [&](const std::string& request, auto&& read, auto&& keep) -> std::optional<Error> {
    auto line = exchange(request, what);
    if (!line) return line.error();
    auto answer = read(*line, q);
    if (!answer) return garbled(what, answer.error().message);
    if (answer->refused) return Error{"the engine refused " + std::string(what) + ": " + *answer->refused};
    keep(std::move(answer->seen));
    return std::nullopt;
  };
  if (!q.fields.empty())
    if (auto failed = ask(state_request(q), read_state_answer, [&](Observation&& o) { seen = std::move(o); }))
      return *failed;
  if (!q.moves.empty())
    if (auto failed = ask(moves_request(q), read_moves_answer,
                          [&](Observation&& o) { seen.moves = std::move(o.moves); }))
      return *failed;
  return seen;
}

Expected<ActAnswer> ExternalEngine::act(const Scenario& /*scenario*/, std::size_t index) {
  const std::string what(kStep);
  // A refusal must leave the game as it was: with the state, that is checked.
  std::optional<Observation> before;
  if (hello_.parts.state) {
    auto seen = ask_state(refusal_query(), "the state before " + what);
    if (!seen) return seen.error();
    before = std::move(seen).value();
  }
  auto line = exchange(step_request(words_.steps[index]), what);
  if (!line) return line.error();
  auto answer = read_step_answer(*line);
  if (!answer) return garbled(what, answer.error().message);
  if (answer->refused) return Error{"the engine could not play " + what + ": " + *answer->refused};
  ActAnswer out{answer->result, std::nullopt};
  if (before && out.result.outcome == Outcome::Rejected) {
    auto after = ask_state(refusal_query(), "the state after " + what);
    if (!after) return after.error();
    if (const std::string changed = observed_changes(*before, *after); !changed.empty())
      out.refusal_changed =
          "a refused action changed " + changed + " (a refusal must leave the game as it was)";
  }
  return out;
}

Expected<Observation> ExternalEngine::observe(const Query& q) {
  Query asked = q;
  if (!hello_.parts.state) asked.fields.clear();
  if (!hello_.parts.moves) asked.moves.clear();
  return ask_state(asked, "the state");
}

}  // namespace kmr::harness::protocol
