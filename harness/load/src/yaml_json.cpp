#include "kmr/load/yaml_json.hpp"

#include "kmr/base/json_text.hpp"

namespace kmr::harness::yaml {
namespace {

void write(const Node& n, std::string& out) {
  switch (n.kind) {
    case Node::Kind::Null:
      out += "null";
      return;
    case Node::Kind::Scalar:
      // The reader takes only unquoted true and false for booleans; a JS
      // string reads as quoted text, so those two go as JSON booleans.
      if (!n.quoted && (n.scalar == "true" || n.scalar == "false"))
        out += n.scalar;
      else
        out += json_quote(n.scalar);
      return;
    case Node::Kind::Sequence:
      out += '[';
      for (std::size_t i = 0; i < n.items.size(); ++i) {
        if (i) out += ',';
        write(*n.items[i], out);
      }
      out += ']';
      return;
    case Node::Kind::Map:
      out += '{';
      for (std::size_t i = 0; i < n.entries.size(); ++i) {
        if (i) out += ',';
        out += json_quote(n.entries[i].first->scalar);
        out += ':';
        write(*n.entries[i].second, out);
      }
      out += '}';
      return;
  }
}

}  // namespace

std::string json_values(const Node& node) {
  std::string out;
  write(node, out);
  return out;
}

}  // namespace kmr::harness::yaml
