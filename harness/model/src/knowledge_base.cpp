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
  std::vector<KnowledgeIssue> cited = check_citations(rulings, scenarios);
  out.insert(out.end(), std::make_move_iterator(cited.begin()), std::make_move_iterator(cited.end()));
  return out;
}

std::vector<KnowledgeIssue> check_citations(const std::vector<RulingsFile>& rulings,
                                            const std::vector<LoadedFile>& scenarios) {
  std::map<std::string, const Ruling*> ruling_by_id;
  std::vector<std::string_view> ids;
  for (const RulingsFile& file : rulings)
    for (const Ruling& r : file.rulings) {
      ruling_by_id.emplace(r.id, &r);
      ids.push_back(r.id);
    }
  const bool every_ruling = all_loaded(rulings);
  std::vector<KnowledgeIssue> out;
  for (const LoadedFile& file : scenarios) {
    for (const Scenario& s : file.scenarios) {
      for (const std::string& id : s.rulings) {
        auto it = ruling_by_id.find(id);
        if (it == ruling_by_id.end()) {
          if (every_ruling)
            out.push_back({s.loc, "scenario '" + s.id + "' cites ruling " + id + ", which does not exist" +
                                      did_you_mean(id, ids)});
        } else if (std::find(it->second->scenarios.begin(), it->second->scenarios.end(), s.id) ==
                   it->second->scenarios.end()) {
          out.push_back({s.loc, "scenario '" + s.id + "' cites ruling " + id +
                                    ", which does not list it (add '" + s.id + "' to its 'scenarios')"});
        }
      }
    }
  }
  return out;
}

}  // namespace kmr::harness
