#include "kmr/site/model.hpp"

#include <algorithm>
#include <set>
#include <tuple>

#include "kmr/model/ruling_index.hpp"
#include "rules_text.hpp"

namespace kmr::harness {
namespace {

std::string section_key(const RulingsFile& f) { return f.letter ? f.section + "-" + *f.letter : f.section; }

std::string section_title(const RulingsFile& f) {
  if (f.letter) return "Section 3, " + *f.letter + ": " + f.title;
  return "Section " + f.section + ": " + f.title;
}

}  // namespace

const Ruling* ReportModel::ruling(const std::string& id) const {
  const auto it = rulings.find(id);
  return it == rulings.end() ? nullptr : it->second;
}

const ScenarioEntry* ReportModel::scenario(const std::string& id) const {
  const auto it = scenarios_by_id.find(id);
  return it == scenarios_by_id.end() ? nullptr : &it->second;
}

std::vector<std::pair<std::string, ScenarioEntry>> ReportModel::scenarios_of(const Ruling& r) const {
  std::vector<std::pair<std::string, ScenarioEntry>> out;
  std::set<std::string> seen;
  for (const std::string& id : r.scenarios) {
    if (!seen.insert(id).second) continue;
    const ScenarioEntry* e = scenario(id);
    out.emplace_back(id, e ? *e : ScenarioEntry{});
  }
  for (const ScenarioEntry& e : scenarios) {
    const std::vector<std::string>& cites = e.scenario->rulings;
    if (std::find(cites.begin(), cites.end(), r.id) == cites.end()) continue;
    if (seen.insert(e.scenario->id).second) out.emplace_back(e.scenario->id, e);
  }
  return out;
}

Verdict ReportModel::verdict(const Ruling& r) const {
  if (r.status.untestable) return Verdict::Untestable;
  if (!r.status.encoded()) return Verdict::Pending;
  std::vector<const ScenarioResult*> results;
  for (const auto& [id, entry] : scenarios_of(r)) results.push_back(entry.result);
  return verdict_of(results);
}

namespace {
std::string status_now(const ScenarioEntry& e) {
  return e.result ? std::string(to_string(e.result->status)) : std::string("not run");
}
}  // namespace

std::optional<StatusChange> ReportModel::change_of(const std::string& id) const {
  if (!previous) return std::nullopt;
  const ScenarioEntry* e = scenario(id);
  const auto was = previous->find(id);
  const std::string then = was == previous->end() ? "" : was->second;
  const std::string now = e ? status_now(*e) : "";
  if (then == now) return std::nullopt;
  return StatusChange{id, then, now};
}

std::vector<StatusChange> ReportModel::changes() const {
  std::vector<StatusChange> out;
  if (!previous) return out;
  for (const ScenarioEntry& e : scenarios)
    if (auto c = change_of(e.scenario->id)) out.push_back(std::move(*c));
  for (const auto& [id, status] : *previous)
    if (!scenario(id)) out.push_back({id, status, ""});
  return out;
}

std::size_t ReportModel::ruling_count() const {
  std::size_t n = 0;
  for (const ReportSection& s : sections) n += s.rulings.size();
  return n;
}

ReportModel build_report_model(const std::vector<RulingsFile>& rulings, const std::vector<LoadedFile>& files,
                               const std::vector<ScenarioResult>& results) {
  ReportModel m;
  std::map<std::string, const ScenarioResult*> by_id;
  for (const ScenarioResult& r : results) by_id.emplace(r.id, &r);

  std::vector<const Scenario*> all_scenarios;
  for (const LoadedFile& file : files) {
    if (file.error) m.load_failures.push_back(&file);
    for (const BadScenario& bad : file.bad) m.problems.push_back(bad.error);
    for (const Scenario& s : file.scenarios) {
      const auto it = by_id.find(s.id);
      const ScenarioEntry entry{&s, it == by_id.end() ? nullptr : it->second};
      m.scenarios.push_back(entry);
      m.scenarios_by_id.emplace(s.id, entry);
      all_scenarios.push_back(&s);
      for (const std::string& card : s.cards) m.card_scenarios[card].push_back(&s);
    }
  }

  m.knowledge_base = !rulings.empty();
  if (m.knowledge_base) {
    std::vector<const RulingsFile*> ordered;
    for (const RulingsFile& f : rulings) {
      if (f.error) m.problems.push_back(*f.error);
      ordered.push_back(&f);
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const RulingsFile* a, const RulingsFile* b) {
      return std::tie(a->section, a->letter) < std::tie(b->section, b->letter);
    });
    for (const RulingsFile* f : ordered) {
      if (f->rulings.empty()) continue;
      ReportSection section{section_key(*f), section_title(*f), {}};
      for (const Ruling& r : f->rulings) section.rulings.push_back(&r);
      std::stable_sort(section.rulings.begin(), section.rulings.end(), [](const Ruling* a, const Ruling* b) {
        return a->source.position < b->source.position;
      });
      m.sections.push_back(std::move(section));
    }
    for (const KnowledgeIssue& issue : check_knowledge_base(rulings, files))
      m.problems.push_back(issue.str());
  } else {
    // No knowledge base: the ruling ids the scenarios cite, with the cards of those scenarios.
    for (const RulingInfo& info : rulings_cited(files)) {
      Ruling r;
      r.id = info.id;
      r.scenarios = info.scenarios;
      std::set<std::string> cards;
      for (const std::string& sid : info.scenarios)
        if (const ScenarioEntry* e = m.scenario(sid))
          cards.insert(e->scenario->cards.begin(), e->scenario->cards.end());
      r.cards.assign(cards.begin(), cards.end());
      m.cited.push_back(std::move(r));
    }
    if (!m.cited.empty()) {
      ReportSection section{"cited", "Rulings cited by the scenarios (no knowledge base loaded)", {}};
      for (const Ruling& r : m.cited) section.rulings.push_back(&r);
      m.sections.push_back(std::move(section));
    }
  }

  std::vector<const Ruling*> all_rulings;
  for (const ReportSection& s : m.sections) {
    for (const Ruling* r : s.rulings) {
      all_rulings.push_back(r);
      m.rulings.emplace(r->id, r);
      std::set<std::string> cards(r->cards.begin(), r->cards.end());
      for (const std::string& card : cards) m.card_rulings[card].push_back(r);
    }
  }
  m.graph = build_card_graph(all_rulings, all_scenarios, by_id);
  find_families(m.graph, all_rulings);
  find_groups(m.graph, all_rulings, all_scenarios);
  return m;
}

void attach_rules(ReportModel& model, std::string markdown) {
  model.rule_anchors = html::rule_anchors(markdown);
  model.rules_text = std::move(markdown);
}

std::string page_name(std::string_view id) {
  std::string out;
  for (const char c : id) {
    const bool keep =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    out += keep ? c : '_';
  }
  return out.empty() ? "_" : out;
}

}  // namespace kmr::harness
