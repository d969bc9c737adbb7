#include "kmr/protocol/server.hpp"

#include "kmr/base/message_text.hpp"
#include "kmr/load/setup_tree.hpp"
#include "kmr/load/step_line.hpp"
#include "kmr/protocol/messages.hpp"

namespace kmr::harness::protocol {

std::string EngineServer::answer(std::string_view line) {
  auto request = read_request(line);
  if (!request) return error_answer("the request does not read: " + request.error().message);
  switch (request->kind) {
    case Request::Kind::Hello:
      if (request->version != 0 && request->version != kVersion)
        return error_answer("this engine speaks protocol " + std::to_string(kVersion) + ", not " +
                            std::to_string(request->version));
      return hello_answer(options_.name, options_.parts);
    case Request::Kind::Setup:
      return set_up(*request->tree);
    case Request::Kind::Step:
      return act(*request->tree);
    case Request::Kind::State:
    case Request::Kind::Moves: {
      const bool state = request->kind == Request::Kind::State;
      if (state ? !options_.parts.state : !options_.parts.moves)
        return error_answer(std::string("this engine does not answer ") + (state ? "the state" : "moves"));
      if (!session_) return error_answer("no game: send a setup first");
      const Observation seen = observe(session_->game(), request->query);
      return state ? state_answer(seen, request->query) : moves_answer(seen);
    }
    case Request::Kind::Quit:
      done_ = true;
      return ok_answer();
  }
  return error_answer("unknown request");
}

std::string EngineServer::set_up(const yaml::Node& tree) {
  session_.reset();
  auto setup = read_setup_tree(tree, "setup");
  if (!setup) return error_answer(without_place(setup.error().message, "setup"));
  // The runner's session: it never undoes, so it keeps no copies for undo.
  auto created = Session::create(*setup, Session::Options{.undo = false});
  if (!created) return error_answer("setup: " + created.error().message);
  session_.emplace(std::move(created).value());
  return ok_answer();
}

std::string EngineServer::act(const yaml::Node& tree) {
  if (!session_) return error_answer("no game: send a setup first");
  auto step = read_step_tree(tree, "step");
  if (!step) return error_answer(without_place(step.error().message, "step"));
  switch (step->kind) {
    case Step::Kind::Expect:
      return error_answer("`expect` is the harness's to check, not a step to play");
    case Step::Kind::Probe:
      return step_answer(session_->attempt(step->action));
    case Step::Kind::Action:
      break;
  }
  Result result = session_->act(step->action);
  if (!options_.parts.reasons) result.reason.reset();
  return step_answer(result);
}

}  // namespace kmr::harness::protocol
