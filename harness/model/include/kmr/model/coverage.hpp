// How much of the game kmr covers, on one page (`kmr status`, the README's
// first section, the published index's totals): the rulings encoded,
// pending (and the cards they wait on) and untestable; the cards
// implemented, read from their French original, and missing; and each base
// rule (R1 ... R30) with the scenarios that cite it (in their comments,
// titles and pending reasons). Counted from the knowledge base, the
// scenario files and the engine's card catalog: nothing is run.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/model/ruling.hpp"
#include "kmr/model/scenario.hpp"

namespace kmr::harness {

struct PendingRuling {
  std::string id;
  std::string reason;
  std::vector<std::string> waits_on;  // its cards the engine does not implement
};

struct RuleCoverage {
  int number = 0;                      // 12 for R12
  std::string title;                   // "The Checkmate Rule"
  std::vector<std::string> scenarios;  // ids of the scenarios citing R12 or one of its clauses, suite order
};

struct Coverage {
  std::size_t rulings = 0, encoded = 0, untestable = 0;
  std::vector<PendingRuling> pending;  // FAQ order
  std::vector<std::string> untestable_ids;
  std::size_t cards = 0;
  std::vector<std::string> implemented;      // card ids, catalog order
  std::vector<std::string> french_original;  // implemented from the French original (a subset)
  std::vector<std::string> missing;          // not implemented
  std::size_t scenarios = 0;
  std::vector<RuleCoverage> rules;  // R1 ... R30
  std::size_t rules_cited() const;  // rules with at least one scenario
};

// The rule sections (1 ... 30) cited in a scenario file's text: `R12`,
// `R12.4` (a FEN's `R3K` is no citation). `text` is the scenario's own
// lines: its comments, title and pending reason are read, not its FENs.
std::vector<int> rules_cited(std::string_view text);

// Each scenario of a file with the rule sections it cites: those its own
// lines cite and those the file's opening comment cites.
std::map<std::string, std::vector<int>> scenario_citations(const LoadedFile& file, std::string_view text);

// `citations` maps scenario ids to the sections they cite.
Coverage measure_coverage(const std::vector<RulingsFile>& rulings, const std::vector<LoadedFile>& files,
                          const std::map<std::string, std::vector<int>>& citations);

// The heading of section R`number` of the rules reference ("The Checkmate
// Rule" for 12); "" outside 1 ... 30.
std::string_view rule_title(int number);

}  // namespace kmr::harness
