// The cards a printed FAQ text names (kmr/harness/faq_diff.hpp).
#include <algorithm>
#include <cctype>

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

}  // namespace

std::vector<std::string> cards_named(std::string_view text) {
  const std::vector<Word> words = words_of(text);
  struct Name {
    std::string id;
    std::vector<std::string> words;
  };
  std::vector<Name> names;
  for (const CardDef* c : all_cards()) {
    Name n{std::string(c->id), {}};
    for (Word& w : words_of(c->name)) n.words.push_back(std::move(w.text));
    if (!n.words.empty()) names.push_back(std::move(n));
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words.size();) {
    const Name* best = nullptr;
    for (const Name& n : names) {
      if (i + n.words.size() > words.size() || (best && best->words.size() >= n.words.size())) continue;
      bool ok = true;
      for (std::size_t k = 0; ok && k < n.words.size(); ++k) {
        const Word& w = words[i + k];
        ok = w.capitals &&
             (k + 1 < n.words.size() ? w.text == n.words[k] : last_word_matches(n.words[k], w.text));
      }
      if (ok) best = &n;
    }
    if (!best) {
      ++i;
      continue;
    }
    if (std::find(out.begin(), out.end(), best->id) == out.end()) out.push_back(best->id);
    i += best->words.size();
  }
  return out;
}

}  // namespace kmr::harness
