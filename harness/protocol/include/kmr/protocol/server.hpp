// kmr's own engine served over the engine protocol (`kmr engine`): each
// request line is read into the session's calls (kmr/session.hpp) and
// answered with one line. The setup and the steps are read by the scenario
// reader itself, so they take exactly the scenario format's words; the
// state is what the runner would observe in process.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "kmr/load/yaml_reader.hpp"
#include "kmr/run/tested_engine.hpp"
#include "kmr/session.hpp"

namespace kmr::harness::protocol {

class EngineServer {
 public:
  struct Options {
    std::string name = "kmr";  // in the handshake's answer
    EngineParts parts;         // what it claims (all by default; fewer to show a partial engine)
  };
  explicit EngineServer(Options options) : options_(std::move(options)) {}

  // The answer to one request line, one line without its newline.
  std::string answer(std::string_view request);
  // A `quit` was read: the caller stops reading.
  bool done() const { return done_; }

 private:
  std::string set_up(const yaml::Node& tree);
  std::string act(const yaml::Node& tree);

  Options options_;
  std::optional<Session> session_;
  bool done_ = false;
};

}  // namespace kmr::harness::protocol
