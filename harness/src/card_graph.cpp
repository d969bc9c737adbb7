#include "kmr/harness/card_graph.hpp"

#include <algorithm>
#include <set>
#include <utility>

#include "kmr/card.hpp"

namespace kmr::harness {
namespace {

using Pair = std::pair<std::string, std::string>;

struct EdgeData {
  std::set<std::string> rulings;
  std::set<std::string> scenarios;
  bool ruling_pending = false;
};

// Every unordered pair of distinct cards in `cards`, smaller id first.
std::vector<Pair> pairs(const std::vector<std::string>& cards) {
  std::vector<std::string> unique(cards);
  std::sort(unique.begin(), unique.end());
  unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
  std::vector<Pair> out;
  for (std::size_t i = 0; i < unique.size(); ++i)
    for (std::size_t j = i + 1; j < unique.size(); ++j) out.emplace_back(unique[i], unique[j]);
  return out;
}

CardNode make_node(const std::string& id) {
  CardNode n;
  n.id = id;
  n.name = id;
  if (const CardDef* def = find_card(id)) {
    n.name = std::string(def->name);
    n.set = std::string(to_string(def->set));
    n.implemented = def->behaviour != nullptr;
  }
  return n;
}

}  // namespace

const CardNode* CardGraph::node(std::string_view id) const {
  const auto it = std::lower_bound(nodes.begin(), nodes.end(), id,
                                   [](const CardNode& n, std::string_view key) { return n.id < key; });
  return it != nodes.end() && it->id == id ? &*it : nullptr;
}

CardGraph build_card_graph(const std::vector<const Ruling*>& rulings,
                           const std::vector<const Scenario*>& scenarios,
                           const std::map<std::string, const ScenarioResult*>& results) {
  std::map<std::string, CardNode> nodes;
  std::map<Pair, EdgeData> edges;
  auto touch = [&](const std::string& id) -> CardNode& {
    auto it = nodes.find(id);
    if (it == nodes.end()) it = nodes.emplace(id, make_node(id)).first;
    return it->second;
  };

  // Scenarios that check each ruling: those it lists and those that cite it.
  std::map<std::string, std::set<std::string>> checked_by;
  for (const Ruling* r : rulings) checked_by[r->id].insert(r->scenarios.begin(), r->scenarios.end());
  for (const Scenario* s : scenarios)
    for (const std::string& id : s->rulings) checked_by[id].insert(s->id);

  for (const Ruling* r : rulings) {
    std::vector<std::string> unique(r->cards);
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    for (const std::string& card : unique) ++touch(card).rulings;
    for (const Pair& p : pairs(r->cards)) {
      EdgeData& e = edges[p];
      e.rulings.insert(r->id);
      e.ruling_pending = e.ruling_pending || !r->status.encoded();
      const std::set<std::string>& checks = checked_by[r->id];
      e.scenarios.insert(checks.begin(), checks.end());
    }
  }
  for (const Scenario* s : scenarios) {
    for (const std::string& card : s->cards) touch(card);
    for (const Pair& p : pairs(s->cards)) {
      EdgeData& e = edges[p];
      e.scenarios.insert(s->id);
      e.rulings.insert(s->rulings.begin(), s->rulings.end());
    }
  }

  CardGraph g;
  for (auto& [id, node] : nodes) g.nodes.push_back(std::move(node));
  for (auto& [pair, data] : edges) {
    CardEdge e;
    e.a = pair.first;
    e.b = pair.second;
    e.rulings.assign(data.rulings.begin(), data.rulings.end());
    e.scenarios.assign(data.scenarios.begin(), data.scenarios.end());
    std::vector<const ScenarioResult*> statuses;
    for (const std::string& id : e.scenarios) {
      const auto it = results.find(id);
      statuses.push_back(it == results.end() ? nullptr : it->second);
    }
    e.status = verdict_of(statuses);
    if (data.ruling_pending && e.status == Verdict::Pass) e.status = Verdict::Pending;
    g.edges.push_back(std::move(e));
  }
  return g;
}

CardGraph neighbourhood(const CardGraph& graph, std::string_view card) {
  CardGraph out;
  if (!graph.node(card)) {
    if (find_card(card)) out.nodes.push_back(make_node(std::string(card)));
    return out;
  }
  std::set<std::string_view> keep{card};
  for (const CardEdge& e : graph.edges) {
    if (e.a != card && e.b != card) continue;
    out.edges.push_back(e);
    keep.insert(e.a);
    keep.insert(e.b);
  }
  for (const CardNode& n : graph.nodes)
    if (keep.count(n.id)) out.nodes.push_back(n);
  return out;
}

}  // namespace kmr::harness
