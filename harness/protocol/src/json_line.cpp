#include "json_line.hpp"

#include <memory>

#include "kmr/base/console_text.hpp"
#include "kmr/protocol/messages.hpp"

namespace kmr::harness::protocol {
namespace {

// The deepest nesting of the line, counted before parsing: nlohmann's values
// are freed recursively, so an answer nested a million deep must not be built.
int nesting(std::string_view line) {
  int depth = 0, deepest = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

}  // namespace

std::string quote_line(std::string_view line) {
  constexpr std::size_t kShown = 120;
  const bool cut = line.size() > kShown;
  return "'" + console_text(line.substr(0, kShown)) + (cut ? "...'" : "'");
}

Expected<Json> parse_object(std::string_view line) {
  if (line.size() > kMaxLineBytes)
    return Error{"a line of " + std::to_string(line.size()) + " bytes (at most " +
                 std::to_string(kMaxLineBytes) + ")"};
  if (nesting(line) > kMaxNesting)
    return Error{"JSON nested deeper than " + std::to_string(kMaxNesting) + " levels: " + quote_line(line)};
  Json value;
  try {
    value = Json::parse(line);
  } catch (const Json::parse_error& e) {
    // "[json.exception.parse_error.101] parse error at line 1, column 3: ..." without its tag.
    std::string what = e.what();
    if (const auto at = what.find("] "); at != std::string::npos) what = what.substr(at + 2);
    return Error{"not JSON (" + what + "): " + quote_line(line)};
  }
  if (!value.is_object()) return Error{"not a JSON object: " + quote_line(line)};
  return value;
}

yaml::NodePtr to_tree(const Json& value) {
  auto n = std::make_shared<yaml::Node>();
  if (value.is_string()) {
    n->kind = yaml::Node::Kind::Scalar;
    n->scalar = value.get<std::string>();
    n->quoted = true;
  } else if (value.is_boolean() || value.is_number()) {
    n->kind = yaml::Node::Kind::Scalar;
    n->scalar = value.dump();
  } else if (value.is_array()) {
    n->kind = yaml::Node::Kind::Sequence;
    for (const Json& item : value) {
      n->items.push_back(to_tree(item));
      n->weight += n->items.back()->weight;
    }
  } else if (value.is_object()) {
    n->kind = yaml::Node::Kind::Map;
    for (auto it = value.begin(); it != value.end(); ++it) {
      auto k = std::make_shared<yaml::Node>();
      k->kind = yaml::Node::Kind::Scalar;
      k->scalar = it.key();
      auto v = to_tree(it.value());
      n->weight += k->weight + v->weight;
      n->entries.emplace_back(std::move(k), std::move(v));
    }
  }  // null (and anything else): an empty value
  return n;
}

}  // namespace kmr::harness::protocol
