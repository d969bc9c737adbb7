#include "kmr/model/scenario_filter.hpp"

#include <algorithm>

namespace kmr::harness {
namespace {

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

// Case does not matter: "PACIFISM", "p-01" and "Pacifist" find what they name.
bool matches_text(const Scenario& s, const std::string& text) {
  const std::string t = lower(text);
  auto same = [&](const std::string& item) { return lower(item) == t; };
  return lower(s.id).find(t) != std::string::npos || std::any_of(s.cards.begin(), s.cards.end(), same) ||
         std::any_of(s.rulings.begin(), s.rulings.end(), same);
}

}  // namespace

bool ScenarioFilter::matches(const Scenario& scenario) const {
  if (!ids.empty() && std::find(ids.begin(), ids.end(), scenario.id) == ids.end()) return false;
  if (texts.empty()) return true;
  return std::any_of(texts.begin(), texts.end(),
                     [&](const std::string& t) { return matches_text(scenario, t); });
}

}  // namespace kmr::harness
