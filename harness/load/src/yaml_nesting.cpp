#include "yaml_nesting.hpp"

namespace kmr::harness::yaml {
namespace {

bool blank(char c) { return c == ' ' || c == '\t'; }
bool line_end(char c) { return c == '\n' || c == '\r'; }

// Scans the text once, knowing only what it must to tell where a node may
// begin: a bracket there opens a flow collection; anywhere else it is text.
class Scan {
 public:
  Scan(std::string_view text, int limit) : t_(text), limit_(limit) {}

  std::size_t run() {
    while (i_ < t_.size()) {
      const char c = t_[i_];
      if (line_end(c)) {
        new_line();
        continue;
      }
      if (blank(c)) {
        ++i_;
        continue;
      }
      if (c == '#' && (i_ == 0 || blank(t_[i_ - 1]) || line_end(t_[i_ - 1]))) {
        skip_to_line_end();
        continue;
      }
      if (at_node_ ? node_start(c) : inside(c)) return open_at_;
    }
    return std::string_view::npos;
  }

 private:
  bool followed_by_space(std::size_t at) const {
    return at + 1 >= t_.size() || blank(t_[at + 1]) || line_end(t_[at + 1]);
  }

  void new_line() {
    if (t_[i_] == '\r' && i_ + 1 < t_.size() && t_[i_ + 1] == '\n') ++i_;
    ++i_;
    line_start_ = i_;
    at_node_ = true;
  }

  void skip_to_line_end() {
    while (i_ < t_.size() && !line_end(t_[i_])) ++i_;
  }

  // At a place where a node may begin. True when the nesting went too deep.
  bool node_start(char c) {
    switch (c) {
      case '[':
      case '{':
        if (++depth_ > limit_) {
          open_at_ = i_;
          return true;
        }
        ++i_;
        return false;
      case ']':
      case '}':
        close();
        return false;
      case '"':
        skip_double_quoted();
        at_node_ = false;
        return false;
      case '\'':
        skip_single_quoted();
        at_node_ = false;
        return false;
      case '&':
      case '!':  // an anchor or a tag: the node follows
        while (i_ < t_.size() && !blank(t_[i_]) && !line_end(t_[i_])) ++i_;
        return false;
      case '|':
      case '>':
        if (depth_ == 0) {
          skip_block_scalar();
          return false;
        }
        break;
      case '-':
      case '?':
        if (depth_ == 0 && followed_by_space(i_)) {  // a block entry or a key: a node follows
          ++i_;
          return false;
        }
        break;
      default:
        break;
    }
    at_node_ = false;  // a plain scalar (or an alias) begins
    return inside(c);
  }

  // Within a scalar or after a node: only what ends it matters.
  bool inside(char c) {
    if (depth_ > 0 && c == ',') {
      at_node_ = true;
    } else if (depth_ > 0 && (c == ']' || c == '}')) {
      close();
      return false;
    } else if (c == ':' &&
               (followed_by_space(i_) || (depth_ > 0 && i_ + 1 < t_.size() &&
                                          (t_[i_ + 1] == ',' || t_[i_ + 1] == ']' || t_[i_ + 1] == '}')))) {
      at_node_ = true;
    }
    ++i_;
    return false;
  }

  void close() {
    if (depth_ > 0) --depth_;
    at_node_ = false;
    ++i_;
  }

  void skip_double_quoted() {
    for (++i_; i_ < t_.size(); ++i_) {
      if (t_[i_] == '\\') {
        ++i_;
      } else if (t_[i_] == '"') {
        ++i_;
        return;
      }
    }
  }

  void skip_single_quoted() {
    for (++i_; i_ < t_.size(); ++i_) {
      if (t_[i_] != '\'') continue;
      if (i_ + 1 < t_.size() && t_[i_ + 1] == '\'') {
        ++i_;  // '' is a quote within
        continue;
      }
      ++i_;
      return;
    }
  }

  std::size_t indent_of(std::size_t start) const {
    std::size_t n = 0;
    while (start + n < t_.size() && t_[start + n] == ' ') ++n;
    return n;
  }

  // `|` or `>`: the lines after it indented deeper than its own are its text.
  void skip_block_scalar() {
    const std::size_t own = indent_of(line_start_);
    skip_to_line_end();
    while (i_ < t_.size()) {
      std::size_t next = i_ + 1;
      if (t_[i_] == '\r' && next < t_.size() && t_[next] == '\n') ++next;
      const std::size_t indent = indent_of(next);
      const bool empty = next + indent >= t_.size() || line_end(t_[next + indent]);
      if (!empty && indent <= own) return;  // the new line is read as usual
      i_ = next + indent;
      skip_to_line_end();
    }
  }

  std::string_view t_;
  int limit_;
  std::size_t i_ = 0;
  std::size_t line_start_ = 0;
  int depth_ = 0;
  bool at_node_ = true;
  std::size_t open_at_ = std::string_view::npos;
};

}  // namespace

std::size_t flow_nesting_over(std::string_view text, int limit) { return Scan(text, limit).run(); }

}  // namespace kmr::harness::yaml
