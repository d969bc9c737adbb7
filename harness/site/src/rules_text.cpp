#include "rules_text.hpp"

#include <cctype>
#include <vector>

#include "kmr/base/html_escape.hpp"

namespace kmr::harness::html {
namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool alnum(char c) { return digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// A rule number at `text[at]` ("R12", "R12.3", "R5.3a"): its length, 0 if none.
std::size_t rule_number(std::string_view text, std::size_t at) {
  if (text[at] != 'R' || (at > 0 && (alnum(text[at - 1]) || text[at - 1] == '#'))) return 0;
  std::size_t i = at + 1;
  while (i < text.size() && digit(text[i]) && i - at <= 2) ++i;
  if (i == at + 1) return 0;
  if (i + 1 < text.size() && text[i] == '.' && digit(text[i + 1])) {
    std::size_t j = i + 1;
    while (j < text.size() && digit(text[j])) ++j;
    if (j < text.size() && text[j] >= 'a' && text[j] <= 'z' && (j + 1 >= text.size() || !alnum(text[j + 1])))
      ++j;
    i = j;
  }
  if (i < text.size() && alnum(text[i])) return 0;
  return i - at;
}

std::string trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return std::string(s);
}

// `**bold**`, `*italic*` and `` `code` `` of an escaped line.
std::string inline_marks(std::string_view escaped) {
  std::string out;
  bool bold = false, em = false, code = false;
  for (std::size_t i = 0; i < escaped.size(); ++i) {
    const char c = escaped[i];
    if (c == '`') {
      out += code ? "</code>" : "<code>";
      code = !code;
    } else if (!code && c == '*' && i + 1 < escaped.size() && escaped[i + 1] == '*') {
      out += bold ? "</strong>" : "<strong>";
      bold = !bold;
      ++i;
    } else if (!code && c == '*' && (em || (i + 1 < escaped.size() && escaped[i + 1] != ' '))) {
      out += em ? "</em>" : "<em>";
      em = !em;
    } else {
      out += c;
    }
  }
  if (code) out += "</code>";
  if (em) out += "</em>";
  if (bold) out += "</strong>";
  return out;
}

std::string inline_text(std::string_view text, const std::set<std::string>& anchors) {
  return link_rules(inline_marks(html_escape(text)), "", anchors);
}

std::size_t indent_of(std::string_view line) {
  std::size_t n = 0;
  while (n < line.size() && line[n] == ' ') ++n;
  return n;
}
bool blank(std::string_view line) { return trim(line).empty(); }

// "1. text" -> 3 (the text's offset); 0 when not an ordered item.
std::size_t ordered_item(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && digit(line[i])) ++i;
  return i > 0 && i + 1 < line.size() && line[i] == '.' && line[i + 1] == ' ' ? i + 2 : 0;
}

// "**R12.3** text" -> "R12.3"; "" when the item does not start with a clause number.
std::string clause_label(std::string_view text) {
  if (text.substr(0, 2) != "**") return "";
  const std::size_t end = text.find("**", 2);
  if (end == std::string_view::npos) return "";
  const std::string_view label = text.substr(2, end - 2);
  return rule_number(label, 0) == label.size() && !label.empty() ? std::string(label) : "";
}

std::string table(const std::vector<std::string_view>& rows, const std::set<std::string>& anchors) {
  std::string out = "<table class=\"rules-table\">";
  bool head = true;
  for (std::string_view row : rows) {
    std::string r = trim(row);
    if (r.find_first_not_of("|-: ") == std::string::npos) continue;  // the |---|---| line
    if (!r.empty() && r.front() == '|') r.erase(0, 1);
    if (!r.empty() && r.back() == '|') r.pop_back();
    out += "<tr>";
    std::size_t start = 0;
    while (start <= r.size()) {
      std::size_t bar = r.find('|', start);
      if (bar == std::string::npos) bar = r.size();
      const std::string cell = trim(std::string_view(r).substr(start, bar - start));
      out += head ? "<th>" : "<td>";
      out += inline_text(cell, anchors);
      out += head ? "</th>" : "</td>";
      start = bar + 1;
    }
    out += "</tr>";
    head = false;
  }
  return out + "</table>\n";
}

std::string blocks(const std::vector<std::string_view>& lines, const std::set<std::string>& anchors);

// The lines of one list item: its first line's text, then those indented under it.
std::size_t item_end(const std::vector<std::string_view>& lines, std::size_t i, std::size_t indent) {
  std::size_t j = i + 1;
  while (j < lines.size()) {
    if (blank(lines[j])) {
      if (j + 1 < lines.size() && !blank(lines[j + 1]) && indent_of(lines[j + 1]) >= indent) {
        ++j;
        continue;
      }
      break;
    }
    if (indent_of(lines[j]) < indent) break;
    ++j;
  }
  return j;
}

std::vector<std::string_view> dedent(const std::vector<std::string_view>& lines, std::size_t from,
                                     std::size_t to, std::size_t by) {
  std::vector<std::string_view> out;
  for (std::size_t k = from; k < to; ++k) {
    std::string_view l = lines[k];
    l.remove_prefix(std::min(by, indent_of(l)));
    out.push_back(l);
  }
  return out;
}

std::string list_item(const std::vector<std::string_view>& lines, std::size_t i, std::size_t end,
                      std::size_t offset, const std::set<std::string>& anchors) {
  // The item's text: its first line and the lines that continue it as a paragraph.
  std::string text(lines[i].substr(offset));
  std::size_t k = i + 1;
  while (k < end && !blank(lines[k])) {
    const std::string_view rest = lines[k].substr(std::min(indent_of(lines[k]), lines[k].size()));
    if (rest.substr(0, 2) == "- " || rest.front() == '|' || ordered_item(rest)) break;
    text += ' ' + std::string(rest);
    ++k;
  }
  const std::string label = clause_label(text);
  std::string out = "<li";
  if (!label.empty()) {
    out += " id=\"" + label + "\" class=\"clause\"><a class=\"clause-number\" href=\"#" + label + "\">" +
           label + "</a>";
    text = text.substr(label.size() + 4);
  } else {
    out += ">";
  }
  out += inline_text(text, anchors);
  if (k < end) out += blocks(dedent(lines, k, end, offset), anchors);
  return out + "</li>\n";
}

std::string blocks(const std::vector<std::string_view>& lines, const std::set<std::string>& anchors) {
  std::string out;
  std::size_t i = 0;
  while (i < lines.size()) {
    const std::string_view line = lines[i];
    const std::string t = trim(line);
    if (t.empty()) {
      ++i;
      continue;
    }
    if (t == "---") {
      out += "<hr>\n";
      ++i;
      continue;
    }
    if (t[0] == '#') {
      std::size_t level = 0;
      while (level < t.size() && t[level] == '#') ++level;
      const std::string title = trim(std::string_view(t).substr(level));
      const std::size_t n = rule_number(title, 0);
      const std::string h = std::to_string(std::min<std::size_t>(level, 6));
      out += "<h" + h;
      if (n > 0 && (n == title.size() || title[n] == ' ')) {
        const std::string id = title.substr(0, n);
        out += " id=\"" + id + "\"><a class=\"clause-number\" href=\"#" + id + "\">" + id + "</a>" +
               inline_marks(html_escape(title.substr(n)));
      } else {
        out += ">" + inline_marks(html_escape(title));
      }
      out += "</h" + h + ">\n";
      ++i;
      continue;
    }
    if (t[0] == '|') {
      std::vector<std::string_view> rows;
      while (i < lines.size() && !trim(lines[i]).empty() && trim(lines[i])[0] == '|')
        rows.push_back(lines[i++]);
      out += table(rows, anchors);
      continue;
    }
    const std::size_t indent = indent_of(line);
    const std::string_view body = line.substr(indent);
    const bool bullet = body.substr(0, 2) == "- ";
    const std::size_t ordered = ordered_item(body);
    if (bullet || ordered) {
      out += bullet ? "<ul>\n" : "<ol>\n";
      while (i < lines.size() && !blank(lines[i]) && indent_of(lines[i]) == indent) {
        const std::string_view b = lines[i].substr(indent);
        const std::size_t off = b.substr(0, 2) == "- " ? 2 : ordered_item(b);
        if (off == 0 || (b.substr(0, 2) == "- ") != bullet) break;
        const std::size_t end = item_end(lines, i, indent + off);
        out += list_item(lines, i, end, indent + off, anchors);
        i = end;
        while (i < lines.size() && blank(lines[i]) && i + 1 < lines.size() &&
               indent_of(lines[i + 1]) == indent &&
               lines[i + 1].substr(indent, 2) == (bullet ? "- " : lines[i + 1].substr(indent, 2)))
          ++i;
      }
      out += bullet ? "</ul>\n" : "</ol>\n";
      continue;
    }
    std::string para;
    while (i < lines.size() && !blank(lines[i])) {
      const std::string l = trim(lines[i]);
      if (l[0] == '#' || l[0] == '|' || l.substr(0, 2) == "- " || l == "---") break;
      para += (para.empty() ? "" : " ") + l;
      ++i;
    }
    if (para.empty()) {  // a line no block takes: shown as it is
      para = t;
      ++i;
    }
    out += "<p>" + inline_text(para, anchors) + "</p>\n";
  }
  return out;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(start, end - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    lines.push_back(l);
    start = end + 1;
  }
  return lines;
}

}  // namespace

std::set<std::string> rule_anchors(std::string_view markdown) {
  std::set<std::string> out;
  for (std::string_view line : split_lines(markdown)) {
    const std::string t = trim(line);
    if (t.rfind("## ", 0) == 0) {
      const std::size_t n = rule_number(t, 3);
      if (n > 0) out.insert(t.substr(3, n));
    } else if (t.rfind("- **", 0) == 0) {
      const std::string label = clause_label(std::string_view(t).substr(2));
      if (!label.empty()) out.insert(label);
    }
  }
  return out;
}

namespace {

constexpr std::string_view kPublishedOpening =
    "The base rules of *Knightmare Chess* in our own words, numbered R1 to R30 so that the rulings can cite "
    "them (R12.3). Everything here paraphrases the published rules and the *Official Rulings*; nothing is "
    "quoted. Each clause ends with where it comes from: `RB` the rulebook, `RB2` the glossary of the "
    "*Knightmare Chess 2* rulebook, `FAQ1` to `FAQ4` the *Official Rulings* by section (`FAQ3-B`: section 3, "
    "letter B), `CARD` a card's text, and `INT` our own reading where the sources say nothing, which is no "
    "official ruling.\n\n"
    "Where a card and these rules disagree, the card wins (R14), except that nothing beats the Checkmate "
    "Rule (R12, R13). Where a ruling and these rules disagree, the ruling wins.\n";

std::string rules_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Is this text a note about the program or its files, not about the game?
bool about_the_program(std::string_view text) {
  std::string t;  // lower case, each run of spaces and line breaks one space
  for (char c : rules_lower(text))
    if (c == ' ' || c == '\n' || c == '\r') {
      if (!t.empty() && t.back() != ' ') t += ' ';
    } else {
      t += c;
    }
  for (std::string_view word : {"engine", "scenario format", "scenario-format", ".yaml", ".txt", ".md",
                                "shared/", "knowledge base", "rulings knowledge"})
    if (t.find(word) != std::string::npos) return true;
  return false;
}

// Drops each parenthesis that is a note about the program (its `INT` tag kept).
std::string without_notes(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '(') {
      out += text[i];
      continue;
    }
    int depth = 0;
    std::size_t j = i;
    for (; j < text.size(); ++j) {
      if (text[j] == '(') ++depth;
      if (text[j] == ')' && --depth == 0) break;
    }
    const std::string_view inside = text.substr(i, j - i + 1);
    if (j >= text.size() || !about_the_program(inside)) {
      out += text[i];
      continue;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    if (inside.find("`INT`") != std::string_view::npos) out += " (`INT`)";
    i = j;
  }
  return out;
}

// Drops each sentence about the program: from the end of the sentence
// before (or the clause's label, or the line's start) to its full stop.
std::string without_program_sentences(std::string text) {
  for (std::size_t at = rules_lower(text).find("engine"); at != std::string::npos;
       at = rules_lower(text).find("engine", at)) {
    std::size_t start = at;
    while (start > 0) {
      const char c = text[start - 1];
      if ((c == ' ' || c == '\n') && start >= 2 && text[start - 2] == '.') break;
      if (c == '\n' && start >= 2 && text[start - 2] == '\n') break;
      if (text.compare(start >= 3 ? start - 3 : 0, 3, "** ") == 0) break;
      --start;
    }
    std::size_t end = text.find('.', at);
    while (end != std::string::npos && end + 1 < text.size() && text[end + 1] != ' ' && text[end + 1] != '\n')
      end = text.find('.', end + 1);
    if (end == std::string::npos) end = text.size() - 1;
    std::size_t stop = end + 1;
    while (stop < text.size() && text[stop] == ' ') ++stop;
    text.erase(start, stop - start);
    at = start;
  }
  return text;
}

}  // namespace

std::string published_rules(std::string_view markdown) {
  std::string text(markdown);
  // The opening (up to the first rule) speaks of the reference and its files.
  const std::size_t title_end = text.rfind("# ", 0) == 0 ? text.find('\n') : std::string::npos;
  const std::size_t first_rule = text.find("\n## R");
  if (title_end != std::string::npos && first_rule != std::string::npos && first_rule > title_end)
    text = text.substr(0, title_end + 1) + "\n" + std::string(kPublishedOpening) + "\n" +
           text.substr(first_rule + 1);
  // The notes for the knowledge base after the rules.
  if (const std::size_t tensions = text.find("\n### Known tensions"); tensions != std::string::npos)
    text.erase(tensions + 1);
  text = without_program_sentences(without_notes(text));
  // A table cell or code span naming a file goes ("`shared/spec/scenario-format.md`").
  for (std::size_t at = text.find('`'); at != std::string::npos;) {
    const std::size_t end = text.find('`', at + 1);
    if (end == std::string::npos) break;
    if (about_the_program(std::string_view(text).substr(at, end - at + 1))) {
      std::size_t from = at;
      while (from > 0 && (text[from - 1] == ' ' || text[from - 1] == ';')) --from;
      text.erase(from, end + 1 - from);
      at = text.find('`', from);
    } else {
      at = text.find('`', end + 1);
    }
  }
  return text;
}

std::string rules_html(std::string_view markdown, const std::set<std::string>& anchors) {
  return blocks(split_lines(markdown), anchors);
}

std::string link_rules(std::string_view escaped, std::string_view page,
                       const std::set<std::string>& anchors) {
  if (anchors.empty()) return std::string(escaped);
  std::string out;
  bool in_tag = false;
  for (std::size_t i = 0; i < escaped.size();) {
    const char c = escaped[i];
    if (c == '<') in_tag = true;
    if (c == '>') in_tag = false;
    const std::size_t n = in_tag ? 0 : rule_number(escaped, i);
    if (n == 0) {
      out += c;
      ++i;
      continue;
    }
    std::string id(escaped.substr(i, n));
    if (!anchors.count(id)) {
      const std::size_t dot = id.find('.');
      if (dot != std::string::npos && anchors.count(id.substr(0, dot))) id = id.substr(0, dot);
    }
    if (anchors.count(id)) {
      out += "<a class=\"rule-ref\" href=\"";
      out += page;
      out += "#" + id + "\">" + std::string(escaped.substr(i, n)) + "</a>";
    } else {
      out += escaped.substr(i, n);
    }
    i += n;
  }
  return out;
}

}  // namespace kmr::harness::html
