#include "kmr/graph/card_graph.hpp"

#include <algorithm>
#include <iterator>
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

// Each ruling id's group: the smallest id among the rulings it is the same
// as (same_as, followed both ways and transitively).
std::map<std::string, std::string> same_groups(const std::vector<const Ruling*>& rulings) {
  std::map<std::string, std::string> parent;
  auto find = [&](std::string id) {
    if (!parent.count(id)) parent[id] = id;
    while (parent[id] != id) id = parent[id];
    return id;
  };
  for (const Ruling* r : rulings) {
    find(r->id);
    for (const std::string& other : r->same_as) {
      const std::string a = find(r->id), b = find(other);
      if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
  }
  std::map<std::string, std::string> out;
  for (const auto& [id, _] : parent) out[id] = find(id);
  return out;
}

std::string group_of(const std::map<std::string, std::string>& groups, const std::string& id) {
  const auto it = groups.find(id);
  return it == groups.end() ? id : it->second;
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

  const std::map<std::string, std::string> groups = same_groups(rulings);
  std::map<std::string, std::set<std::string>> card_groups;  // the ruling groups naming each card
  for (const Ruling* r : rulings) {
    std::vector<std::string> unique(r->cards);
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    for (const std::string& card : unique) {
      touch(card);
      card_groups[card].insert(group_of(groups, r->id));
    }
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
  for (auto& [id, node] : nodes) {
    node.rulings = static_cast<int>(card_groups[id].size());
    g.nodes.push_back(std::move(node));
  }
  for (auto& [pair, data] : edges) {
    CardEdge e;
    e.a = pair.first;
    e.b = pair.second;
    e.rulings.assign(data.rulings.begin(), data.rulings.end());
    e.scenarios.assign(data.scenarios.begin(), data.scenarios.end());
    std::map<std::string, std::vector<std::string>> by_group;
    for (const std::string& id : e.rulings) by_group[group_of(groups, id)].push_back(id);
    for (auto& [_, ids] : by_group) e.ruling_groups.push_back(std::move(ids));
    std::sort(e.ruling_groups.begin(), e.ruling_groups.end());
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

void find_families(CardGraph& graph, const std::vector<const Ruling*>& rulings, std::size_t min_cards) {
  graph.families.clear();
  for (CardEdge& e : graph.edges) e.family = -1;
  const std::map<std::string, std::string> groups = same_groups(rulings);
  // One card set per distinct ruling (a same_as group), big ones only.
  std::map<std::string, std::set<std::string>> big;           // group -> cards
  std::map<std::string, std::vector<std::string>> group_ids;  // group -> ruling ids
  for (const Ruling* r : rulings) {
    const std::set<std::string> cards(r->cards.begin(), r->cards.end());
    if (cards.size() < min_cards) continue;
    big[group_of(groups, r->id)].insert(cards.begin(), cards.end());
    group_ids[group_of(groups, r->id)].push_back(r->id);
  }
  // Candidate families: what two distinct rulings name in common.
  std::vector<std::set<std::string>> candidates;
  for (auto i = big.begin(); i != big.end(); ++i)
    for (auto j = std::next(i); j != big.end(); ++j) {
      std::set<std::string> common;
      std::set_intersection(i->second.begin(), i->second.end(), j->second.begin(), j->second.end(),
                            std::inserter(common, common.end()));
      if (common.size() >= min_cards &&
          std::find(candidates.begin(), candidates.end(), common) == candidates.end())
        candidates.push_back(std::move(common));
    }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const auto& a, const auto& b) { return a.size() > b.size(); });
  std::set<std::string> taken;
  for (const std::set<std::string>& f : candidates) {
    if (std::any_of(f.begin(), f.end(), [&](const std::string& c) { return taken.count(c) > 0; })) continue;
    taken.insert(f.begin(), f.end());
    CardFamily family;
    family.cards.assign(f.begin(), f.end());
    for (const auto& [group, cards] : big) {
      if (!std::includes(cards.begin(), cards.end(), f.begin(), f.end())) continue;
      std::vector<std::string> ids = group_ids[group];
      std::sort(ids.begin(), ids.end());
      family.ruling_ids.insert(family.ruling_ids.end(), ids.begin(), ids.end());
      std::string same;  // "B-04 = F-07 = S-03": one ruling printed under several letters
      for (const std::string& id : ids) same += (same.empty() ? "" : " = ") + id;
      family.rulings.push_back(same);
      for (const std::string& c : cards)
        if (!f.count(c)) family.joined[c].push_back(same);
    }
    std::sort(family.ruling_ids.begin(), family.ruling_ids.end());
    graph.families.push_back(std::move(family));
  }
  for (std::size_t k = 0; k < graph.families.size(); ++k) {
    CardFamily& family = graph.families[k];
    const std::set<std::string> members(family.cards.begin(), family.cards.end());
    const std::set<std::string> family_rulings(family.ruling_ids.begin(), family.ruling_ids.end());
    std::vector<const ScenarioResult*> none;
    bool fail = false, pending = false, any = false;
    for (CardEdge& e : graph.edges) {
      if (e.family >= 0 || e.rulings.empty() || (!members.count(e.a) && !members.count(e.b))) continue;
      const bool all_family = std::all_of(e.rulings.begin(), e.rulings.end(), [&](const std::string& id) {
        return family_rulings.count(id) > 0;
      });
      if (!all_family) continue;
      e.family = static_cast<int>(k);
      any = true;
      fail = fail || e.status == Verdict::Fail;
      pending = pending || e.status == Verdict::Pending;
    }
    family.status = !any      ? Verdict::Pending
                    : fail    ? Verdict::Fail
                    : pending ? Verdict::Pending
                              : Verdict::Pass;
  }
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
    out.edges.back().family = -1;  // a card's own graph draws every edge
    keep.insert(e.a);
    keep.insert(e.b);
  }
  for (const CardNode& n : graph.nodes)
    if (keep.count(n.id)) out.nodes.push_back(n);
  return out;
}

}  // namespace kmr::harness
