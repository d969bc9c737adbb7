// yaml::parse, the one place yaml-cpp is used: its event parser builds the
// tree (yaml_reader.hpp). Alone in its file so a build without yaml-cpp (the
// WebAssembly module, whose scenarios come as JavaScript values) leaves it out.
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "kmr/base/utf8.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "yaml_nesting.hpp"

namespace kmr::harness::yaml {
namespace {

constexpr std::size_t kMaxNodes = kMaxYamlNodes;

// Thrown from an event to stop yaml-cpp's recursive descent at once; the
// diagnostic is already recorded.
struct TooDeep {};

class Builder : public YAML::EventHandler {
 public:
  NodePtr root() const { return root_; }
  const std::optional<Diagnostic>& error() const { return error_; }
  int document_line() const { return document_line_; }
  int document_column() const { return document_column_; }

  void OnDocumentStart(const YAML::Mark& mark) override {
    document_line_ = mark.line + 1;
    document_column_ = mark.column + 1;
  }
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    if (error_) return;
    auto node = make(Node::Kind::Null, mark);
    // yaml-cpp places a missing value after the line break; point at its key instead.
    if (!stack_.empty() && stack_.back().node->is_map() && stack_.back().key) {
      node->line = stack_.back().key->line;
      node->column = stack_.back().key->column;
    }
    add(std::move(node), anchor, 1);
  }

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    if (error_) return;
    auto it = anchors_.find(anchor);
    if (it == anchors_.end()) {
      fail(mark.line + 1, mark.column + 1, "alias to an anchor that is not complete here");
      return;
    }
    aliased_ += it->second->weight;
    add(it->second, 0, it->second->weight);
  }

  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    if (error_) return;
    auto node = make(Node::Kind::Scalar, mark);
    node->scalar = value;
    node->quoted = tag != "?";
    add(std::move(node), anchor, 1);
  }

  void OnSequenceStart(const YAML::Mark& mark, const std::string& /*tag*/, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value /*style*/) override {
    if (error_) return;
    check_depth(mark);
    stack_.push_back(Frame{make(Node::Kind::Sequence, mark), anchor, nullptr, {}});
  }
  void OnSequenceEnd() override { close(); }

  void OnMapStart(const YAML::Mark& mark, const std::string& /*tag*/, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value /*style*/) override {
    if (error_) return;
    check_depth(mark);
    stack_.push_back(Frame{make(Node::Kind::Map, mark), anchor, nullptr, {}});
  }
  void OnMapEnd() override { close(); }

 private:
  struct Frame {
    std::shared_ptr<Node> node;
    YAML::anchor_t anchor = 0;
    NodePtr key;  // a map's key waiting for its value
    std::set<std::string, std::less<>> keys;
  };

  static std::shared_ptr<Node> make(Node::Kind kind, const YAML::Mark& mark) {
    auto node = std::make_shared<Node>();
    node->kind = kind;
    if (!mark.is_null()) {
      node->line = mark.line + 1;
      node->column = mark.column + 1;
    }
    return node;
  }

  void check_depth(const YAML::Mark& mark) {
    if (stack_.size() < static_cast<std::size_t>(kMaxDepth)) return;
    fail(mark.line + 1, mark.column + 1,
         "lists and maps nested too deeply (more than " + std::to_string(kMaxDepth) + " levels)");
    throw TooDeep{};
  }

  void fail(int line, int column, std::string message) {
    if (!error_) error_ = Diagnostic{line, column, std::move(message)};
  }

  void close() {
    if (error_ || stack_.empty()) return;
    Frame frame = std::move(stack_.back());
    stack_.pop_back();
    std::size_t weight = 1;
    for (const auto& item : frame.node->items) weight += item->weight;
    for (const auto& [key, value] : frame.node->entries) weight += key->weight + value->weight;
    frame.node->weight = std::min(weight, kMaxNodes + 1);
    add(std::move(frame.node), frame.anchor, 1);
  }

  void add(NodePtr node, YAML::anchor_t anchor, std::size_t weight) {
    total_ += weight;
    if (total_ > kMaxNodes) {
      // Worded by the cause: a file simply that big, or aliases expanding it.
      const std::string limit = std::to_string(kMaxNodes);
      fail(node->line, node->column,
           aliased_ > 0 ? "the document is too large (its aliases expand it to more than " + limit + " nodes)"
                        : "the document is too large (more than " + limit +
                              " YAML nodes, the most one file may hold: split it into several files)");
      return;
    }
    if (anchor != 0) anchors_[anchor] = node;
    if (stack_.empty()) {
      root_ = std::move(node);
      return;
    }
    Frame& top = stack_.back();
    if (top.node->is_sequence()) {
      top.node->items.push_back(std::move(node));
    } else if (!top.key) {
      if (!node->is_scalar()) {
        fail(node->line, node->column, "a map key must be a plain string, not " + describe(*node));
        return;
      }
      if (!top.keys.insert(node->scalar).second) {
        fail(node->line, node->column, "duplicate key '" + node->scalar + "'");
        return;
      }
      top.key = std::move(node);
    } else {
      top.node->entries.emplace_back(std::move(top.key), std::move(node));
      top.key = nullptr;
    }
  }

  std::vector<Frame> stack_;
  std::map<YAML::anchor_t, NodePtr> anchors_;
  NodePtr root_;
  std::optional<Diagnostic> error_;
  std::size_t total_ = 0;
  std::size_t aliased_ = 0;  // of total_, what aliases added
  int document_line_ = 1;
  int document_column_ = 1;
};

// Where the text stops being UTF-8 text (a NUL byte, a byte that starts no
// valid UTF-8 sequence), as a diagnostic; nullopt when it all is. yaml-cpp
// would keep such bytes or change them; the file is refused instead.
std::optional<Diagnostic> not_text(std::string_view text) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '\0')
      return Diagnostic{line, column, "a NUL byte (a scenario or rulings file is UTF-8 text)"};
    const CodePoint c = decode_utf8(text, i);
    if (!c.valid) {
      static constexpr char kHex[] = "0123456789ABCDEF";
      const auto b = static_cast<unsigned char>(text[i]);
      const char hex[] = {kHex[b >> 4], kHex[b & 0xf], '\0'};
      Diagnostic d{line, column, "not UTF-8: byte 0x"};
      d.message.append(hex).append(" (a scenario or rulings file is UTF-8 text)");
      return d;
    }
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
    i += c.length;
  }
  return std::nullopt;
}

}  // namespace

std::variant<NodePtr, Diagnostic> parse(std::string_view text) {
  if (auto bad = not_text(text)) return *bad;
  // Nesting too deep for the reader is refused by it, at the same place,
  // from the text up to the bracket that goes too deep: yaml-cpp would scan
  // all of a long run of brackets first.
  if (const std::size_t deep = flow_nesting_over(text, kMaxDepth); deep != std::string_view::npos)
    text = text.substr(0, deep + 1);
  try {
    std::istringstream in{std::string(text)};
    YAML::Parser parser(in);
    Builder first;
    try {
      if (!parser.HandleNextDocument(first)) return NodePtr{};
    } catch (const TooDeep&) {
      return *first.error();
    }
    if (first.error()) return *first.error();
    Builder second;
    if (parser.HandleNextDocument(second))
      return Diagnostic{second.document_line(), second.document_column(),
                        "more than one YAML document in the file (expected one)"};
    return first.root();
  } catch (const TooDeep&) {
    return Diagnostic{
        1, 1, "lists and maps nested too deeply (more than " + std::to_string(kMaxDepth) + " levels)"};
  } catch (const YAML::DeepRecursion& e) {
    // yaml-cpp's own limit, reached only by nesting that makes no list or map (e.g. many `?`).
    return Diagnostic{e.mark.is_null() ? 1 : e.mark.line + 1, e.mark.is_null() ? 1 : e.mark.column + 1,
                      "the YAML is nested too deeply"};
  } catch (const YAML::Exception& e) {
    Diagnostic d;
    if (!e.mark.is_null()) {
      d.line = e.mark.line + 1;
      d.column = e.mark.column + 1;
    }
    d.message = "YAML syntax error: " + e.msg;
    return d;
  } catch (const std::exception& e) {
    return Diagnostic{1, 1, std::string("cannot read YAML: ") + e.what()};
  }
}

}  // namespace kmr::harness::yaml
