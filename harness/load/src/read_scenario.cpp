// Reading a scenario file: the top level, each scenario's own keys, and the
// cards a scenario names when it does not list them.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "kmr/load/yaml_json.hpp"
#include "scenario_reader.hpp"

namespace kmr::harness::scenario_reading {

bool ScenarioReader::read_file(const NodePtr& root, std::vector<Scenario>& out,
                               std::vector<BadScenario>& bad) {
  if (!root || root->is_null())
    return fail_at(1, 1, "empty file (expected 'scenarios:' with a list, or a single scenario)");
  if (!root->is_map())
    return fail(
        *root,
        "expected a map at the top of the file ('scenarios:' with a list, or a single scenario), got " +
            yaml::describe(*root));
  if (const Entry* list = root->find("scenarios")) {
    for (const auto& [key, value] : root->entries)
      if (!contains(kTopKeys, key->scalar))
        return fail(*key,
                    "unknown key '" + key->scalar +
                        "' at the top of the file (a file holds either 'scenarios:' or a single scenario)");
    const Node& items = *list->second;
    if (!want_list(items, "'scenarios'")) return false;
    if (items.items.empty()) return fail(items, "'scenarios' is empty (a file needs at least one scenario)");
    // Each scenario loads on its own: one that does not fails alone, by its id.
    for (const auto& item : items.items) {
      ScenarioReader one(file_);
      Scenario scenario;
      if (one.read_scenario(*item, scenario))
        out.push_back(std::move(scenario));
      else
        bad.push_back({id_of(*item), *one.error()});
    }
  } else {
    Scenario scenario;
    if (!read_scenario(*root, scenario)) return false;
    out.push_back(std::move(scenario));
  }
  std::map<std::string, SourceLoc> seen;
  std::vector<Scenario> unique;
  for (auto& scenario : out) {
    auto [it, fresh] = seen.emplace(scenario.id, scenario.loc);
    if (fresh) {
      unique.push_back(std::move(scenario));
      continue;
    }
    bad.push_back({scenario.id,
                   scenario.loc.str() + ": duplicate scenario id '" + scenario.id + "' (first in " +
                       it->second.file + ":" + std::to_string(it->second.line) + ")",
                   true});
  }
  out = std::move(unique);
  return true;
}

// The id a scenario that does not load goes by: its `id` if that reads, else where it is.
std::string ScenarioReader::id_of(const Node& n) const {
  if (n.is_map())
    if (const Entry* id = n.find("id"); id && id->second->is_scalar() && is_kebab_case(id->second->scalar))
      return id->second->scalar;
  return SourceLoc{file_, n.line, n.column}.str();
}

// Every unknown key of the map is reported, not only the first.
bool ScenarioReader::check_keys(const Node& map, Names allowed, std::string_view context) {
  bool ok = true;
  for (const auto& [key, value] : map.entries)
    if (!contains(allowed, key->scalar))
      ok = fail(*key, "unknown key '" + key->scalar + "' in " + std::string(context) +
                          did_you_mean(key->scalar, allowed) + " (allowed: " + join(allowed) + ")");
  return ok;
}

// The parts of a scenario (its keys, id, setup, each step) are read one
// after the other whatever the others gave: every problem is reported in
// one run, each part's first.
bool ScenarioReader::read_scenario(const Node& n, Scenario& out) {
  if (!want_map(n, "a scenario")) return false;
  // A misspelt key is likely the missing one ('scenarioz', 'stpes'): the
  // keys it lacks are then not reported besides.
  missing_said_ = !check_keys(n, kScenarioKeys, "a scenario");
  out.loc = loc(n);
  const Entry* id = n.find("id");
  if (!id) {
    if (!missing_said_) fail(n, "scenario has no 'id'");
  } else if (read_string(*id->second, "id", out.id) && !is_kebab_case(out.id)) {
    fail(*id->second, "scenario id '" + out.id +
                          "' is not kebab-case (lower-case letters and digits joined by single hyphens)");
  }
  const std::string named = "scenario '" + out.id + "'";
  read_scenario_parts(n, out, named);
  if (has_error()) return false;
  if (!n.find("cards")) out.cards = derive_cards(out);
  out.tree_json = yaml::json_values(n);
  return true;
}

void ScenarioReader::read_scenario_parts(const Node& n, Scenario& out, const std::string& named) {
  if (const Entry* title = n.find("title")) read_string(*title->second, "title", out.title);
  if (const Entry* rulings = n.find("rulings")) {
    each_item(*rulings->second, "'rulings'", [&](const Node& item) {
      std::string ruling;
      if (!want_scalar(item, "a ruling id", ruling)) return false;
      out.rulings.push_back(std::move(ruling));
      return true;
    });
  }
  if (const Entry* cards = n.find("cards")) read_card_ids(*cards->second, "cards", out.cards);
  if (const Entry* pending = n.find("pending")) {
    std::string reason;
    if (read_string(*pending->second, "pending", reason)) {
      if (reason.empty())
        fail(*pending->second, "'pending' needs a reason");
      else
        out.pending = std::move(reason);
    }
  }
  if (const Entry* setup = n.find("setup")) {
    out.setup_loc = loc(*setup->second);
    read_setup(*setup->second, out.setup);
    if (const Entry* effects = setup->second->find("effects"); effects && effects->second->is_sequence())
      for (const auto& item : effects->second->items) out.effect_locs.push_back(loc(*item));
  } else if (!missing_said_) {
    fail(n, named + " has no 'setup'");
  }
  const Entry* steps = n.find("steps");
  if (!steps) {
    if (!missing_said_) fail(n, named + " has no 'steps'");
    return;
  }
  if (!want_list(*steps->second, "'steps'")) return;
  if (steps->second->items.empty()) fail(*steps->second, named + " has no steps (at least one is required)");
  // Each step on its own: a bad one does not hide the next one's problem.
  for (const auto& item : steps->second->items) {
    Step step;
    if (read_step(*item, step)) out.steps.push_back(std::move(step));
  }
}

std::vector<std::string> ScenarioReader::derive_cards(const Scenario& s) {
  std::set<std::string> ids;
  auto choice = [&](const CardChoices& c) {
    if (c.card && *c.card != "last") ids.insert(*c.card);
  };
  for (const auto& e : s.setup.effects) {
    ids.insert(e.card);
    choice(e.choices);
  }
  for (const auto* lists : {&s.setup.hands, &s.setup.decks, &s.setup.discard})
    for (const auto& [side, list] : *lists) ids.insert(list.begin(), list.end());
  if (s.setup.common_deck) ids.insert(s.setup.common_deck->begin(), s.setup.common_deck->end());
  for (const auto& step : s.steps) {
    if (step.kind == Step::Kind::Expect) continue;
    if (step.action.kind == ActionKind::Discard) ids.insert(step.action.card);
    if (step.action.kind != ActionKind::Play) continue;
    ids.insert(step.action.card);
    choice(step.action.choices);
  }
  return {ids.begin(), ids.end()};
}

}  // namespace kmr::harness::scenario_reading
