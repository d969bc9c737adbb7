// The card graph's families: communities found by modularity (Louvain's
// method) on the graph weighted by how much each ruling ties two cards.
#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <string>

#include "kmr/graph/card_graph.hpp"

namespace kmr::harness {
namespace {

// Undirected weighted graph on 0..n-1 (adjacency maps, no self loops; a
// node's own weight, from the communities merged into it, kept apart).
struct Weighted {
  std::vector<std::map<std::size_t, double>> adj;
  std::vector<double> self;
  double total = 0;  // sum of all weights, each edge once, self loops included
};

double degree(const Weighted& g, std::size_t i) {
  double d = 2 * g.self[i];
  for (const auto& [j, w] : g.adj[i]) d += w;
  return d;
}

// One level of Louvain's method: nodes moved, one at a time in order, to the
// neighbouring community that raises modularity most, until none moves.
// Returns each node's community, numbered from 0 in order of first node.
std::vector<std::size_t> one_level(const Weighted& g, double resolution, bool& moved_any) {
  const std::size_t n = g.adj.size();
  std::vector<std::size_t> community(n);
  std::iota(community.begin(), community.end(), 0);
  std::vector<double> k(n), tot(n);
  for (std::size_t i = 0; i < n; ++i) tot[i] = k[i] = degree(g, i);
  const double m2 = 2 * g.total;
  moved_any = false;
  if (m2 <= 0) return community;
  for (bool moved = true; moved;) {
    moved = false;
    for (std::size_t i = 0; i < n; ++i) {
      std::map<std::size_t, double> to;  // community -> weight from i into it
      for (const auto& [j, w] : g.adj[i]) to[community[j]] += w;
      const std::size_t from = community[i];
      tot[from] -= k[i];
      std::size_t best = from;
      double best_gain = to[from] - resolution * tot[from] * k[i] / m2;
      for (const auto& [c, w] : to) {
        const double gain = w - resolution * tot[c] * k[i] / m2;
        if (gain > best_gain + 1e-12) {
          best_gain = gain;
          best = c;
        }
      }
      tot[best] += k[i];
      if (best != from) {
        community[i] = best;
        moved = moved_any = true;
      }
    }
  }
  std::map<std::size_t, std::size_t> renumber;
  for (std::size_t& c : community) c = renumber.emplace(c, renumber.size()).first->second;
  return community;
}

Weighted aggregate(const Weighted& g, const std::vector<std::size_t>& community, std::size_t count) {
  Weighted out;
  out.adj.resize(count);
  out.self.assign(count, 0);
  out.total = g.total;
  for (std::size_t i = 0; i < g.adj.size(); ++i) {
    out.self[community[i]] += g.self[i];
    for (const auto& [j, w] : g.adj[i]) {
      if (j < i) continue;  // each edge once
      const std::size_t a = community[i], b = community[j];
      if (a == b)
        out.self[a] += w;
      else {
        out.adj[a][b] += w;
        out.adj[b][a] += w;
      }
    }
  }
  return out;
}

// Louvain's method to the end: each node's community, numbered from 0.
std::vector<std::size_t> louvain(const std::vector<std::map<std::size_t, double>>& adjacency,
                                 double resolution) {
  Weighted g;
  g.adj = adjacency;
  g.self.assign(adjacency.size(), 0);
  for (std::size_t i = 0; i < adjacency.size(); ++i)
    for (const auto& [j, w] : adjacency[i])
      if (j > i) g.total += w;
  std::vector<std::size_t> of(adjacency.size());
  std::iota(of.begin(), of.end(), 0);
  for (;;) {
    bool moved = false;
    const std::vector<std::size_t> level = one_level(g, resolution, moved);
    if (!moved) break;
    const std::size_t count = *std::max_element(level.begin(), level.end()) + 1;
    for (std::size_t& c : of) c = level[c];
    g = aggregate(g, level, count);
  }
  return of;
}

}  // namespace

void find_groups(CardGraph& graph, const std::vector<const Ruling*>& rulings,
                 const std::vector<const Scenario*>& scenarios, double resolution) {
  graph.groups.clear();
  const std::size_t n = graph.nodes.size();
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < n; ++i) index.emplace(graph.nodes[i].id, i);
  // How much a ruling ties two cards: one unit shared among the pairs of the
  // cards it names (a ruling naming twenty cards ties each pair little), a
  // ruling printed under several letters counted once; a scenario half as
  // much, for the pairs no ruling of it names.
  std::vector<std::map<std::size_t, double>> adj(n);
  const auto tie = [&](const std::vector<std::string>& cards, double unit) {
    std::vector<std::size_t> ids;
    for (const std::string& c : cards)
      if (const auto it = index.find(c);
          it != index.end() && std::find(ids.begin(), ids.end(), it->second) == ids.end())
        ids.push_back(it->second);
    if (ids.size() < 2) return;
    const double w = unit / static_cast<double>(ids.size() - 1);
    for (std::size_t a = 0; a < ids.size(); ++a)
      for (std::size_t b = a + 1; b < ids.size(); ++b) {
        adj[ids[a]][ids[b]] += w;
        adj[ids[b]][ids[a]] += w;
      }
  };
  std::set<std::string> seen;  // one entry per same_as group
  for (const Ruling* r : rulings) {
    if (seen.count(r->id)) continue;
    seen.insert(r->id);
    seen.insert(r->same_as.begin(), r->same_as.end());
    tie(r->cards, 1.0);
  }
  for (const Scenario* s : scenarios)
    if (s->rulings.empty()) tie(s->cards, 0.5);

  const std::vector<std::size_t> community = louvain(adj, resolution);
  std::map<std::size_t, std::vector<std::size_t>> members;
  for (std::size_t i = 0; i < n; ++i) members[community[i]].push_back(i);
  for (auto& [c, list] : members) {
    // Most central first: the most weight within the family.
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t i : list) {
      double inside = 0;
      for (const auto& [j, w] : adj[i])
        if (community[j] == c) inside += w;
      ranked.emplace_back(-inside, i);
    }
    std::sort(ranked.begin(), ranked.end(), [&](const auto& a, const auto& b) {
      return a.first != b.first ? a.first < b.first : graph.nodes[a.second].id < graph.nodes[b.second].id;
    });
    CardGroup g;
    for (const auto& [_, i] : ranked) g.cards.push_back(graph.nodes[i].id);
    for (std::size_t k = 0; k < g.cards.size() && k < 2; ++k) {
      g.central.push_back(g.cards[k]);
      g.name += (k ? " · " : "") + graph.nodes[ranked[k].second].name;
    }
    graph.groups.push_back(std::move(g));
  }
  // Largest first; a card tied to no other is a family of one, last.
  std::stable_sort(graph.groups.begin(), graph.groups.end(),
                   [](const CardGroup& a, const CardGroup& b) { return a.cards.size() > b.cards.size(); });
}

int CardGraph::group_of(std::string_view id) const {
  for (std::size_t g = 0; g < groups.size(); ++g)
    if (std::find(groups[g].cards.begin(), groups[g].cards.end(), id) != groups[g].cards.end())
      return static_cast<int>(g);
  return -1;
}

}  // namespace kmr::harness
