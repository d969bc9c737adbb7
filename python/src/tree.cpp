#include "tree.hpp"

#include <memory>
#include <string>

namespace py = pybind11;

namespace kmr::python {
namespace {

using harness::yaml::Node;

// Deeper than the reader reads anyway; stops a self-containing list.
harness::yaml::NodePtr build(py::handle v, int depth) {
  if (depth > harness::yaml::kMaxDepth) throw py::value_error("the value is nested too deeply");
  auto n = std::make_shared<Node>();
  if (v.is_none()) return n;
  // bool before int: a Python bool is an int.
  if (py::isinstance<py::bool_>(v)) {
    n->kind = Node::Kind::Scalar;
    n->scalar = v.cast<bool>() ? "true" : "false";
  } else if (py::isinstance<py::int_>(v)) {
    n->kind = Node::Kind::Scalar;
    n->scalar = py::str(v).cast<std::string>();
  } else if (py::isinstance<py::str>(v)) {
    n->kind = Node::Kind::Scalar;
    n->scalar = v.cast<std::string>();
  } else if (py::isinstance<py::list>(v) || py::isinstance<py::tuple>(v)) {
    n->kind = Node::Kind::Sequence;
    for (py::handle item : v) {
      n->items.push_back(build(item, depth + 1));
      n->weight += n->items.back()->weight;
    }
  } else if (py::isinstance<py::dict>(v)) {
    n->kind = Node::Kind::Map;
    for (auto [key, value] : v.cast<py::dict>()) {
      if (!py::isinstance<py::str>(key))
        throw py::type_error("a key must be a str, not " + py::repr(key).cast<std::string>());
      auto k = build(key, depth + 1);
      auto val = build(value, depth + 1);
      n->weight += k->weight + val->weight;
      n->entries.emplace_back(std::move(k), std::move(val));
    }
  } else {
    throw py::type_error("expected str, int, bool, None, list or dict, not " +
                         py::str(py::type::of(v).attr("__name__")).cast<std::string>());
  }
  return n;
}

}  // namespace

harness::yaml::NodePtr to_tree(py::handle value) { return build(value, 0); }

}  // namespace kmr::python
