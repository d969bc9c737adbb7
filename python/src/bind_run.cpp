// kmr.run: scenario files run as `kmr run` runs them (the same loader,
// the same runner, a file or scenario that does not load failing alone).
#include <pybind11/stl.h>

#include <algorithm>

#include "bindings.hpp"
#include "errors.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/run/runner.hpp"

namespace py = pybind11;

namespace kmr::python {
namespace {

// A path: str or os.PathLike, as open() takes it.
std::string path_of(const py::handle& p) {
  if (py::isinstance<py::str>(p)) return p.cast<std::string>();
  if (py::hasattr(p, "__fspath__")) {
    const py::object s = p.attr("__fspath__")();
    if (py::isinstance<py::str>(s)) return s.cast<std::string>();
  }
  throw py::type_error("paths takes a path (str or os.PathLike) or a list of them, not " +
                       py::str(py::type::of(p).attr("__name__")).cast<std::string>());
}

std::vector<harness::ScenarioResult> run(const py::object& paths,
                                         const std::optional<std::vector<std::string>>& ids, int jobs,
                                         bool self_check) {
  if (jobs < 0) throw py::value_error("jobs takes 0 (one a CPU) or more, not " + std::to_string(jobs));
  std::vector<std::string> given;
  if (py::isinstance<py::str>(paths) || py::hasattr(paths, "__fspath__"))
    given.push_back(path_of(paths));
  else if (py::isinstance<py::sequence>(paths))
    for (py::handle p : paths) given.push_back(path_of(p));
  else
    path_of(paths);  // raises TypeError
  const harness::FileList list = harness::collect_scenario_files(given);
  if (!list.missing.empty()) throw ScenarioError("no such file or directory: " + list.missing.front());
  if (!list.refused.empty()) throw ScenarioError(list.refused.front());
  if (list.files.empty()) {
    std::string where;
    for (const std::string& p : given) where += (where.empty() ? "" : ", ") + p;
    throw ScenarioError("no scenario file (*.yaml, *.yml) in " + where);
  }
  const std::vector<harness::LoadedFile> files = harness::load_suite(list.files);
  auto wanted = [&](const std::string& id) {
    return !ids || std::find(ids->begin(), ids->end(), id) != ids->end();
  };
  // In file order, as `kmr run` lists them: a file that does not load, then
  // each file's scenarios that do not, then those that run.
  struct Slot {
    std::optional<harness::ScenarioResult> failure;
    std::size_t run_index = 0;
  };
  std::vector<Slot> slots;
  std::vector<const harness::Scenario*> to_run;
  for (const harness::LoadedFile& file : files) {
    if (file.error) {
      slots.push_back({harness::load_failure(file), 0});
      continue;
    }
    for (const harness::BadScenario& bad : file.bad)
      if (wanted(bad.id)) slots.push_back({harness::load_failure(file, bad), 0});
    for (const harness::Scenario& s : file.scenarios)
      if (wanted(s.id)) {
        slots.push_back({std::nullopt, to_run.size()});
        to_run.push_back(&s);
      }
  }
  std::vector<harness::ScenarioResult> ran;
  {
    py::gil_scoped_release release;
    ran = harness::run_scenarios(to_run, jobs, harness::RunOptions{.self_check = self_check});
  }
  std::vector<harness::ScenarioResult> out;
  for (Slot& slot : slots)
    out.push_back(slot.failure ? std::move(*slot.failure) : std::move(ran[slot.run_index]));
  return out;
}

}  // namespace

void bind_run(py::module_& m) {
  using harness::ScenarioResult;
  py::class_<ScenarioResult>(m, "ScenarioResult",
                             "One scenario's verdict, as `kmr run --format json` gives it.")
      .def_readonly("id", &ScenarioResult::id)
      .def_readonly("title", &ScenarioResult::title)
      .def_readonly("file", &ScenarioResult::file)
      .def_property_readonly(
          "status", [](const ScenarioResult& r) { return std::string(harness::to_string(r.status)); },
          "'passed', 'failed' or 'pending'.")
      .def_readonly("message", &ScenarioResult::message, "Why it failed, or the pending reason.")
      .def_readonly("rulings", &ScenarioResult::rulings)
      .def_readonly("cards", &ScenarioResult::cards)
      .def_property_readonly(
          "step",
          [](const ScenarioResult& r) {
            return r.failed_step > 0 ? py::object(py::int_(r.failed_step)) : py::object(py::none());
          },
          "The step that failed (from 1), or None.")
      .def_readonly("expected", &ScenarioResult::expected)
      .def_readonly("actual", &ScenarioResult::actual)
      .def_readonly("engine", &ScenarioResult::engine,
                    "The engine's answer to the action the failed step judged, or None.")
      .def_readonly("load_error", &ScenarioResult::load_error, "It failed because it does not load.")
      .def("__repr__", [](const ScenarioResult& r) {
        return "kmr.ScenarioResult('" + r.id + "', " + std::string(harness::to_string(r.status)) + ")";
      });
  m.def("run", &run, py::arg("paths"), py::arg("ids") = py::none(), py::arg("jobs") = 1,
        py::arg("self_check") = false,
        "Runs the scenario files under `paths` (a path or a list) as `kmr run` does; a list of "
        "ScenarioResult in its order. `ids` keeps only those scenarios; `self_check` checks the "
        "engine's invariants after every action (`kmr run --self-check`).");
}

}  // namespace kmr::python
