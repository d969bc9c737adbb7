#include "kmr/harness/scenario_filter.hpp"

#include <algorithm>

namespace kmr::harness {
namespace {

bool contains(const std::vector<std::string>& items, const std::string& item) {
  return std::find(items.begin(), items.end(), item) != items.end();
}

bool matches_text(const Scenario& s, const std::string& text) {
  return s.id.find(text) != std::string::npos || contains(s.cards, text) || contains(s.rulings, text);
}

}  // namespace

bool ScenarioFilter::matches(const Scenario& scenario) const {
  if (!ids.empty() && !contains(ids, scenario.id)) return false;
  if (texts.empty()) return true;
  return std::any_of(texts.begin(), texts.end(),
                     [&](const std::string& t) { return matches_text(scenario, t); });
}

}  // namespace kmr::harness
