// The FAQ text reader (kmr/harness/faq_text.hpp). Line by line: headers,
// page furniture, "Q."/"A." starts, and everything else continues the
// paragraph it follows.
#include "kmr/faq/text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>

#include "kmr/base/text_file.hpp"

namespace kmr::harness {
namespace {

constexpr std::string_view kHead = "Official Rulings";

std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\f\v");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\f\v");
  return s.substr(first, last - first + 1);
}

bool is_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::vector<std::string_view> split(std::string_view s, std::string_view seps) {
  std::vector<std::string_view> out;
  std::size_t at = 0;
  while (at <= s.size()) {
    const std::size_t end = std::min(s.find_first_of(seps, at), s.size());
    if (end > at) out.push_back(s.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

// Page numbers ("3", "Page 3", "Page 3 of 12", "- 3 -", "3 of 12", "3/12")
// and the list of letters under "Section 3" ("A, B, C, ...").
bool is_furniture(std::string_view t) {
  if (is_digits(t)) return true;
  const std::string l = lower(t);
  std::string_view v = l;
  if (v.starts_with("page ")) v = trim(v.substr(5));
  if (is_digits(v)) return true;
  if (v.size() >= 3 && v.front() == '-' && v.back() == '-' && is_digits(trim(v.substr(1, v.size() - 2))))
    return true;
  const auto words = split(v, " /");
  if (words.size() == 3 && is_digits(words[0]) && words[1] == "of" && is_digits(words[2])) return true;
  if (words.size() == 2 && v.find('/') != std::string_view::npos && is_digits(words[0]) &&
      is_digits(words[1]))
    return true;
  const auto letters = split(t, ", ");
  return letters.size() >= 3 && std::all_of(letters.begin(), letters.end(), [](std::string_view w) {
           return w.size() == 1 && w[0] >= 'A' && w[0] <= 'Z';
         });
}

// "Q." or "Q:" (then a space or the end of the line): the text after it.
std::optional<std::string_view> starts_part(std::string_view t, char which) {
  if (t.size() < 2 || t[0] != which || (t[1] != '.' && t[1] != ':')) return std::nullopt;
  if (t.size() > 2 && t[2] != ' ' && t[2] != '\t') return std::nullopt;
  return trim(t.substr(2));
}

void append(std::string& to, std::string_view text) {
  if (text.empty()) return;
  if (!to.empty()) to += ' ';
  to += text;
}

class Parser {
 public:
  explicit Parser(std::string name) : name_(std::move(name)) { doc_.path = name_; }

  Expected<FaqDocument> run(std::string_view text) {
    int number = 0;
    std::size_t at = 0;
    while (at <= text.size() && !error_) {
      const std::size_t end = std::min(text.find('\n', at), text.size());
      const std::string_view raw = text.substr(at, end - at);
      at = end + 1;
      ++number;
      if (raw.empty() && end == text.size()) break;
      line(raw, number);
    }
    if (!error_) finish();
    if (!error_ && doc_.places.empty())
      fail(1, 1,
           "no 'Section N:' header (expected FAQ text: 'Official Rulings', then 'Section 1: ...' or "
           "'Section 3: Specific Cards - B', then 'Q.' and 'A.' paragraphs)");
    if (error_) return Error{*error_};
    return std::move(doc_);
  }

 private:
  void fail(int line, int column, const std::string& message) {
    if (!error_) error_ = name_ + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
  }

  void line(std::string_view raw, int number) {
    const std::string_view t = trim(raw);
    if (t.empty()) return;
    const int column = static_cast<int>(raw.find_first_not_of(" \t\r\f\v")) + 1;
    if (t.starts_with(kHead)) return head(t, number, column);
    if (t == "FAQ") return;
    if (t.starts_with("Section ")) return section(t, number, column);
    if (is_furniture(t)) return;
    if (auto q = starts_part(t, 'Q')) return question(*q, number, column);
    if (auto a = starts_part(t, 'A')) return answer(*a, number, column);
    if (!open_) {
      fail(number, column, "text outside an entry (expected 'Q.' to begin one)");
      return;
    }
    append(in_answer_ ? entry_.answer : entry_.question, t);
  }

  // "Official Rulings", "Official Rulings - November 28, 2007".
  void head(std::string_view t, int number, int column) {
    std::string_view rest = trim(t.substr(kHead.size()));
    if (rest.empty()) return;
    if (rest.front() == '-' || rest.front() == ',' || rest.front() == ':') rest = trim(rest.substr(1));
    const int date_column = column + static_cast<int>(t.size() - rest.size());
    const auto date = parse_edition_date(rest);
    if (!date) {
      fail(number, date_column,
           "cannot read the edition date '" + std::string(rest) +
               "' (expected a date such as November 28, 2007)");
      return;
    }
    if (!doc_.edition.empty() && doc_.edition != *date) {
      fail(number, date_column, "edition " + *date + " differs from the " + doc_.edition + " named earlier");
      return;
    }
    doc_.edition = *date;
  }

  // "Section 1: Check, ...", "Section 3: Specific Cards - B".
  void section(std::string_view t, int number, int column) {
    const std::size_t colon = t.find(':');
    const std::string_view n = trim(t.substr(8, colon == std::string_view::npos ? t.npos : colon - 8));
    if (colon == std::string_view::npos || n.size() != 1 || n[0] < '1' || n[0] > '4') {
      fail(number, column, "bad section header (expected 'Section N: title' with N from 1 to 4)");
      return;
    }
    const std::string_view title = trim(t.substr(colon + 1));
    FaqPlace place{std::string(n), std::nullopt};
    if (place.section == "3") {
      const std::size_t dash = title.rfind(" - ");
      if (dash != std::string_view::npos) {
        const std::string_view letter = trim(title.substr(dash + 3));
        if (letter.size() != 1 || letter[0] < 'A' || letter[0] > 'Z') {
          fail(
              number, column + static_cast<int>(t.size() - (title.size() - dash - 3)),
              "bad letter '" + std::string(letter) + "' in a Section 3 header (expected one capital letter)");
          return;
        }
        place.letter = std::string(letter);
      }
    }
    if (place_ && *place_ == place) return;  // a running head repeated on a new page
    finish();
    place_ = place;
    if (std::find(doc_.places.begin(), doc_.places.end(), place) == doc_.places.end()) {
      doc_.places.push_back(place);
      doc_.titles.emplace_back(title);
    }
  }

  void question(std::string_view text, int number, int column) {
    finish();
    if (error_) return;
    if (!place_) {
      fail(number, column, "'Q.' before any section header (expected 'Section N: ...' first)");
      return;
    }
    if (place_->section == "3" && !place_->letter) {
      fail(number, column, "'Q.' in Section 3 without a letter (expected 'Section 3: Specific Cards - B')");
      return;
    }
    entry_ = FaqEntry{};
    entry_.file = name_;
    entry_.line = number;
    entry_.place = *place_;
    entry_.position = ++positions_[*place_];
    entry_.question = std::string(text);
    open_ = true;
    in_answer_ = false;
  }

  void answer(std::string_view text, int number, int column) {
    if (!open_) {
      fail(number, column, "'A.' with no 'Q.' before it");
      return;
    }
    if (in_answer_) {
      fail(number, column, "a second 'A.' for the question of line " + std::to_string(entry_.line));
      return;
    }
    in_answer_ = true;
    append(entry_.answer, text);
  }

  void finish() {
    if (!open_ || error_) return;
    open_ = false;
    if (entry_.question.empty()) return fail(entry_.line, 1, "empty question after 'Q.'");
    if (!in_answer_) return fail(entry_.line, 1, "question without an answer (expected an 'A.' paragraph)");
    if (entry_.answer.empty()) return fail(entry_.line, 1, "empty answer after 'A.'");
    entry_.edition = doc_.edition;
    doc_.entries.push_back(std::move(entry_));
  }

  std::string name_;
  FaqDocument doc_;
  std::optional<std::string> error_;
  std::optional<FaqPlace> place_;
  std::map<FaqPlace, int> positions_;
  FaqEntry entry_;
  bool open_ = false;
  bool in_answer_ = false;
};

int month_number(std::string_view word) {
  static constexpr std::array<std::string_view, 12> kMonths = {
      "january", "february", "march",     "april",   "may",      "june",
      "july",    "august",   "september", "october", "november", "december"};
  std::string w = lower(word);
  if (!w.empty() && w.back() == '.') w.pop_back();
  for (std::size_t i = 0; i < kMonths.size(); ++i)
    if (w == kMonths[i] || (w.size() >= 3 && kMonths[i].starts_with(w))) return static_cast<int>(i) + 1;
  return 0;
}

}  // namespace

std::optional<std::string> parse_edition_date(std::string_view text) {
  const std::string_view t = trim(text);
  if (t.size() == 10 && t[4] == '-' && t[7] == '-' && is_digits(t.substr(0, 4)) &&
      is_digits(t.substr(5, 2)) && is_digits(t.substr(8, 2)))
    return std::string(t);
  const auto words = split(t, " ,");
  if (words.size() != 3) return std::nullopt;
  int month = month_number(words[0]);
  std::string_view day = words[1];
  if (month == 0) {
    month = month_number(words[1]);
    day = words[0];
  }
  if (month == 0 || !is_digits(day) || day.size() > 2 || words[2].size() != 4 || !is_digits(words[2]))
    return std::nullopt;
  const int d = std::stoi(std::string(day));
  if (d < 1 || d > 31) return std::nullopt;
  return std::string(words[2]) + "-" + two_digits(month) + "-" + two_digits(d);
}

Expected<FaqDocument> parse_faq_text(std::string_view text, const std::string& name) {
  // A UTF-8 byte order mark (what some editors and PDF extractors write
  // first) is no text: the first line is read after it.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  return Parser(name).run(text);
}

Expected<FaqDocument> read_faq_file(const std::string& path) {
  auto text = read_text_file(path, "FAQ text");
  if (!text) return text.error();
  return parse_faq_text(*text, path);
}

std::string two_digits(int n) {
  std::string s = std::to_string(n);
  if (s.size() < 2) s.insert(s.begin(), '0');
  return s;
}

}  // namespace kmr::harness
