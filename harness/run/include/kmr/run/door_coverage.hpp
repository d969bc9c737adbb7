// The card x rule matrix as people read it: for each card whose behaviour
// names a door, each general rule of its doors, how often random play saw
// it bite (kmr/door_matrix.hpp), which scenarios of the suite make it bite
// (the runner's RunOptions::doors), and any breach. `kmr matrix` prints it
// and the report shows it as a page.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "kmr/door_matrix.hpp"
#include "kmr/doors.hpp"
#include "kmr/run/runner.hpp"

namespace kmr::harness {

struct CoverageCell {
  bool relevant = false;               // a rule of a door the card names
  bool required = false;               // one the matrix must see filled (required_rules)
  int random_bits = 0;                 // times it bit in random play
  std::vector<std::string> scenarios;  // scenarios in which it bit for the card
  int broken = 0;
  std::string example;  // the first breach
  bool covered() const { return random_bits > 0 || !scenarios.empty(); }
};

struct CoverageRow {
  std::string card;
  DoorSet declared;
  DoorSet passed;
  std::map<GeneralRule, CoverageCell> cells;
};

struct DoorCoverage {
  std::vector<CoverageRow> rows;         // cards naming a door, by id
  std::vector<std::string> doorless;     // implemented cards naming no door
  std::vector<std::string> violations;   // breaches, and doors passed but not named
  std::uint64_t games = 0, actions = 0;  // random play's
  std::size_t scenarios = 0;             // the suite's, run with the doors traced
  // Required cells neither random play nor a scenario reached.
  std::vector<std::pair<std::string, GeneralRule>> uncovered() const;
};

DoorCoverage door_coverage(const DoorMatrix& random, const std::vector<ScenarioResult>& suite);

}  // namespace kmr::harness
