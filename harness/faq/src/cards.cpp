// The cards a printed FAQ text names (kmr/harness/faq_diff.hpp).
#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <optional>

#include "kmr/card.hpp"
#include "kmr/faq/diff.hpp"

namespace kmr::harness {
namespace {

bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

struct Word {
  std::string text;  // as printed
  bool capitals = false;
};

std::vector<Word> words_of(std::string_view text) {
  std::vector<Word> out;
  std::size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && !is_alnum(text[at])) ++at;
    const std::size_t start = at;
    while (at < text.size() && is_alnum(text[at])) ++at;
    if (at == start) break;
    Word w{std::string(text.substr(start, at - start)), true};
    w.capitals = std::none_of(w.text.begin(), w.text.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    out.push_back(std::move(w));
  }
  return out;
}

// A name's last word also matches inflected forms: BOG, BOGGED; PACIFISM,
// PACIFIST; CONFABULATION, CONFABULATED. Its stem keeps all but the last
// three letters, and at least four.
bool last_word_matches(const std::string& name_word, const std::string& printed) {
  if (printed == name_word) return true;
  const std::size_t stem =
      name_word.size() <= 4 ? name_word.size() : std::max<std::size_t>(4, name_word.size() - 3);
  return printed.size() >= stem && printed.compare(0, stem, name_word, 0, stem) == 0 &&
         printed.size() <= name_word.size() + 3;
}

struct Name {
  std::string id;
  std::vector<std::string> words;
};

// The catalog's names as words, indexed by the first letters (up to four)
// of their first word, which a printed word naming them starts with (a
// last word's stem keeps at least four letters, last_word_matches).
struct Names {
  std::vector<Name> names;
  std::map<std::string, std::vector<std::size_t>, std::less<>> by_start;
};

constexpr std::size_t kStartLetters = 4;

Names catalog_names() {
  Names out;
  for (const CardDef* c : all_cards()) {
    Name n{std::string(c->id), {}};
    for (Word& w : words_of(c->name)) n.words.push_back(std::move(w.text));
    if (n.words.empty()) continue;
    out.by_start[n.words.front().substr(0, kStartLetters)].push_back(out.names.size());
    out.names.push_back(std::move(n));
  }
  return out;
}

}  // namespace

std::vector<std::string> cards_named(std::string_view text) {
  // Built once (the catalog is fixed) and never changed: a diff names the
  // cards of every one of its entries.
  static const Names kNames = catalog_names();
  const std::vector<Word> words = words_of(text);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words.size();) {
    // The longest name that fits here, the first in the catalog among equals.
    std::optional<std::size_t> best;
    const std::string& printed = words[i].text;
    for (std::size_t letters = 1; letters <= std::min(kStartLetters, printed.size()); ++letters) {
      const auto at = kNames.by_start.find(std::string_view(printed).substr(0, letters));
      if (at == kNames.by_start.end()) continue;
      for (const std::size_t index : at->second) {
        const Name& n = kNames.names[index];
        if (i + n.words.size() > words.size()) continue;
        if (best) {
          const std::size_t have = kNames.names[*best].words.size();
          if (have > n.words.size() || (have == n.words.size() && *best < index)) continue;
        }
        bool ok = true;
        for (std::size_t k = 0; ok && k < n.words.size(); ++k) {
          const Word& w = words[i + k];
          ok = w.capitals &&
               (k + 1 < n.words.size() ? w.text == n.words[k] : last_word_matches(n.words[k], w.text));
        }
        if (ok) best = index;
      }
    }
    if (!best) {
      ++i;
      continue;
    }
    const Name& name = kNames.names[*best];
    if (std::find(out.begin(), out.end(), name.id) == out.end()) out.push_back(name.id);
    i += name.words.size();
  }
  return out;
}

}  // namespace kmr::harness
