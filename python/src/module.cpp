// The extension module kmr._kmr; the package kmr (python/kmr/) re-exports it.
#include <pybind11/pybind11.h>

#include "bindings.hpp"
#include "errors.hpp"
#include "safe_new.hpp"

namespace py = pybind11;

PYBIND11_MODULE(_kmr, m) {
  using namespace kmr::python;
  m.attr("__version__") = KMR_VERSION;
  m.doc() = "Knightmare Chess by its rules: the kmr engine's session, as `kmr play` plays it.";
  // Bad input is a ValueError: kmr.Error, and its kinds.
  static py::exception<Error> error(m, "Error", PyExc_ValueError);
  static py::exception<StepError> step_error(m, "StepError", error.ptr());
  static py::exception<SetupError> setup_error(m, "SetupError", error.ptr());
  static py::exception<ScenarioError> scenario_error(m, "ScenarioError", error.ptr());
  static py::exception<IllegalAction> illegal_action(m, "IllegalAction", error.ptr());
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const StepError& e) {
      PyErr_SetString(step_error.ptr(), e.what());
    } catch (const SetupError& e) {
      PyErr_SetString(setup_error.ptr(), e.what());
    } catch (const ScenarioError& e) {
      PyErr_SetString(scenario_error.ptr(), e.what());
    } catch (const IllegalAction& e) {
      // The exception carries the engine's answer, as python-chess's
      // IllegalMoveError carries the move.
      py::object raised = py::reinterpret_borrow<py::object>(illegal_action.ptr())(py::str(e.what()));
      raised.attr("result") = py::cast(e.result);
      PyErr_SetObject(illegal_action.ptr(), raised.ptr());
    } catch (const Error& e) {
      PyErr_SetString(error.ptr(), e.what());
    }
  });
  bind_result(m);
  bind_game(m);
  bind_run(m);
  bind_random(m);
  // Made only by the module, never half-made from Python (safe_new.hpp).
  for (const char* made_here :
       {"Board", "Move", "Choice", "Choices", "RandomGame", "Result", "ScenarioResult"})
    forbid_new(m.attr(made_here));
}
