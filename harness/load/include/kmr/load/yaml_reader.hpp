// A small, immutable YAML tree built from yaml-cpp's event parser, for the
// scenario loader. Unlike YAML::Node it keeps a source position on every
// node (null values included), reports duplicate keys, and never throws:
// syntax errors come back as values with a 1-based line and column.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace kmr::harness::yaml {

struct Node;
using NodePtr = std::shared_ptr<const Node>;

struct Node {
  enum class Kind : unsigned char { Null, Scalar, Sequence, Map };
  Kind kind = Kind::Null;
  std::string scalar;                                // Kind::Scalar: the value as written (quotes removed)
  bool quoted = false;                               // Kind::Scalar: written with quotes or an explicit tag
  int line = 1;                                      // 1-based
  int column = 1;                                    // 1-based
  std::vector<NodePtr> items;                        // Kind::Sequence
  std::vector<std::pair<NodePtr, NodePtr>> entries;  // Kind::Map: scalar key, value (in file order)
  std::size_t weight = 1;                            // nodes in this subtree, aliases expanded

  bool is_null() const { return kind == Kind::Null; }
  bool is_scalar() const { return kind == Kind::Scalar; }
  bool is_sequence() const { return kind == Kind::Sequence; }
  bool is_map() const { return kind == Kind::Map; }

  // Map lookup: the entry whose key is `key`, or nullptr.
  const std::pair<NodePtr, NodePtr>* find(std::string_view key) const;
};

struct Diagnostic {
  int line = 1;  // 1-based
  int column = 1;
  std::string message;
};

// Lists and maps nested deeper than this are refused (yaml-cpp recurses once per level).
inline constexpr int kMaxDepth = 200;

// A document of more nodes than this (scalars, lists and maps, aliases
// counted as often as they are expanded) is refused: aliases share nodes,
// but every walk over the tree expands them, so a few nested aliases would
// otherwise make a tiny file unbounded work. Beside the 16 MB limit on a
// file (kMaxTextFileBytes), which a file of plain nodes reaches first only
// when they are long: a million short ones fit in a few MB.
inline constexpr std::size_t kMaxYamlNodes = 1'000'000;

// Parses a whole file holding at most one YAML document with yaml-cpp, the
// project's only YAML reader. An empty input (or one holding only comments)
// gives a null NodePtr. Errors: YAML syntax, more than one document, a
// duplicate or non-scalar map key, nesting deeper than kMaxDepth, aliases
// that expand into too many nodes.
std::variant<NodePtr, Diagnostic> parse(std::string_view text);

// The node on one line in YAML flow style: `e2e4`, `[a2, b2]`, `{target: d5}`.
std::string render_flow(const Node& node);

// "a map", "a list", "an empty value", "the string 'x'": for "expected X, got Y" messages.
std::string describe(const Node& node);

}  // namespace kmr::harness::yaml
