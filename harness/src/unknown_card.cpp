#include "unknown_card.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include "kmr/card.hpp"

namespace kmr::harness {
namespace {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// Lower case, without hyphens, spaces or underscores: "Fog of War" and "fogofwar" match "fog-of-war".
std::string squash(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '-' || c == ' ' || c == '_') continue;
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;
}

}  // namespace

std::string unknown_card_message(const std::string& id) {
  std::string message = "unknown card '" + id + "'";
  constexpr std::size_t kLongest = 64;  // beyond this, no id is close
  if (id.size() > kLongest) return message;
  const CardDef* best = nullptr;
  std::size_t best_distance = id.size();
  for (const CardDef* card : all_cards()) {
    std::size_t d = squash(id) == squash(card->id) ? 0 : edit_distance(id, card->id);
    if (d < best_distance) {
      best = card;
      best_distance = d;
    }
  }
  if (best && best_distance <= std::max<std::size_t>(2, id.size() / 4))
    message += " (did you mean '" + std::string(best->id) + "'?)";
  return message;
}

}  // namespace kmr::harness
