// What `kmr faq diff` prints: one line per record that did not match (with
// word diffs under changed entries) and the summary line, or the same content as JSON:
//   {"summary": {"matched", "changed", "moved", "new", "missing"},
//    "entries": [{"status", "match", "file", "line", "section", "letter",
//                 "position", "edition", "ruling", "ruling_file",
//                 "ruling_line", "stamped", "cards", "fingerprint",
//                 "similarity", "other", "same_text_as", "question_diff",
//                 "answer_diff"}]}
#pragma once

#include <ostream>
#include <string>

#include "kmr/faq/diff.hpp"

namespace kmr::harness {

// "N matched, M changed, K moved, J new, I missing".
std::string faq_summary_line(const FaqDiffCounts& c);

// Changed, moved, new and missing entries, one line each (changed ones with
// their word diffs), in the revision's order; matched entries are only
// counted in the summary line, unless `list_matched` (then listed after).
void faq_report_console(std::ostream& out, const FaqDiff& diff, bool list_matched = false);
void faq_report_json(std::ostream& out, const FaqDiff& diff);

}  // namespace kmr::harness
