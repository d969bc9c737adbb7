// The card x rule matrix from random play and the suite (door_coverage.hpp).
#include "kmr/run/door_coverage.hpp"

#include <algorithm>
#include <set>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/random_play.hpp"

namespace kmr::harness {

std::vector<std::pair<std::string, GeneralRule>> DoorCoverage::uncovered() const {
  std::vector<std::pair<std::string, GeneralRule>> out;
  for (const CoverageRow& row : rows)
    for (const auto& [rule, cell] : row.cells)
      if (cell.required && !cell.covered()) out.emplace_back(row.card, rule);
  return out;
}

DoorCoverage door_coverage(const DoorMatrix& random, const std::vector<ScenarioResult>& suite) {
  DoorCoverage c;
  c.games = random.games;
  c.actions = random.actions;
  c.scenarios = suite.size();
  c.violations = random.violations();
  std::map<std::string, CoverageRow> rows;
  for (const std::string& id : implemented_card_ids()) {
    const CardDef* card = find_card(id);
    const DoorSet declared = card->behaviour->doors;
    if (declared.empty()) {
      c.doorless.push_back(id);
      continue;
    }
    CoverageRow& row = rows[id];
    row.card = id;
    row.declared = declared;
    const RuleSet required = required_rules(*card);
    for (GeneralRule r : kAllGeneralRules) {
      row.cells[r].relevant = rules_of(declared).has(r) || required.has(r);
      row.cells[r].required = required.has(r);
    }
  }
  for (const auto& [id, m] : random.rows) {
    const auto it = rows.find(id);
    if (it == rows.end()) continue;  // a card naming no door, or regular moves
    it->second.passed.add(m.passed);
    for (const auto& [rule, cell] : m.cells) {
      CoverageCell& to = it->second.cells[rule];
      to.random_bits += cell.bit;
      to.broken += cell.broken;
      if (to.example.empty()) to.example = cell.example;
    }
  }
  for (const ScenarioResult& s : suite) {
    std::set<std::pair<std::string, GeneralRule>> seen;
    for (const DoorPass& d : s.doors) {
      const auto it = rows.find(std::string(d.card->id));
      if (it == rows.end()) continue;
      it->second.passed.add(d.doors);
      for (GeneralRule r : kAllGeneralRules)
        if (d.rules.has(r) && seen.emplace(it->first, r).second)
          it->second.cells[r].scenarios.push_back(s.id);
    }
  }
  for (auto& [id, row] : rows) {
    for (Door d : kAllDoors)
      if (row.passed.has(d) && !row.declared.has(d)) {
        const std::string v =
            id + ": passes the " + std::string(to_string(d)) + " door, which its behaviour does not name";
        if (std::find(c.violations.begin(), c.violations.end(), v) == c.violations.end())
          c.violations.push_back(v);
      }
    c.rows.push_back(std::move(row));
  }
  return c;
}

}  // namespace kmr::harness
