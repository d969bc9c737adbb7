// `kmr faq renumber`: making room for an entry a revision inserts. The ids
// from a place on (B-08, B-09 ...) shift up by one, with their positions,
// and every reference follows: `same_as` in every rulings file and
// `rulings:` in every scenario file. With `entry`, that entry (a stub pasted
// at the end of the file) is moved into the freed place, text and all.
// Nothing is written unless asked: the plan lists every edit first. Prose
// (notes, comments, titles) that mentions a renamed id is listed, never
// rewritten.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kmr/expected.hpp"

namespace kmr::harness {

struct RenumberEdit {
  std::string file;
  int line = 0;  // 1-based, of the text as it is now
  int column = 0;
  std::string from, to;
  std::string what;  // "id", "position", "same_as", "rulings"
};

struct RenumberPlan {
  std::vector<std::pair<std::string, std::string>> renamed;  // old id, new id, in file order
  std::vector<RenumberEdit> edits;
  std::vector<std::string> mentions;         // "file:line: mentions B-08 (left as written)"
  std::string moved;                         // "rulings/3-B.yaml: B-61's entry moved before B-08's", or ""
  std::map<std::string, std::string> texts;  // every file that changes, with its new text
};

// `at`: the id whose place the new entry takes (B-08); `entry`: the id of
// the entry to put there (after `at` in the same file), or none (a gap is
// left at `at`). Errors: an id that is not in the knowledge base (with a
// did-you-mean), a rulings file that does not load, an id that would pass 99,
// a reference whose text is not where the YAML reader put it.
Expected<RenumberPlan> plan_renumber(const std::string& at, const std::optional<std::string>& entry,
                                     const std::vector<std::string>& rulings_files,
                                     const std::vector<std::string>& scenario_files);

// Writes the plan's texts, each file replaced whole (a failure leaves it as it was).
// Writes every file of the plan as one (write_files_atomically): killed
// part-way, none is changed, or the next finish_pending_writes(journal)
// completes them all.
Expected<bool> apply_renumber(const RenumberPlan& plan, const std::string& journal);

}  // namespace kmr::harness
