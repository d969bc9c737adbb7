// JavaScript values to yaml::Node trees (js_tree.hpp).
#include "js_tree.hpp"

#include <cmath>
#include <cstdio>
#include <vector>

namespace kmr::wasm {
namespace {

using emscripten::val;
using harness::yaml::Node;
using harness::yaml::NodePtr;

// Walks the value as JSON.stringify(value, null, 2) would write it, keeping
// the line it is on; each node is placed where its text starts.
class TreeBuilder {
 public:
  Expected<NodePtr> build(const val& v) {
    NodePtr root = node(v, 1, 0);
    if (!error_.empty()) return Error{error_};
    return root;
  }

 private:
  std::shared_ptr<Node> make(Node::Kind kind, int column) {
    auto n = std::make_shared<Node>();
    n->kind = kind;
    n->line = line_;
    n->column = column;
    return n;
  }

  bool fail(const std::string& message) {
    if (error_.empty()) error_ = std::to_string(line_) + ":" + std::to_string(column_) + ": " + message;
    return false;
  }

  static std::string number_text(double d) {
    if (std::floor(d) == d && std::fabs(d) < 1e15) return std::to_string(static_cast<long long>(d));
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", d);
    return buffer;
  }

  // `depth`: nesting, for the indentation (two spaces a level).
  NodePtr node(const val& v, int column, int depth) {
    column_ = column;
    if (!error_.empty()) return nullptr;
    if (depth > harness::yaml::kMaxDepth) {
      fail("lists and maps nested too deeply (more than " + std::to_string(harness::yaml::kMaxDepth) +
           " levels)");
      return nullptr;
    }
    const std::string type = v.typeOf().as<std::string>();
    if (v.isNull()) return make(Node::Kind::Null, column);
    if (type == "string") {
      auto n = make(Node::Kind::Scalar, column);
      n->scalar = v.as<std::string>();
      n->quoted = true;  // a string, never a boolean or a number
      return n;
    }
    if (type == "boolean") {
      auto n = make(Node::Kind::Scalar, column);
      n->scalar = v.as<bool>() ? "true" : "false";
      return n;
    }
    if (type == "number") {
      const double d = v.as<double>();
      if (!std::isfinite(d)) {
        fail("a number that is not finite (NaN or an infinity) is no scenario value");
        return nullptr;
      }
      auto n = make(Node::Kind::Scalar, column);
      n->scalar = number_text(d);
      return n;
    }
    if (type != "object") {
      fail("a value of type '" + type +
           "' is no scenario value (strings, numbers, booleans, null, arrays, objects)");
      return nullptr;
    }
    for (const val& seen : stack_)
      if (seen.strictlyEquals(v)) {
        fail("the value contains itself (a cycle)");
        return nullptr;
      }
    stack_.push_back(v);
    NodePtr out =
        val::global("Array").call<bool>("isArray", v) ? list(v, column, depth) : map(v, column, depth);
    stack_.pop_back();
    return out;
  }

  NodePtr list(const val& v, int column, int depth) {
    auto n = make(Node::Kind::Sequence, column);
    const unsigned length = v["length"].as<unsigned>();
    const int inner = 2 * (depth + 1) + 1;
    for (unsigned i = 0; i < length && error_.empty(); ++i) {
      ++line_;
      NodePtr item = node(v[i], inner, depth + 1);
      if (item) n->items.push_back(std::move(item));
    }
    if (length > 0) ++line_;  // the closing bracket
    finish(*n);
    return n;
  }

  NodePtr map(const val& v, int column, int depth) {
    auto n = make(Node::Kind::Map, column);
    const val keys = val::global("Object").call<val>("keys", v);
    const unsigned length = keys["length"].as<unsigned>();
    const int inner = 2 * (depth + 1) + 1;
    for (unsigned i = 0; i < length && error_.empty(); ++i) {
      ++line_;
      const std::string key = keys[i].as<std::string>();
      const val value = v[key];
      // JSON.stringify leaves such entries out; so does the tree.
      const std::string type = value.typeOf().as<std::string>();
      if (type == "undefined" || type == "function" || type == "symbol") {
        --line_;
        continue;
      }
      auto k = make(Node::Kind::Scalar, inner);
      k->scalar = key;
      const val quoted = val::global("JSON").call<val>("stringify", keys[i]);
      const int value_column = inner + static_cast<int>(quoted["length"].as<unsigned>()) + 2;
      NodePtr item = node(value, value_column, depth + 1);
      if (item) n->entries.emplace_back(std::move(k), std::move(item));
    }
    if (!n->entries.empty()) ++line_;  // the closing brace
    finish(*n);
    return n;
  }

  static void finish(Node& n) {
    std::size_t weight = 1;
    for (const auto& item : n.items) weight += item->weight;
    for (const auto& [key, value] : n.entries) weight += key->weight + value->weight;
    n.weight = weight;
  }

  int line_ = 1;
  int column_ = 1;
  std::vector<val> stack_;
  std::string error_;
};

}  // namespace

Expected<NodePtr> tree_from_js(const val& value) {
  if (value.isUndefined()) return Error{"1:1: no value given (undefined)"};
  return TreeBuilder().build(value);
}

NodePtr scalar_node(std::string text, bool quoted) {
  auto n = std::make_shared<Node>();
  n->kind = Node::Kind::Scalar;
  n->scalar = std::move(text);
  n->quoted = quoted;
  return n;
}

}  // namespace kmr::wasm
