// kmr's own engine as the runner plays it: the session, in process.
#include "kmr/run/runner.hpp"
#include "kmr/run/tested_engine.hpp"

namespace kmr::harness {

std::optional<std::string> InProcessEngine::set_up(const Scenario& s) {
  // The runner never undoes: the session keeps no copies for undo.
  auto created = Session::create(s.setup, Session::Options{.undo = false, .trace_doors = trace_doors_});
  if (!created) {
    session_.reset();
    return setup_error(s).value_or(created.error().message);
  }
  session_.emplace(std::move(created).value());
  return std::nullopt;
}

Expected<ActAnswer> InProcessEngine::act(const Scenario& s, std::size_t index) {
  if (!session_) return Error{"no game set up"};
  const Step& step = s.steps[index];
  const Game prior = session_->game();  // a refusal must leave all of it as it was
  ActAnswer answer{
      step.kind == Step::Kind::Probe ? session_->attempt(step.action) : session_->act(step.action),
      std::nullopt};
  answer.refusal_changed = refusal_changed(prior, answer.result, session_->game());
  return answer;
}

std::vector<DoorPass> InProcessEngine::last_doors() const {
  if (!session_ || session_->line().empty()) return {};
  return session_->line().back().doors;
}

Expected<Observation> InProcessEngine::observe(const Query& q) {
  if (!session_) return Error{"no game set up"};
  return harness::observe(session_->game(), q);
}

}  // namespace kmr::harness
