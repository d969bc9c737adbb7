// The exceptions `import kmr` raises for bad input, as C++ types that
// module.cpp registers as kmr.Error (a ValueError) and its kinds. Their
// messages are the harness's own: those `kmr play` and `kmr run` print.
#pragma once

#include <stdexcept>

#include "kmr/result.hpp"

namespace kmr::python {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// A step that does not read (the scenario reader's message).
struct StepError : Error {
  using Error::Error;
};
// A setup that does not read, or that the engine refuses.
struct SetupError : Error {
  using Error::Error;
};
// A scenario file that does not load, or names no such scenario.
struct ScenarioError : Error {
  using Error::Error;
};
// An action the engine refused (push, play): kmr.IllegalAction, with the
// engine's Result as its `result`.
struct IllegalAction : Error {
  IllegalAction(const std::string& what, Result r) : Error(what), result(std::move(r)) {}
  Result result;
};

}  // namespace kmr::python
