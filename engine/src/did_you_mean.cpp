// The closest name to a word mistyped: edit distance, a swap counting as one.
#include "kmr/did_you_mean.hpp"

#include <algorithm>
#include <vector>

#include "kmr/card.hpp"

namespace kmr {
namespace {

// Edits between a and b, a swap of two neighbouring letters counting as one
// ("mvoe" is one edit from "move"): the optimal string alignment distance.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      row[j] = std::min({prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        row[j] = std::min(row[j], before[j - 2] + 1);
    }
    std::swap(before, prev);
    std::swap(prev, row);
  }
  return prev[b.size()];
}

// Lower case, without hyphens, spaces or underscores: "Fog of War", "fogofwar"
// and "fog_of_war" all match "fog-of-war".
std::string squash(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '-' || c == ' ' || c == '_') continue;
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;
}

}  // namespace

std::string did_you_mean(std::string_view word, std::span<const std::string_view> names) {
  constexpr std::size_t kLongest = 64;  // beyond this, no name is close
  if (word.size() > kLongest) return {};
  std::string_view best;
  std::size_t best_distance = word.size();
  for (std::string_view name : names) {
    const std::size_t d = squash(word) == squash(name) ? 0 : edit_distance(word, name);
    if (d < best_distance) {
      best = name;
      best_distance = d;
    }
  }
  // Short words are close to many others: one edit at most for them.
  const std::size_t allowed = word.size() <= 4 ? 1 : std::max<std::size_t>(2, word.size() / 4);
  if (best.empty() || best_distance > allowed) return {};
  return " (did you mean '" + std::string(best) + "'?)";
}

std::string unknown_card_message(std::string_view id) {
  std::vector<std::string_view> ids;
  for (const CardDef* card : all_cards()) ids.push_back(card->id);
  return "unknown card '" + std::string(id) + "'" + did_you_mean(id, ids);
}

}  // namespace kmr
