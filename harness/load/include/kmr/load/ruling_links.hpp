// A scenario tied to its rulings in one step (`kmr new scenario --ruling`,
// `save --ruling` in kmr play): each ruling named, and each of its twins
// (the same ruling printed under other letters), lists the scenario in its
// `scenarios:`, and the scenario cites them all, so `kmr validate` and
// `kmr run` accept it with no hand edit. The rulings files are edited as
// text, one list at a time: every other byte (comments, layout, line
// endings) stays as written.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "kmr/expected.hpp"
#include "kmr/model/ruling.hpp"

namespace kmr::harness {

struct RulingLinks {
  // What the scenario cites: each ruling named, in the order given, then
  // their twins in knowledge base order.
  std::vector<std::string> rulings;
  // The rulings that gain the scenario in their `scenarios:` (those that
  // list it already are left alone).
  std::vector<std::string> listed;
  std::map<std::string, std::string> texts;  // each rulings file that changes: its path and new text
};

// Checks each id (the shape of a ruling id, then that the knowledge base
// holds it, with a did-you-mean) and plans the edits. Errors: an unknown or
// malformed id, a rulings file that does not load, a `scenarios:` list not
// written in a form this edits (then: edit it by hand).
Expected<RulingLinks> plan_ruling_links(const std::vector<RulingsFile>& knowledge_base,
                                        const std::vector<std::string>& ruling_ids,
                                        const std::string& scenario_id);

// Writes the planned texts, each file replaced whole.
Expected<bool> write_ruling_links(const RulingLinks& links);

}  // namespace kmr::harness
