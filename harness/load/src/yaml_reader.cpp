// The YAML tree's own functions: lookup, flow rendering, descriptions for
// messages. The parser that builds a tree from text is yaml_parse.cpp.
#include "kmr/load/yaml_reader.hpp"

#include <string_view>

namespace kmr::harness::yaml {
namespace {

bool needs_quotes(const std::string& s) {
  if (s.empty() || s.front() == ' ' || s.back() == ' ') return true;
  if (s.find_first_of(",[]{}#\"'\n\t\r\\") != std::string::npos) return true;
  if (s.find(": ") != std::string::npos || s.back() == ':') return true;
  if (std::string_view("&*!|>%@`?:").find(s.front()) != std::string_view::npos) return true;
  return s.front() == '-' && (s.size() == 1 || s[1] == ' ');
}

std::string quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        out += c;
    }
  }
  return out + "\"";
}

}  // namespace

const std::pair<NodePtr, NodePtr>* Node::find(std::string_view key) const {
  for (const auto& entry : entries)
    if (entry.first->scalar == key) return &entry;
  return nullptr;
}

std::string render_flow(const Node& node) {
  switch (node.kind) {
    case Node::Kind::Null:
      return "null";
    case Node::Kind::Scalar:
      return needs_quotes(node.scalar) ? quote(node.scalar) : node.scalar;
    case Node::Kind::Sequence: {
      std::string out = "[";
      for (std::size_t i = 0; i < node.items.size(); ++i) {
        if (i > 0) out += ", ";
        out += render_flow(*node.items[i]);
      }
      return out + "]";
    }
    case Node::Kind::Map: {
      std::string out = "{";
      for (std::size_t i = 0; i < node.entries.size(); ++i) {
        if (i > 0) out += ", ";
        out += render_flow(*node.entries[i].first) + ": " + render_flow(*node.entries[i].second);
      }
      return out + "}";
    }
  }
  return {};
}

std::string describe(const Node& node) {
  switch (node.kind) {
    case Node::Kind::Null:
      return "an empty value";
    case Node::Kind::Scalar: {
      constexpr std::size_t kMax = 40;
      if (node.scalar.size() > kMax) return "the string '" + node.scalar.substr(0, kMax) + "...'";
      return "the string '" + node.scalar + "'";
    }
    case Node::Kind::Sequence:
      return "a list";
    case Node::Kind::Map:
      return "a map";
  }
  return {};
}

}  // namespace kmr::harness::yaml
