// What the HTML report shows, indexed once: the rulings knowledge base in FAQ
// order grouped by section, every scenario with its latest result, the
// rulings and scenarios of each card, and the card graph. Holds pointers into
// the inputs it was built from, which must outlive it.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "kmr/graph/card_graph.hpp"
#include "kmr/model/knowledge_base.hpp"
#include "kmr/model/ruling.hpp"
#include "kmr/model/scenario.hpp"
#include "kmr/run/door_coverage.hpp"
#include "kmr/run/interactions.hpp"
#include "kmr/run/runner.hpp"
#include "kmr/run/verdict.hpp"

namespace kmr::harness {

struct ReportSection {
  std::string key;                     // "1", "2", "3-B", "4"; "cited" without a knowledge base
  std::string title;                   // "Section 1: Check, Checkmate and Stalemate"
  std::vector<const Ruling*> rulings;  // in FAQ order
};

struct ScenarioEntry {
  const Scenario* scenario = nullptr;
  const ScenarioResult* result = nullptr;  // null: not run
};

// A scenario whose status differs from the earlier run's (`kmr report
// --compare`): "" for one not in that run, or not in this one.
struct StatusChange {
  std::string id;
  std::string was;
  std::string now;
};

// The game that showed an interaction, as a scenario (interaction_scenario_yaml)
// loaded and run with boards: the interactions page shows its end.
struct InteractionExample {
  LoadedFile file;  // its one scenario
  ScenarioResult result;
};

struct ReportModel {
  ReportModel() = default;
  ReportModel(const ReportModel&) = delete;  // holds pointers into itself (`cited`)
  ReportModel& operator=(const ReportModel&) = delete;
  ReportModel(ReportModel&&) = default;
  ReportModel& operator=(ReportModel&&) = default;

  bool knowledge_base = false;                   // false: rulings are the ids the scenarios cite
  std::vector<ReportSection> sections;           // FAQ order
  std::vector<ScenarioEntry> scenarios;          // suite order
  std::vector<const LoadedFile*> load_failures;  // scenario files that did not load
  std::vector<std::string> problems;             // rulings files that did not load, cross-check issues
  std::map<std::string, const Ruling*> rulings;  // by id
  std::map<std::string, ScenarioEntry> scenarios_by_id;
  std::map<std::string, std::vector<const Ruling*>> card_rulings;      // by card id, FAQ order
  std::map<std::string, std::vector<const Scenario*>> card_scenarios;  // by card id, suite order
  CardGraph graph;
  std::vector<Ruling> cited;  // owned rulings when there is no knowledge base
  // The base rules (rules.md) when found (attach_rules): the site's
  // rules.html, and the anchors rule numbers link to. Empty: no rules page,
  // rule numbers shown as text.
  std::string rules_text;
  std::set<std::string> rule_anchors;
  // The earlier run given to --compare: each scenario's status then, by id
  // (nullopt: no comparison).
  std::optional<std::map<std::string, std::string>> previous;
  // Pairs of cards random play showed acting together (find_interactions);
  // empty: none looked for.
  std::vector<Interaction> interactions;
  // The card x rule matrix of the doors (door_coverage); nullopt: not made.
  std::optional<DoorCoverage> matrix;
  // Their examples by "a b" (kmr report makes them for the pairs no ruling
  // covers); a pair without one is listed with its counts only.
  std::map<std::string, InteractionExample> interaction_examples;

  const Ruling* ruling(const std::string& id) const;
  const ScenarioEntry* scenario(const std::string& id) const;
  // The scenarios a ruling lists, then those citing it that it does not list;
  // a listed id that does not exist has a null scenario.
  std::vector<std::pair<std::string, ScenarioEntry>> scenarios_of(const Ruling& ruling) const;
  // Pending when the ruling is; otherwise the verdict of its scenarios.
  Verdict verdict(const Ruling& ruling) const;
  std::size_t ruling_count() const;
  // The scenarios whose status moved since `previous`, in suite order, then
  // those gone since; empty without a comparison.
  std::vector<StatusChange> changes() const;
  // What the scenario was in the earlier run when it differs from now.
  std::optional<StatusChange> change_of(const std::string& scenario_id) const;
};

// `results` holds the result of each scenario of the files that loaded (by
// id; others count as not run). Without a knowledge base (`rulings` empty),
// the rulings are the ids the scenarios cite.
ReportModel build_report_model(const std::vector<RulingsFile>& rulings, const std::vector<LoadedFile>& files,
                               const std::vector<ScenarioResult>& results);

// The base rules text (Markdown, numbered R1..R30) for the rules page and
// the links of rule numbers.
void attach_rules(ReportModel& model, std::string markdown);

// A page file name for an id: letters, digits, '-' and '_' kept, anything
// else '_' (S1-01 stays S1-01).
std::string page_name(std::string_view id);

}  // namespace kmr::harness
