// JSON Schemas of the two file kinds, produced from the loaders' own key
// tables, so a key a loader learns is in its schema at once (schema/*.json
// are these texts, checked against them by the test suite).
#pragma once

#include <string>

namespace kmr::harness {

std::string scenario_schema();  // scenarios/FORMAT.md
std::string rulings_schema();   // rulings/README.md

}  // namespace kmr::harness
