// Each part of the module, bound by its own file; module.cpp calls them.
#pragma once

#include <pybind11/pybind11.h>

namespace kmr::python {

void bind_result(pybind11::module_& m);
void bind_game(pybind11::module_& m);
void bind_run(pybind11::module_& m);
void bind_random(pybind11::module_& m);

}  // namespace kmr::python
