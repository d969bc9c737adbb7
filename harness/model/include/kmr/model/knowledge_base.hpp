// Cross-checks between the rulings knowledge base and the scenarios
// (rulings/README.md, "Checks"). Each problem points at the ruling or the
// scenario it was found on.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kmr/model/ruling.hpp"
#include "kmr/model/scenario.hpp"

namespace kmr::harness {

struct KnowledgeIssue {
  SourceLoc loc;  // the ruling's or the scenario's entry
  std::string message;
  std::string str() const;  // "file:line:column: message"
};

// Every inconsistency, rulings first (in file order), then scenarios (in
// suite order):
//   - a ruling with no scenario whose status is not pending;
//   - a ruling listing a scenario that does not exist, or that does not cite it;
//   - a `same_as` naming a ruling that does not exist, or that does not name it back;
//   - two rulings with the same fingerprint (the same printed question and
//     answer under two letters) that do not name each other in `same_as`,
//     or do not list the same scenarios;
//   - a scenario citing a ruling that does not exist, or that does not list it.
// Files that did not load are skipped. While any scenario file failed to
// load, "does not exist" is not reported for scenarios (the missing one may
// be in that file); the same holds for rulings while any rulings file failed.
std::vector<KnowledgeIssue> check_knowledge_base(const std::vector<RulingsFile>& rulings,
                                                 const std::vector<LoadedFile>& scenarios);

// Only what concerns the given scenarios, for a few files checked against
// the whole knowledge base (`kmr validate FILE`), as check_knowledge_base
// judges it for them: each ruling id a scenario cites exists (else a
// did-you-mean among the knowledge base's ids) and lists the scenario back;
// a ruling of the same printed text as one that lists it (a twin: one
// fingerprint) lists it too; and a ruling that lists it is cited by it.
// check_knowledge_base reports the same for every scenario.
std::vector<KnowledgeIssue> check_citations(const std::vector<RulingsFile>& rulings,
                                            const std::vector<LoadedFile>& scenarios);

// The ruling `id` and its twins, the same ruling printed under other
// letters: those it is the same as (same_as, followed both ways and on) and
// those of the same printed text (one fingerprint), in knowledge base
// order. Empty when no ruling has that id.
std::vector<const Ruling*> ruling_and_twins(const std::vector<RulingsFile>& rulings, std::string_view id);

// Has `id` the shape of a ruling id: a section or letter, a hyphen, a
// number ("S1-07", "B-08")? Such an id is a plain YAML scalar.
bool is_ruling_id(std::string_view id);

}  // namespace kmr::harness
