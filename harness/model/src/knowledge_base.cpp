#include "kmr/model/knowledge_base.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <string_view>

#include "kmr/base/did_you_mean.hpp"

namespace kmr::harness {
namespace {

template <class Files>
bool all_loaded(const Files& files) {
  return std::none_of(files.begin(), files.end(), [](const auto& f) {
    if constexpr (requires { f.bad; })
      if (!f.bad.empty()) return true;  // a scenario that did not load may be the one cited
    return f.error.has_value();
  });
}

}  // namespace

namespace {

// The scenarios' side of the checks; with `rulings_side`, also what the
// rulings say of those scenarios (check_knowledge_base says it itself).
std::vector<KnowledgeIssue> citation_issues(const std::vector<RulingsFile>& rulings,
                                            const std::vector<LoadedFile>& scenarios, bool rulings_side) {
  std::map<std::string, const Ruling*> ruling_by_id;
  std::map<std::string, std::vector<const Ruling*>> listing;  // scenario id -> the rulings listing it
  std::vector<std::string_view> ids;
  for (const RulingsFile& file : rulings)
    for (const Ruling& r : file.rulings) {
      ruling_by_id.emplace(r.id, &r);
      ids.push_back(r.id);
      for (const std::string& s : r.scenarios) listing[s].push_back(&r);
    }
  const bool every_ruling = all_loaded(rulings);
  const auto lists = [](const Ruling& r, const std::string& scenario) {
    return std::find(r.scenarios.begin(), r.scenarios.end(), scenario) != r.scenarios.end();
  };
  std::vector<KnowledgeIssue> out;
  for (const LoadedFile& file : scenarios) {
    for (const Scenario& s : file.scenarios) {
      for (const std::string& id : s.rulings) {
        auto it = ruling_by_id.find(id);
        if (it == ruling_by_id.end()) {
          if (every_ruling)
            out.push_back({s.loc, "scenario '" + s.id + "' cites ruling " + id + ", which does not exist" +
                                      did_you_mean(id, ids)});
        } else if (!lists(*it->second, s.id)) {
          out.push_back({s.loc, "scenario '" + s.id + "' cites ruling " + id +
                                    ", which does not list it (add '" + s.id + "' to its 'scenarios')"});
        }
      }
      const auto it = listing.find(s.id);
      if (!rulings_side || it == listing.end()) continue;
      for (const Ruling* r : it->second) {
        // The whole-suite check's two sides, for this scenario: the ruling
        // listing it is cited, and its twins of the same text list it too.
        if (std::find(s.rulings.begin(), s.rulings.end(), r->id) == s.rulings.end())
          out.push_back({r->loc, "ruling " + r->id + " lists scenario '" + s.id +
                                     "', which does not cite it (add " + r->id + " to its 'rulings')"});
        if (!r->source.fingerprint) continue;
        for (const RulingsFile& twin_file : rulings)
          for (const Ruling& twin : twin_file.rulings)
            if (&twin != r && twin.source.fingerprint &&
                twin.source.fingerprint->same_text(*r->source.fingerprint) && !lists(twin, s.id))
              out.push_back({twin.loc, "ruling " + twin.id + " is the same text as " + r->id +
                                           " but does not list its scenario '" + s.id +
                                           "' (the same ruling shares its scenarios)"});
      }
    }
  }
  return out;
}

}  // namespace

std::string KnowledgeIssue::str() const { return loc.str() + ": " + message; }

std::vector<KnowledgeIssue> check_knowledge_base(const std::vector<RulingsFile>& rulings,
                                                 const std::vector<LoadedFile>& scenarios) {
  std::map<std::string, const Ruling*> ruling_by_id;
  for (const RulingsFile& file : rulings)
    for (const Ruling& r : file.rulings) ruling_by_id.emplace(r.id, &r);
  std::map<std::string, const Scenario*> scenario_by_id;
  for (const LoadedFile& file : scenarios)
    for (const Scenario& s : file.scenarios) scenario_by_id.emplace(s.id, &s);
  const bool every_ruling = all_loaded(rulings);
  const bool every_scenario = all_loaded(scenarios);

  std::vector<KnowledgeIssue> out;
  for (const RulingsFile& file : rulings) {
    for (const Ruling& r : file.rulings) {
      auto issue = [&](std::string message) { out.push_back({r.loc, std::move(message)}); };
      if (r.scenarios.empty() && r.status.encoded())
        issue("ruling " + r.id +
              " has no scenario and is not pending (list its scenarios, or write status: " +
              "\"pending: <reason>\")");
      for (const std::string& id : r.scenarios) {
        auto it = scenario_by_id.find(id);
        if (it == scenario_by_id.end()) {
          if (every_scenario) issue("ruling " + r.id + " lists scenario '" + id + "', which does not exist");
        } else if (std::find(it->second->rulings.begin(), it->second->rulings.end(), r.id) ==
                   it->second->rulings.end()) {
          issue("ruling " + r.id + " lists scenario '" + id + "', which does not cite it (add " + r.id +
                " to its 'rulings')");
        }
      }
      // The same printed text (one fingerprint) is one ruling printed under
      // several letters: its entries name each other and share their
      // scenarios (rulings/README.md, "Checks").
      if (r.source.fingerprint)
        for (const RulingsFile& other_file : rulings)
          for (const Ruling& twin : other_file.rulings) {
            if (&twin == &r || !twin.source.fingerprint ||
                !twin.source.fingerprint->same_text(*r.source.fingerprint))
              continue;
            if (std::find(r.same_as.begin(), r.same_as.end(), twin.id) == r.same_as.end())
              issue("ruling " + r.id + " has the printed text of " + twin.id +
                    " (the same fingerprint) but " + "does not name it (add " + twin.id +
                    " to its 'same_as')");
            for (const std::string& id : twin.scenarios)
              if (std::find(r.scenarios.begin(), r.scenarios.end(), id) == r.scenarios.end())
                issue("ruling " + r.id + " is the same text as " + twin.id +
                      " but does not list its scenario '" + id + "' (the same ruling shares its scenarios)");
          }
      for (const std::string& id : r.same_as) {
        auto it = ruling_by_id.find(id);
        if (it == ruling_by_id.end()) {
          if (every_ruling) issue("ruling " + r.id + " is the same as " + id + ", which does not exist");
        } else if (std::find(it->second->same_as.begin(), it->second->same_as.end(), r.id) ==
                   it->second->same_as.end()) {
          issue("ruling " + r.id + " is the same as " + id + ", which does not name it back (add " + r.id +
                " to its 'same_as')");
        }
      }
    }
  }
  std::vector<KnowledgeIssue> cited = citation_issues(rulings, scenarios, false);
  out.insert(out.end(), std::make_move_iterator(cited.begin()), std::make_move_iterator(cited.end()));
  return out;
}

std::vector<KnowledgeIssue> check_citations(const std::vector<RulingsFile>& rulings,
                                            const std::vector<LoadedFile>& scenarios) {
  return citation_issues(rulings, scenarios, true);
}

std::vector<const Ruling*> ruling_and_twins(const std::vector<RulingsFile>& rulings, std::string_view id) {
  std::vector<const Ruling*> all;
  for (const RulingsFile& file : rulings)
    for (const Ruling& r : file.rulings) all.push_back(&r);
  std::vector<bool> in(all.size(), false);
  bool grew = false;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i]->id == id) in[i] = grew = true;
  // Grow the set until it holds every ruling tied to one of its members.
  const auto tied = [](const Ruling& a, const Ruling& b) {
    const auto names = [](const Ruling& x, const Ruling& y) {
      return std::find(x.same_as.begin(), x.same_as.end(), y.id) != x.same_as.end();
    };
    return names(a, b) || names(b, a) ||
           (a.source.fingerprint && b.source.fingerprint &&
            a.source.fingerprint->same_text(*b.source.fingerprint));
  };
  while (grew) {
    grew = false;
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (in[i]) continue;
      for (std::size_t j = 0; j < all.size() && !in[i]; ++j)
        if (in[j] && tied(*all[i], *all[j])) in[i] = grew = true;
    }
  }
  std::vector<const Ruling*> out;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (in[i]) out.push_back(all[i]);
  return out;
}

bool is_ruling_id(std::string_view id) {
  const std::size_t dash = id.find('-');
  if (dash == std::string_view::npos || dash == 0 || dash > 3 || dash + 1 == id.size() ||
      id.size() > dash + 3)
    return false;
  if (id[0] < 'A' || id[0] > 'Z') return false;
  for (std::size_t i = 1; i < dash; ++i)
    if (!((id[i] >= 'A' && id[i] <= 'Z') || (id[i] >= '0' && id[i] <= '9'))) return false;
  for (std::size_t i = dash + 1; i < id.size(); ++i)
    if (id[i] < '0' || id[i] > '9') return false;
  return true;
}

}  // namespace kmr::harness
