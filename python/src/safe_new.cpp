#include "safe_new.hpp"

#include <map>

namespace py = pybind11;

namespace kmr::python {
namespace {

PyTypeObject* type_of(py::handle cls) { return reinterpret_cast<PyTypeObject*>(cls.ptr()); }

// Each class's maker, kept for the life of the interpreter.
std::map<PyTypeObject*, py::object>& makers() {
  static auto* kept = new std::map<PyTypeObject*, py::object>();
  return *kept;
}

// The class's own maker (not a subclass's: a subclass is made the usual way,
// its __init__ constructing the value).
extern "C" PyObject* constructed_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  const auto it = makers().find(type);
  if (it == makers().end()) return py::detail::pybind11_object_new(type, args, kwargs);
  return PyObject_Call(it->second.ptr(), args, kwargs);  // registered: pybind11's __init__ leaves it be
}

}  // namespace

void forbid_new(py::handle cls) {
  type_of(cls)->tp_new = nullptr;
  PyType_Modified(type_of(cls));
}

void construct_in_new(py::handle cls, py::cpp_function make) {
  makers()[type_of(cls)] = std::move(make);
  type_of(cls)->tp_new = constructed_new;
  PyType_Modified(type_of(cls));
}

}  // namespace kmr::python
