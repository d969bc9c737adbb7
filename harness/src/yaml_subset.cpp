// A fast reader for the plain subset of YAML that scenario and rulings files
// use: block maps and lists, one-line flow maps and lists, plain and quoted
// one-line scalars, comments. yaml-cpp's scanner costs most of the loading
// time of a suite; this path builds the same tree (same kinds, values and
// positions, checked against yaml-cpp in yaml_subset_test.cpp) without it.
// Anything outside the subset, and anything invalid, makes it give up, so
// yaml-cpp reads the file and words every error.
#include <cctype>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "yaml_reader.hpp"

namespace kmr::harness::yaml {
namespace {

struct Line {
  int number = 0;         // 1-based
  int indent = 0;         // leading spaces
  std::string_view text;  // without the indentation and the line break
};

struct GiveUp {};  // outside the subset: let yaml-cpp read the file

std::shared_ptr<Node> make(Node::Kind kind, int line, int column) {
  auto n = std::make_shared<Node>();
  n->kind = kind;
  n->line = line;
  n->column = column;
  return n;
}

void weigh(Node& n) {
  std::size_t w = 1;
  for (const auto& item : n.items) w += item->weight;
  for (const auto& [k, v] : n.entries) w += k->weight + v->weight;
  n.weight = w;
}

bool is_null_word(std::string_view s) { return s == "~" || s == "null" || s == "Null" || s == "NULL"; }

bool is_key_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; }

// Characters that may not start a plain scalar here (YAML indicators).
bool bad_plain_start(std::string_view s) {
  if (s.empty()) return true;
  const char c = s.front();
  if (std::string_view("?:,[]{}#&*!|>'\"%@`").find(c) != std::string_view::npos) return true;
  return c == '-' && (s.size() == 1 || s[1] == ' ');
}

class Reader {
 public:
  explicit Reader(std::vector<Line> lines) : lines_(std::move(lines)) {}

  NodePtr document() {
    if (lines_.empty()) throw GiveUp{};
    NodePtr root = block(lines_[0].indent);
    if (at_ < lines_.size()) throw GiveUp{};  // dedented past the root: invalid
    return root;
  }

 private:
  // A block collection whose first line is the current one, at `indent`.
  NodePtr block(int indent) {
    const Line& first = lines_[at_];
    if (first.indent != indent) throw GiveUp{};
    if (is_item(first.text)) return sequence(indent);
    return map(indent, first.number, indent + 1, first.text);
  }

  static bool is_item(std::string_view t) { return t == "-" || t.substr(0, 2) == "- "; }

  NodePtr sequence(int indent) {
    auto seq = make(Node::Kind::Sequence, lines_[at_].number, indent + 1);
    while (at_ < lines_.size() && lines_[at_].indent == indent && is_item(lines_[at_].text)) {
      const Line line = lines_[at_];
      std::string_view rest = line.text.substr(1);
      int col = indent + 2;
      while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1), ++col;
      if (rest.empty() || rest.front() == '#')
        throw GiveUp{};  // nested block after "-": rare, leave it to yaml-cpp
      if (is_item(rest)) throw GiveUp{};
      if (starts_with_key(rest)) {
        seq->items.push_back(map(col - 1, line.number, col, rest));
      } else {
        seq->items.push_back(inline_value(line, rest, col));
        ++at_;
        no_continuation(indent);
      }
    }
    weigh(*seq);
    return seq;
  }

  // `key:` followed by a space, a comment or the end of the line.
  static bool starts_with_key(std::string_view t) {
    std::size_t i = 0;
    while (i < t.size() && is_key_char(t[i])) ++i;
    if (i == 0 || i >= t.size() || t[i] != ':') return false;
    return i + 1 == t.size() || t[i + 1] == ' ';
  }

  // A block map whose first key is on the current line, `first_text` at
  // column `first_col`; later keys sit at `indent` spaces.
  NodePtr map(int indent, int line_number, int first_col, std::string_view first_text) {
    auto m = make(Node::Kind::Map, line_number, first_col);
    std::set<std::string, std::less<>> keys;
    bool first = true;
    while (at_ < lines_.size()) {
      const Line line = lines_[at_];
      std::string_view text = first ? first_text : line.text;
      const int col = first ? first_col : line.indent + 1;
      if (!first && (line.indent != indent || is_item(text))) break;
      first = false;
      if (!starts_with_key(text)) throw GiveUp{};
      const std::size_t colon = text.find(':');
      auto key = scalar_key(line.number, col, text.substr(0, colon));
      if (!keys.insert(key->scalar).second) throw GiveUp{};  // duplicate: yaml-cpp's reader words the error
      std::string_view rest = text.substr(colon + 1);
      int vcol = col + static_cast<int>(colon) + 1;
      while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1), ++vcol;
      NodePtr value;
      ++at_;
      if (rest.empty() || rest.front() == '#') {
        if (at_ < lines_.size() && lines_[at_].indent > col - 1) {
          value = block(lines_[at_].indent);
        } else if (at_ < lines_.size() && lines_[at_].indent == col - 1 && is_item(lines_[at_].text)) {
          value = sequence(col - 1);  // a list may sit at its key's indentation
        } else {
          value = make(Node::Kind::Null, key->line, key->column);
        }
      } else {
        value = at_key(inline_value(line, rest, vcol), *key);
        no_continuation(col - 1);
      }
      m->entries.emplace_back(key, value);
    }
    weigh(*m);
    return m;
  }

  // After a one-line value, a deeper line would continue it: give up.
  void no_continuation(int indent) {
    if (at_ < lines_.size() && lines_[at_].indent > indent) throw GiveUp{};
  }

  // A value that fits on its line: flow collection, quoted or plain scalar.
  NodePtr inline_value(const Line& line, std::string_view text, int col) {
    if (text.front() == '{' || text.front() == '[') {
      std::size_t pos = 0;
      NodePtr n = flow(line, text, pos, col);
      end_of_line(text.substr(pos));
      return n;
    }
    if (text.front() == '"' || text.front() == '\'') {
      std::size_t pos = 0;
      NodePtr n = quoted(line, text, pos, col);
      end_of_line(text.substr(pos));
      return n;
    }
    if (bad_plain_start(text)) throw GiveUp{};
    std::size_t end = text.find(" #");
    std::string_view value = text.substr(0, end);
    while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
    if (value.find(": ") != std::string_view::npos || value.back() == ':' ||
        value.find('\t') != std::string_view::npos)
      throw GiveUp{};
    return scalar(line.number, col, value);
  }

  // An empty map value is placed at its key, as the yaml-cpp reader does.
  static NodePtr at_key(NodePtr value, const Node& key) {
    if (!value->is_null()) return value;
    return make(Node::Kind::Null, key.line, key.column);
  }

  static std::shared_ptr<Node> scalar(int line, int col, std::string_view value) {
    if (is_null_word(value)) return make(Node::Kind::Null, line, col);
    auto n = make(Node::Kind::Scalar, line, col);
    n->scalar = std::string(value);
    return n;
  }

  static void end_of_line(std::string_view rest) {
    std::size_t i = 0;
    while (i < rest.size() && rest[i] == ' ') ++i;
    if (i < rest.size() && !(rest[i] == '#' && i > 0)) throw GiveUp{};
  }

  static NodePtr quoted(const Line& line, std::string_view t, std::size_t& pos, int col) {
    const char q = t[pos];
    auto n = make(Node::Kind::Scalar, line.number, col);
    n->quoted = true;
    std::string out;
    std::size_t i = pos + 1;
    for (;; ++i) {
      if (i >= t.size()) throw GiveUp{};  // spans lines
      const char c = t[i];
      if (q == '\'' && c == '\'') {
        if (i + 1 < t.size() && t[i + 1] == '\'') {
          out += '\'';
          ++i;
          continue;
        }
        break;
      }
      if (q == '"' && c == '"') break;
      if (q == '"' && c == '\\') {
        if (i + 1 >= t.size()) throw GiveUp{};
        switch (t[++i]) {
          case '\\':
            out += '\\';
            break;
          case '"':
            out += '"';
            break;
          case 'n':
            out += '\n';
            break;
          case 't':
            out += '\t';
            break;
          default:
            throw GiveUp{};
        }
        continue;
      }
      if (c == '\t') throw GiveUp{};
      out += c;
    }
    n->scalar = std::move(out);
    pos = i + 1;
    return n;
  }

  // A flow collection starting at t[pos]; `col0` is the column of t[0].
  NodePtr flow(const Line& line, std::string_view t, std::size_t& pos, int col0) {
    const char open = t[pos];
    const char close = open == '{' ? '}' : ']';
    auto n =
        make(open == '{' ? Node::Kind::Map : Node::Kind::Sequence, line.number, col0 + static_cast<int>(pos));
    std::set<std::string, std::less<>> keys;
    ++pos;
    skip_spaces(t, pos);
    if (pos < t.size() && t[pos] == close) {
      ++pos;
      weigh(*n);
      return n;
    }
    for (;;) {
      NodePtr item = flow_item(line, t, pos, col0, open == '{');
      if (open == '{') {
        if (!item->is_scalar() || !keys.insert(item->scalar).second) throw GiveUp{};
        skip_spaces(t, pos);
        if (pos + 1 >= t.size() || t[pos] != ':' || t[pos + 1] != ' ') throw GiveUp{};
        pos += 2;
        skip_spaces(t, pos);
        if (pos >= t.size() || t[pos] == ',' || t[pos] == '}') throw GiveUp{};  // empty value
        NodePtr value = at_key(flow_item(line, t, pos, col0, false), *item);
        n->entries.emplace_back(item, value);
      } else {
        n->items.push_back(item);
      }
      skip_spaces(t, pos);
      if (pos >= t.size()) throw GiveUp{};
      if (t[pos] == close) {
        ++pos;
        break;
      }
      if (t[pos] != ',') throw GiveUp{};
      ++pos;
      skip_spaces(t, pos);
      if (pos >= t.size() || t[pos] == close) throw GiveUp{};  // trailing comma
    }
    weigh(*n);
    return n;
  }

  NodePtr flow_item(const Line& line, std::string_view t, std::size_t& pos, int col0, bool is_key) {
    if (pos >= t.size()) throw GiveUp{};
    const int col = col0 + static_cast<int>(pos);
    const char c = t[pos];
    if (c == '{' || c == '[') {
      if (is_key) throw GiveUp{};
      return flow(line, t, pos, col0);
    }
    if (c == '"' || c == '\'') return quoted(line, t, pos, col);
    std::size_t end = pos;
    while (end < t.size() && std::string_view(",[]{}").find(t[end]) == std::string_view::npos) {
      if (t[end] == ':' && (end + 1 >= t.size() || t[end + 1] == ' ')) break;
      if (t[end] == '#' && end > pos && t[end - 1] == ' ') throw GiveUp{};
      ++end;
    }
    std::string_view value = t.substr(pos, end - pos);
    while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
    if (value.empty() || bad_plain_start(value) || value.find('\t') != std::string_view::npos) throw GiveUp{};
    if (is_key && (end >= t.size() || t[end] != ':')) throw GiveUp{};
    if (!is_key && end < t.size() && t[end] == ':') throw GiveUp{};
    pos = pos + value.size();
    return is_key ? scalar_key(line.number, col, value) : scalar(line.number, col, value);
  }

  static std::shared_ptr<Node> scalar_key(int line, int col, std::string_view value) {
    if (is_null_word(value)) throw GiveUp{};
    auto n = make(Node::Kind::Scalar, line, col);
    n->scalar = std::string(value);
    return n;
  }

  static void skip_spaces(std::string_view t, std::size_t& pos) {
    while (pos < t.size() && t[pos] == ' ') ++pos;
  }

  std::vector<Line> lines_;
  std::size_t at_ = 0;
};

}  // namespace

std::optional<NodePtr> parse_subset(std::string_view text) {
  if (text.find('\r') != std::string_view::npos || text.find('\t') != std::string_view::npos)
    return std::nullopt;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") return std::nullopt;
  std::vector<Line> lines;
  int number = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw = text.substr(start, end - start);
    start = end + 1;
    ++number;
    std::size_t indent = 0;
    while (indent < raw.size() && raw[indent] == ' ') ++indent;
    std::string_view body = raw.substr(indent);
    while (!body.empty() && body.back() == ' ') body.remove_suffix(1);
    if (body.empty() || body.front() == '#') continue;
    if (body.substr(0, 3) == "---" || body.substr(0, 3) == "..." || body.front() == '%') return std::nullopt;
    lines.push_back(Line{number, static_cast<int>(indent), body});
  }
  try {
    return Reader(std::move(lines)).document();
  } catch (const GiveUp&) {
    return std::nullopt;
  }
}

}  // namespace kmr::harness::yaml
