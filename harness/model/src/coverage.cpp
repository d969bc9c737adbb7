// Counting what kmr covers (coverage.hpp).
#include "kmr/model/coverage.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "kmr/card.hpp"

namespace kmr::harness {
namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool word_char(char c) { return digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The parts of a YAML line that are prose: its comment, and the value of a
// `title:` or `pending:` key.
std::string prose_of(std::string_view line) {
  std::string out;
  std::size_t hash = std::string_view::npos;
  bool in_double = false, in_single = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '"' && !in_single) in_double = !in_double;
    if (c == '\'' && !in_double) in_single = !in_single;
    if (c == '#' && !in_double && !in_single && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) {
      hash = i;
      break;
    }
  }
  if (hash != std::string_view::npos) out += line.substr(hash + 1);
  const std::string_view code = line.substr(0, hash);
  const std::size_t start = code.find_first_not_of(" -");
  if (start != std::string_view::npos)
    for (std::string_view key : {"title:", "pending:"})
      if (code.substr(start, key.size()) == key) out += " " + std::string(code.substr(start + key.size()));
  return out;
}

// The sections' headings of the rules reference (shared/rules/rules.md),
// R1 to R30; a test compares them with the reference when it is there.
constexpr std::array<std::string_view, 30> kRuleTitles = {
    "What the game is",
    "Components and the anatomy of a card",
    "Building decks",
    "Setting up",
    "The hand, drawing and running out",
    "The turn and the card timing windows",
    "One card per turn, per player",
    "Playing a card",
    "Discarding instead of playing",
    "Continuing effects",
    "Transformed pieces (\"based on\")",
    "The Checkmate Rule",
    "The Check Rule (extended Checkmate Rule)",
    "The Conflict Rule",
    "Threat and check",
    "Checkmate and the end of the game",
    "Stalemate and draws",
    "Castling",
    "Pawns",
    "En passant",
    "Promotion",
    "Captured, lost, removed and dead",
    "Return, replace, swap",
    "Neutral pieces",
    "More than one King",
    "What a \"move\" is",
    "Cancelling cards and moves",
    "Hidden information and table behaviour",
    "Glossary",
    "Traceability",
};

}  // namespace

std::string_view rule_title(int number) {
  return number >= 1 && number <= 30 ? kRuleTitles[static_cast<std::size_t>(number - 1)] : std::string_view();
}

std::size_t Coverage::rules_cited() const {
  return static_cast<std::size_t>(
      std::count_if(rules.begin(), rules.end(), [](const RuleCoverage& r) { return !r.scenarios.empty(); }));
}

std::vector<int> rules_cited(std::string_view text) {
  std::set<int> found;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string prose = prose_of(text.substr(at, end - at));
    for (std::size_t i = 0; i < prose.size(); ++i) {
      if (prose[i] != 'R' || (i > 0 && (word_char(prose[i - 1]) || prose[i - 1] == '/'))) continue;
      std::size_t j = i + 1;
      int n = 0;
      while (j < prose.size() && digit(prose[j]) && j - i <= 2) n = n * 10 + (prose[j++] - '0');
      if (j == i + 1) continue;
      // A clause (R12.4, R5.3a) belongs to its section.
      if (j + 1 < prose.size() && prose[j] == '.' && digit(prose[j + 1])) {
        ++j;
        while (j < prose.size() && digit(prose[j])) ++j;
        if (j < prose.size() && prose[j] >= 'a' && prose[j] <= 'z') ++j;
      }
      if ((j < prose.size() && (word_char(prose[j]) || prose[j] == '/')) || n < 1 || n > 30) continue;
      found.insert(n);
    }
    at = end + 1;
  }
  return {found.begin(), found.end()};
}

std::map<std::string, std::vector<int>> scenario_citations(const LoadedFile& file, std::string_view text) {
  std::map<std::string, std::vector<int>> out;
  // Each scenario's lines run from its entry to the next one's.
  std::vector<std::size_t> starts;  // byte offset of each scenario's line
  std::vector<std::size_t> line_starts = {0};
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') line_starts.push_back(i + 1);
  const auto offset = [&](int line) {
    return line >= 1 && static_cast<std::size_t>(line) <= line_starts.size()
               ? line_starts[static_cast<std::size_t>(line - 1)]
               : text.size();
  };
  std::size_t first = text.size();
  for (const Scenario& s : file.scenarios) first = std::min(first, offset(s.loc.line));
  const std::vector<int> whole = rules_cited(text.substr(0, first));
  for (std::size_t k = 0; k < file.scenarios.size(); ++k) {
    const Scenario& s = file.scenarios[k];
    const std::size_t from = offset(s.loc.line);
    std::size_t to = text.size();
    for (const Scenario& other : file.scenarios) {
      const std::size_t o = offset(other.loc.line);
      if (o > from) to = std::min(to, o);
    }
    std::vector<int> cited = rules_cited(text.substr(from, to - from));
    cited.insert(cited.end(), whole.begin(), whole.end());
    std::sort(cited.begin(), cited.end());
    cited.erase(std::unique(cited.begin(), cited.end()), cited.end());
    out[s.id] = std::move(cited);
  }
  return out;
}

Coverage measure_coverage(const std::vector<RulingsFile>& rulings, const std::vector<LoadedFile>& files,
                          const std::map<std::string, std::vector<int>>& citations) {
  Coverage c;
  for (const RulingsFile& f : rulings)
    for (const Ruling& r : f.rulings) {
      ++c.rulings;
      if (r.status.untestable) {
        ++c.untestable;
        c.untestable_ids.push_back(r.id);
      } else if (r.status.pending) {
        PendingRuling p{r.id, *r.status.pending, {}};
        for (const std::string& card : r.cards) {
          const CardDef* def = find_card(card);
          if (!def || !def->behaviour) p.waits_on.push_back(card);
        }
        c.pending.push_back(std::move(p));
      } else {
        ++c.encoded;
      }
    }
  for (const CardDef* def : all_cards()) {
    ++c.cards;
    const std::string id(def->id);
    if (!def->behaviour) {
      c.missing.push_back(id);
      continue;
    }
    c.implemented.push_back(id);
    if (def->basis == Basis::FrenchOriginal) c.french_original.push_back(id);
  }
  for (int n = 1; n <= 30; ++n) c.rules.push_back(RuleCoverage{n, std::string(rule_title(n)), {}});
  for (const LoadedFile& f : files)
    for (const Scenario& s : f.scenarios) {
      ++c.scenarios;
      const auto it = citations.find(s.id);
      if (it == citations.end()) continue;
      for (int n : it->second)
        if (n >= 1 && n <= 30) c.rules[static_cast<std::size_t>(n - 1)].scenarios.push_back(s.id);
    }
  return c;
}

}  // namespace kmr::harness
