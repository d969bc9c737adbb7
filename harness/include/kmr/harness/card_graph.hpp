// The card-interaction graph: a node per card that a ruling or a scenario
// names, an edge between two cards named together by a ruling or a scenario.
// Plain data, built from the knowledge base, the scenarios and the latest
// run; graph_render.hpp draws it.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/harness/ruling.hpp"
#include "kmr/harness/runner.hpp"
#include "kmr/harness/scenario.hpp"
#include "kmr/harness/verdict.hpp"

namespace kmr::harness {

struct CardNode {
  std::string id;
  std::string name;  // printed name (the id when the catalog does not know it)
  std::string set;   // "KC1", "KC2" ("" when unknown)
  int rulings = 0;   // rulings that involve it
  bool implemented = false;
};

struct CardEdge {
  std::string a;  // card ids, a < b
  std::string b;
  std::vector<std::string>
      rulings;  // rulings that name both cards, or that a scenario naming both cites; sorted
  std::vector<std::string> scenarios;  // scenarios that name both, and those of rulings naming both; sorted
  Verdict status = Verdict::Pending;   // of those scenarios; Pending also when a ruling is pending
};

struct CardGraph {
  std::vector<CardNode> nodes;  // sorted by id
  std::vector<CardEdge> edges;  // sorted by (a, b)
  const CardNode* node(std::string_view id) const;
};

// `results` maps scenario ids to their latest result; a scenario without one
// counts as not run. A ruling's cards come from its `cards`; a scenario's
// from its `cards` (declared or derived).
CardGraph build_card_graph(const std::vector<const Ruling*>& rulings,
                           const std::vector<const Scenario*>& scenarios,
                           const std::map<std::string, const ScenarioResult*>& results);

// The card, its neighbours, and the edges that touch it. A card that no
// ruling or scenario names comes back alone (from the catalog, with 0
// rulings); an id the catalog does not know either gives an empty graph.
CardGraph neighbourhood(const CardGraph& graph, std::string_view card);

}  // namespace kmr::harness
