// The card-interaction graph: a node per card that a ruling or a scenario
// names, an edge between two cards named together by a ruling or a scenario.
// Plain data, built from the knowledge base, the scenarios and the latest
// run; graph_render.hpp draws it.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/model/ruling.hpp"
#include "kmr/model/scenario.hpp"
#include "kmr/run/runner.hpp"
#include "kmr/run/verdict.hpp"

namespace kmr::harness {

struct CardNode {
  std::string id;
  std::string name;  // printed name (the id when the catalog does not know it)
  std::string set;   // "KC1", "KC2" ("" when unknown)
  int rulings = 0;   // rulings that involve it; a ruling printed under several letters (same_as) counts once
  bool implemented = false;
};

struct CardEdge {
  std::string a;  // card ids, a < b
  std::string b;
  std::vector<std::string>
      rulings;  // rulings that name both cards, or that a scenario naming both cites; sorted
  std::vector<std::string> scenarios;  // scenarios that name both, and those of rulings naming both; sorted
  // `rulings` grouped by same_as (the same ruling printed under several
  // letters): one group per distinct ruling, each sorted, groups by first id.
  std::vector<std::vector<std::string>> ruling_groups;
  Verdict status = Verdict::Pending;  // of those scenarios; Pending also when a ruling is pending
  int family = -1;  // the CardGraph::families entry that stands for this edge; -1 drawn as itself
};

// A dense family: cards that several rulings name all together (the
// capture-effect cards that PACIFISM and TRUCE rulings list). Drawn as a
// group whose members meet at one point, instead of a clique of edges.
struct CardFamily {
  std::vector<std::string> cards;  // the cards every one of its rulings names; sorted
  // The rulings naming them all, one entry per distinct ruling: its ids
  // joined by " = " when it is printed under several letters (same_as).
  std::vector<std::string> rulings;
  std::vector<std::string> ruling_ids;  // every id of those; sorted
  // Cards that some of those rulings name beside the family, and which
  // (entries as in `rulings`).
  std::map<std::string, std::vector<std::string>> joined;
  Verdict status = Verdict::Pending;  // of the edges it stands for
};

// A family of cards: cards the rulings and scenarios tie to each other more
// than to the rest of the graph, found by community detection (find_groups),
// named by its most central cards.
struct CardGroup {
  std::string name;                  // "PACIFISM · FIREBALL": its central cards' names
  std::vector<std::string> cards;    // ids, most central first
  std::vector<std::string> central;  // the cards it is named by (ids), at most two
};

struct CardGraph {
  std::vector<CardNode> nodes;  // sorted by id
  std::vector<CardEdge> edges;  // sorted by (a, b)
  // Cards named all together by several rulings (non-overlapping, largest
  // first), found by find_families; the edges they stand for have `family`
  // set to their index. Drawn as a hub on the full graph.
  std::vector<CardFamily> families;
  // The graph's families (a partition of its nodes, largest first), found by find_groups.
  std::vector<CardGroup> groups;
  const CardNode* node(std::string_view id) const;
  int group_of(std::string_view id) const;  // index in `groups`, -1 when none
};

// `results` maps scenario ids to their latest result; a scenario without one
// counts as not run. A ruling's cards come from its `cards`; a scenario's
// from its `cards` (declared or derived).
CardGraph build_card_graph(const std::vector<const Ruling*>& rulings,
                           const std::vector<const Scenario*>& scenarios,
                           const std::map<std::string, const ScenarioResult*>& results);

// Finds the dense families of `graph` (kmr graph and the report's full
// graph): a set of at least `min_cards` cards that two or more rulings (a
// same_as group counting once) name all together, each ruling naming at
// least `min_cards` cards. Edges all of whose rulings are family rulings
// and that touch the family are marked as drawn by it.
void find_families(CardGraph& graph, const std::vector<const Ruling*>& rulings, std::size_t min_cards = 5);

// Finds the graph's families by modularity (Louvain's method, node order
// by id, so the same input gives the same families) on the graph weighted
// by how strongly rulings tie cards: a ruling's unit weight is shared among
// the pairs of cards it names (a same_as group counting once), a scenario
// tied to no ruling counts half. `resolution` above 1 makes smaller families.
void find_groups(CardGraph& graph, const std::vector<const Ruling*>& rulings,
                 const std::vector<const Scenario*>& scenarios, double resolution = 1.0);

// The card, its neighbours, and the edges that touch it. A card that no
// ruling or scenario names comes back alone (from the catalog, with 0
// rulings); an id the catalog does not know either gives an empty graph.
CardGraph neighbourhood(const CardGraph& graph, std::string_view card);

}  // namespace kmr::harness
