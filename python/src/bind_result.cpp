// kmr.Result: the engine's answer to one action, in `kmr explain`'s words.
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "kmr/report/result_text.hpp"

namespace py = pybind11;

namespace kmr::python {
namespace {

py::object word_or_none(bool present, std::string_view word) {
  return present ? py::object(py::str(std::string(word))) : py::object(py::none());
}

}  // namespace

void bind_result(py::module_& m) {
  py::class_<Result>(m, "Result",
                     R"(The engine's answer to an action: accepted, rejected or played with no effect.

str(result) is the answer as `kmr explain` and `kmr play` word it.)")
      .def_property_readonly(
          "accepted", [](const Result& r) { return r.outcome == Outcome::Accepted; },
          "The action was accepted.")
      .def(
          "__bool__", [](const Result& r) { return r.outcome != Outcome::Rejected; },
          "False when the engine refused the action; True when it was taken (accepted, or played with "
          "no effect).")
      .def_property_readonly(
          "outcome", [](const Result& r) { return std::string(to_string(r.outcome)); },
          "'accepted', 'rejected' or 'no-effect'.")
      .def_property_readonly(
          "reason",
          [](const Result& r) {
            return word_or_none(r.reason.has_value(), r.reason ? to_string(*r.reason) : "");
          },
          "The scenario format's reason code ('illegal-move', 'wrong-timing', ...), None when accepted.")
      .def_property_readonly(
          "cause",
          [](const Result& r) { return word_or_none(r.cause != Cause::Unstated, to_string(r.cause)); },
          "What was checked and failed ('path-crossed', ...), finer than the reason; None when not stated.")
      .def_readonly("rule", &Result::rule, "The rule that decided, e.g. 'R6.3' (empty when none is cited).")
      .def_readonly("detail", &Result::detail, "One sentence for people.")
      .def_readonly("events", &Result::events, "What happened, in order ('e2e4', 'captured p on d5', ...).")
      .def(
          "__eq__",
          [](const Result& a, const Result& b) {
            return a.outcome == b.outcome && a.reason == b.reason && a.cause == b.cause && a.rule == b.rule &&
                   a.detail == b.detail && a.events == b.events;
          },
          py::is_operator())
      .def("__str__", [](const Result& r) { return harness::result_lines(r); })
      .def("__repr__", [](const Result& r) {
        std::string out = "kmr.Result(" + std::string(to_string(r.outcome));
        if (r.reason) out += ", " + std::string(to_string(*r.reason));
        if (!r.rule.empty()) out += ", " + r.rule;
        return out + ")";
      });
}

}  // namespace kmr::python
