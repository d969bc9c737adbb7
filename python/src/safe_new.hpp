// No object of the module's classes exists half-made. pybind11 makes an
// instance in __new__ and its C++ value in __init__, so `kmr.Game.__new__(
// kmr.Game)` gave an object whose methods read memory never constructed
// (the interpreter crashed). Classes Python never constructs have no
// __new__ (TypeError); kmr.Game's __new__ makes the whole game.
#pragma once

#include <pybind11/pybind11.h>

namespace kmr::python {

// `cls()` and `cls.__new__(cls)` raise TypeError: only the module makes them.
void forbid_new(pybind11::handle cls);
// `cls(...)` makes the whole value in __new__ with `make` (its __init__ then
// does nothing: the value is made); `cls.__new__(cls)` raises TypeError.
void construct_in_new(pybind11::handle cls, pybind11::cpp_function make);

}  // namespace kmr::python
