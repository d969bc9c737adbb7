// The rulings loader (rulings/README.md): YAML text to Ruling values,
// strictly. The first problem in a file stops it with "file:line:column:
// message"; nothing is defaulted silently.
#include "kmr/load/rulings_loader.hpp"

#include "json_schema_text.hpp"
#include "kmr/load/schema.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <span>
#include <sstream>
#include <utility>
#include <variant>

#include "kmr/base/message_text.hpp"
#include "kmr/base/parallel_for.hpp"
#include "kmr/base/text_file.hpp"
#include "kmr/card.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/model/unknown_card.hpp"
#include "node_reader.hpp"

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;
using yaml::Node;
using yaml::NodePtr;
using Entry = std::pair<NodePtr, NodePtr>;
using Names = std::span<const std::string_view>;

constexpr std::array<std::string_view, 5> kTopKeys = {"section", "letter", "title", "source", "rulings"};
constexpr std::array<std::string_view, 2> kSourceKeys = {"document", "revised"};
constexpr std::array<std::string_view, 11> kRulingKeys = {"id",       "position", "source",  "cards",
                                                          "question", "answer",   "same_as", "scenarios",
                                                          "status",   "reason",   "notes"};
// An entry's own `source`: another document (A-07), its fingerprint (`kmr faq stamp`), or both.
constexpr std::array<std::string_view, 3> kEntrySourceKeys = {"document", "revised", "fingerprint"};
constexpr std::array<std::string_view, 3> kFingerprintKeys = {"edition", "question", "answer"};
constexpr std::array<std::string_view, 4> kSections = {"1", "2", "3", "4"};
constexpr std::string_view kPendingPrefix = "pending:";
constexpr std::string_view kUntestable = "untestable";

bool contains(Names names, std::string_view s) {
  return std::find(names.begin(), names.end(), s) != names.end();
}

std::string join(Names names) {
  std::string out;
  for (auto n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_capital(char c) { return c >= 'A' && c <= 'Z'; }

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(first, last - first + 1));
}

// S1-07 or B-07: the number after the hyphen (1 to 99, two digits), or 0 when `id` is not `prefix-NN`.
int id_number(std::string_view id, std::string_view prefix) {
  if (id.size() != prefix.size() + 3 || !id.starts_with(prefix) || id[prefix.size()] != '-') return 0;
  const char tens = id[prefix.size() + 1];
  const char units = id[prefix.size() + 2];
  if (!is_digit(tens) || !is_digit(units)) return 0;
  return (tens - '0') * 10 + (units - '0');
}

// Any well-formed ruling id: S1-01 ... S4-99, or A-01 ... Z-99.
bool is_ruling_id(std::string_view id) {
  if (id.size() == 5 && id[0] == 'S' && id[1] >= '1' && id[1] <= '4')
    return id_number(id, id.substr(0, 2)) > 0;
  return id.size() == 4 && is_capital(id[0]) && id_number(id, id.substr(0, 1)) > 0;
}

// YYYY-MM-DD, a real calendar date.
bool is_date(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
    if (!is_digit(s[i])) return false;
  auto number = [&](std::size_t at, std::size_t n) {
    int v = 0;
    for (std::size_t i = at; i < at + n; ++i) v = v * 10 + (s[i] - '0');
    return v;
  };
  const std::chrono::year_month_day date{std::chrono::year{number(0, 4)},
                                         std::chrono::month{static_cast<unsigned>(number(5, 2))},
                                         std::chrono::day{static_cast<unsigned>(number(8, 2))}};
  return date.ok();
}

// The file name a section or letter calls for.
std::string expected_file_name(const std::string& section, const std::optional<std::string>& letter) {
  if (letter) return section + "-" + *letter + ".yaml";
  return "section-" + section + ".yaml";
}

// "section 1", "section 3, letter B".
std::string place_name(const std::string& section, const std::optional<std::string>& letter) {
  std::string out = "section " + section;
  if (letter) out += ", letter " + *letter;
  return out;
}

// Reads the tree of one file. Every read_* returns false after recording the
// first error; callers return at once.
class Reader : public NodeReader {
 public:
  using NodeReader::NodeReader;

  bool read_file(const NodePtr& root, RulingsFile& out) {
    if (!root || root->is_null())
      return fail_at(1, 1, "empty file (expected a rulings file: section, title, source and rulings)");
    if (!root->is_map())
      return fail(*root, "expected a map at the top of the file, got " + yaml::describe(*root));
    if (!check_keys(*root, kTopKeys, "at the top of the file")) return false;

    const Entry* section = root->find("section");
    if (!section) return fail(*root, "rulings file has no 'section'");
    if (!read_string(*section->second, "section", out.section)) return false;
    if (!contains(kSections, out.section))
      return fail(*section->second, "bad section '" + out.section + "' (allowed: " + join(kSections) + ")");
    const Entry* letter = root->find("letter");
    if (letter && !letter->second->is_null()) {
      if (!read_string(*letter->second, "letter", out.letter.emplace())) return false;
      if (out.letter->size() != 1 || !is_capital(out.letter->front()))
        return fail(*letter->second,
                    "bad letter '" + *out.letter + "' (expected one capital letter, A to Z)");
      if (out.section != "3")
        return fail(*letter->second,
                    "'letter' is only for Section 3 (this file is section " + out.section + ")");
    }
    if (out.section == "3" && !out.letter)
      return fail(letter ? *letter->first : *section->second,
                  "a Section 3 file needs a 'letter' (one capital letter, A to Z)");
    const std::string expected = expected_file_name(out.section, out.letter);
    const std::string actual = fs::path(file_).filename().string();
    if (actual != expected)
      return fail(*section->second, "file name " + in_quotes(actual) + " does not match " +
                                        place_name(out.section, out.letter) + " (expected " + expected + ")");

    const Entry* title = root->find("title");
    if (!title) return fail(*root, "rulings file has no 'title'");
    if (!read_text(*title->second, "title", out.title)) return false;

    const Entry* source = root->find("source");
    if (!source) return fail(*root, "rulings file has no 'source'");
    RulingSource shared;
    if (!read_source(*source->second, shared)) return false;
    shared.section = out.section;
    shared.letter = out.letter;

    const Entry* rulings = root->find("rulings");
    if (!rulings) return fail(*root, "rulings file has no 'rulings'");
    const Node& items = *rulings->second;
    if (!want_list(items, "'rulings'")) return false;
    if (items.items.empty()) return fail(items, "'rulings' is empty (a file needs at least one ruling)");
    const std::string prefix = out.letter ? *out.letter : "S" + out.section;
    for (const auto& item : items.items) {
      Ruling ruling;
      ruling.source = shared;
      if (!read_ruling(*item, prefix, place_name(out.section, out.letter), ruling)) return false;
      out.rulings.push_back(std::move(ruling));
    }
    return check_order(out.rulings);
  }

 private:
  // ---- errors and shapes

  using NodeReader::fail;
  bool fail(const SourceLoc& at, const std::string& message) { return fail_at(at.line, at.column, message); }

  // `where`: "in a ruling", "at the top of the file"...
  bool check_keys(const Node& map, Names allowed, std::string_view where) {
    for (const auto& [key, value] : map.entries)
      if (!contains(allowed, key->scalar))
        return fail(*key, "unknown key " + in_quotes(key->scalar) + " " + std::string(where) +
                              " (allowed: " + join(allowed) + ")");
    return true;
  }

  bool read_string(const Node& n, std::string_view key, std::string& out) {
    return want_scalar(n, "a string for " + in_quotes(key), out);
  }

  // A string that must say something.
  bool read_text(const Node& n, std::string_view key, std::string& out) {
    if (!read_string(n, key, out)) return false;
    if (trim(out).empty()) return fail(n, in_quotes(key) + " is empty");
    return true;
  }

  // A list of strings, each checked by `check` (which records its own error), none twice.
  template <class Check>
  bool read_list(const Node& n, std::string_view key, std::string_view noun, std::vector<std::string>& out,
                 Check check) {
    if (!want_list(n, in_quotes(key))) return false;
    for (const auto& item : n.items) {
      std::string value;
      if (!want_scalar(*item, noun, value) || !check(*item, value)) return false;
      if (std::find(out.begin(), out.end(), value) != out.end())
        return fail(*item, in_quotes(value) + " is listed twice in " + in_quotes(key));
      out.push_back(std::move(value));
    }
    return true;
  }

  // ---- the file's source

  bool read_source(const Node& n, RulingSource& out) {
    if (!want_map(n, "'source'") || !check_keys(n, kSourceKeys, "in 'source'")) return false;
    return read_document(n, out);
  }

  // `document` and `revised` of a 'source' map.
  bool read_document(const Node& n, RulingSource& out) {
    const Entry* document = n.find("document");
    if (!document) return fail(n, "'source' has no 'document'");
    if (!read_text(*document->second, "document", out.document)) return false;
    const Entry* revised = n.find("revised");
    if (!revised) return fail(n, "'source' has no 'revised'");
    if (!read_string(*revised->second, "revised", out.revised)) return false;
    if (!is_date(out.revised))
      return fail(*revised->second, "bad date '" + out.revised + "' for 'revised' (expected YYYY-MM-DD)");
    return true;
  }

  // ---- one ruling

  bool read_ruling(const Node& n, const std::string& prefix, const std::string& place, Ruling& out) {
    if (!want_map(n, "a ruling") || !check_keys(n, kRulingKeys, "in a ruling")) return false;
    out.loc = SourceLoc{file_, n.line, n.column};
    const Entry* id = n.find("id");
    if (!id) return fail(n, "ruling has no 'id'");
    if (!read_string(*id->second, "id", out.id)) return false;
    const int number = id_number(out.id, prefix);
    if (number == 0)
      return fail(*id->second, "ruling id '" + out.id + "' does not fit " + place + " (expected " + prefix +
                                   "- and two digits, such as " + prefix + "-01)");
    const std::string named = "ruling " + out.id;

    const Entry* position = n.find("position");
    if (!position) return fail(n, named + " has no 'position'");
    if (!read_position(*position->second, out.source.position)) return false;
    if (out.source.position != number)
      return fail(*position->second, "position " + std::to_string(out.source.position) +
                                         " does not match ruling id " + out.id + " (expected " +
                                         std::to_string(number) + ")");

    // A ruling printed in another document than the file's (A-07: the web
    // revision) names its own; `kmr faq stamp` adds the fingerprint.
    if (const Entry* source = n.find("source"))
      if (!read_entry_source(*source->second, out.source)) return false;

    if (const Entry* cards = n.find("cards")) {
      bool ok = read_list(*cards->second, "cards", "a card id", out.cards,
                          [&](const Node& item, const std::string& card) {
                            return find_card(card) || fail(item, unknown_card_message(card));
                          });
      if (!ok) return false;
    }

    const Entry* question = n.find("question");
    if (!question) return fail(n, named + " has no 'question'");
    if (!read_text(*question->second, "question", out.question)) return false;
    const Entry* answer = n.find("answer");
    if (!answer) return fail(n, named + " has no 'answer'");
    if (!read_text(*answer->second, "answer", out.answer)) return false;

    if (const Entry* same_as = n.find("same_as")) {
      bool ok =
          read_list(*same_as->second, "same_as", "a ruling id", out.same_as,
                    [&](const Node& item, const std::string& other) {
                      if (!is_ruling_id(other))
                        return fail(item, "bad ruling id '" + other +
                                              "' in 'same_as' (expected S1-01 ... S4-99 or A-01 ... Z-99)");
                      if (other == out.id) return fail(item, named + " cannot be the same as itself");
                      return true;
                    });
      if (!ok) return false;
    }

    if (const Entry* scenarios = n.find("scenarios")) {
      bool ok = read_list(*scenarios->second, "scenarios", "a scenario id", out.scenarios,
                          [&](const Node& item, const std::string& scenario) {
                            return is_kebab_case(scenario) ||
                                   fail(item, "scenario id '" + scenario +
                                                  "' is not kebab-case (lower-case letters and digits joined "
                                                  "by single hyphens)");
                          });
      if (!ok) return false;
    }

    const Entry* status = n.find("status");
    if (!status)
      return fail(n,
                  named + " has no 'status' (encoded, \"pending: <reason>\", or untestable with a 'reason')");
    if (!read_status(*status->second, out.status)) return false;
    const Entry* reason = n.find("reason");
    if (out.status.untestable) {
      if (!reason)
        return fail(*status->second,
                    named + " is untestable but has no 'reason' (say why no scenario can check it)");
      if (!read_text(*reason->second, "reason", *out.status.untestable)) return false;
      if (!out.scenarios.empty())
        return fail(
            *n.find("scenarios")->second,
            named + " is untestable: it lists no scenarios (a scenario that checks it makes it encoded)");
    } else if (reason) {
      return fail(*reason->first,
                  "'reason' is for an untestable ruling only (a pending ruling gives its reason in "
                  "\"pending: <reason>\")");
    }

    if (const Entry* notes = n.find("notes"); notes && !notes->second->is_null())
      if (!read_string(*notes->second, "notes", out.notes)) return false;
    return true;
  }

  // An entry's own `source`: only its fingerprint (issue 16, `kmr faq stamp`).
  bool read_entry_source(const Node& n, RulingSource& out) {
    if (!want_map(n, "an entry's 'source'") || !check_keys(n, kEntrySourceKeys, "in an entry's 'source'"))
      return false;
    const Entry* fp = n.find("fingerprint");
    const bool names_document = n.find("document") || n.find("revised");
    if (!fp && !names_document)
      return fail(n, "an entry's 'source' needs 'document' and 'revised', or 'fingerprint', or all three");
    if (names_document) {
      RulingSource own = out;
      if (!read_document(n, own)) return false;
      out = std::move(own);
    }
    if (!fp) return true;
    const Node& m = *fp->second;
    if (!want_map(m, "'fingerprint'") || !check_keys(m, kFingerprintKeys, "in 'fingerprint'")) return false;
    Fingerprint& f = out.fingerprint.emplace();
    const Entry* edition = m.find("edition");
    if (!edition) return fail(m, "'fingerprint' has no 'edition'");
    if (!read_string(*edition->second, "edition", f.edition)) return false;
    if (!is_date(f.edition))
      return fail(*edition->second, "bad date '" + f.edition + "' for 'edition' (expected YYYY-MM-DD)");
    for (auto [key, hash] : {std::pair{"question", &f.question}, std::pair{"answer", &f.answer}}) {
      const Entry* e = m.find(key);
      if (!e) return fail(m, "'fingerprint' has no '" + std::string(key) + "'");
      std::string text;
      if (!read_string(*e->second, key, text)) return false;
      if (!parse_hash_hex(text, *hash))
        return fail(*e->second, "bad hash '" + text + "' for '" + std::string(key) +
                                    "' (expected 16 lower-case hex digits, as `kmr faq stamp` writes)");
    }
    return true;
  }

  bool read_position(const Node& n, int& out) {
    const bool number = n.is_scalar() && !n.quoted && !n.scalar.empty() &&
                        std::all_of(n.scalar.begin() + (n.scalar.front() == '-'), n.scalar.end(), is_digit) &&
                        n.scalar != "-";
    if (number && (n.scalar.size() > 3 || n.scalar.front() == '-' || n.scalar == "0"))
      return fail(n, "'position' is out of range: it goes from 1 to 999, got " + yaml::describe(n));
    const bool digits = number && n.scalar.size() <= 3;
    if (!digits || n.scalar == "0" || n.scalar.front() == '0')
      return fail(n, "expected a whole number from 1 for 'position', got " + yaml::describe(n));
    out = std::stoi(n.scalar);
    return true;
  }

  bool read_status(const Node& n, RulingStatus& out) {
    std::string s;
    if (!read_string(n, "status", s)) return false;
    if (s == "encoded") return true;
    if (s == kUntestable) {
      out.untestable = std::string();  // filled from 'reason'
      return true;
    }
    if (s.starts_with(kUntestable))
      return fail(
          n, "write an untestable ruling's reason in its own key: status: untestable, then reason: <why>");
    if (s.starts_with(kPendingPrefix) || s == "pending") {
      std::string reason =
          s == "pending" ? std::string() : trim(std::string_view(s).substr(kPendingPrefix.size()));
      if (reason.empty()) return fail(n, "a pending status needs a reason (\"pending: <reason>\")");
      out.pending = std::move(reason);
      return true;
    }
    return fail(n, "bad status '" + s + "' (expected encoded, \"pending: <reason>\", or untestable)");
  }

  // Ids once each, in the FAQ's order.
  bool check_order(const std::vector<Ruling>& rulings) {
    std::map<std::string, const Ruling*> seen;
    const Ruling* previous = nullptr;
    for (const Ruling& r : rulings) {
      auto [it, fresh] = seen.emplace(r.id, &r);
      if (!fresh)
        return fail(r.loc, "duplicate ruling id '" + r.id + "' (first in " + it->second->loc.file + ":" +
                               std::to_string(it->second->loc.line) + ")");
      if (previous && r.source.position < previous->source.position)
        return fail(r.loc,
                    "ruling " + r.id + " comes after " + previous->id + " (list rulings in the FAQ's order)");
      previous = &r;
    }
    return true;
  }
};

}  // namespace

RulingsFile load_rulings_text(std::string_view yaml, const std::string& name) {
  return read_yaml_text<RulingsFile>(yaml, name, [&](const NodePtr& root, RulingsFile& f) {
    Reader reader(name);
    if (!reader.read_file(root, f)) f.rulings.clear();
    return reader.error();
  });
}

RulingsFile load_rulings_file(const std::string& path) {
  auto text = read_text_file(path, "rulings");
  if (!text) return failed_file<RulingsFile>(path, text.error().message);
  return load_rulings_text(*text, path);
}

std::optional<std::vector<std::string>> collect_rulings_files(const std::string& dir) {
  try {
    std::error_code ec;
    if (!fs::is_directory(dir, ec) || ec) return std::nullopt;
    std::set<std::string> files;
    for (fs::directory_iterator it(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
      std::error_code file_ec;
      if (it->is_regular_file(file_ec) && it->path().extension() == ".yaml")
        files.insert(it->path().lexically_normal().generic_string());
    }
    return std::vector<std::string>(files.begin(), files.end());
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::vector<RulingsFile> load_rulings(const std::vector<std::string>& files) {
  std::vector<RulingsFile> loaded(files.size());
  parallel_for(files.size(), 0, [&](std::size_t i) { loaded[i] = load_rulings_file(files[i]); });
  std::vector<RulingsFile> out;
  std::map<std::string, std::string> seen;  // "section 3, letter B" -> the file holding it
  for (RulingsFile& f : loaded) {
    if (!f.error) {
      const std::string place = place_name(f.section, f.letter);
      auto [it, fresh] = seen.emplace(place, f.path);
      if (!fresh) {
        f.error =
            f.path + ":1:1: " + place + " is already in " + it->second + " (one file per section or letter)";
        f.rulings.clear();
      }
    }
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace kmr::harness

// ---------------------------------------------------------------- schema

namespace kmr::harness {

// Made from the key tables above (see schema.hpp).
std::string rulings_schema() {
  using namespace schema_text;
  const std::string text = R"({"type": "string"})";
  const std::string strings = array_of(text);
  const std::string date = R"({"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"})";
  // A plain scalar: an all-digit fingerprint reads as a number to YAML tools.
  const std::string hex = R"({"type": ["string", "integer"], "pattern": "^[0-9a-f]{16}$"})";
  const std::string fingerprint =
      object(kFingerprintKeys, {{"edition", date}, {"question", hex}, {"answer", hex}});
  const std::string entry_source =
      object(kEntrySourceKeys, {{"document", text}, {"revised", date}, {"fingerprint", fingerprint}});
  const std::string ruling =
      object(kRulingKeys,
             {{"id", text},
              {"position", R"({"type": "integer", "minimum": 1})"},
              {"source", entry_source},
              {"cards", strings},
              {"question", text},
              {"answer", text},
              {"same_as", strings},
              {"scenarios", strings},
              {"status", R"({"type": "string", "pattern": "^(encoded|untestable|pending:.+)$"})"},
              {"reason", text},
              {"notes", text}},
             {"id", "position", "status"});
  const std::string top = object(
      kTopKeys,
      {{"section", strings_enum(kSections)},
       {"letter", R"({"type": ["string", "null"], "pattern": "^[A-Z]$"})"},
       {"title", text},
       {"source", object(kSourceKeys, {{"document", text}, {"revised", date}}, {"document", "revised"})},
       {"rulings", array_of(ruling)}},
      {"section", "rulings"});
  return "{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"
         "  \"$id\": \"https://kmr.invalid/schema/rulings.schema.json\",\n"
         "  \"title\": \"kmr rulings file (rulings/README.md)\",\n  \"allOf\": [" +
         top + "]\n}\n";
}

}  // namespace kmr::harness
