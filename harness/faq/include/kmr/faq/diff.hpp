// Matching a revision of the FAQ against the knowledge base (issue 16,
// `kmr faq diff`). Each printed entry is matched (same text, by
// fingerprint), changed (the same ruling reworded: one half of its
// fingerprint still matches, or it is similar enough by the cards it names,
// its words and its position), moved (its text belongs to an entry of
// another letter), or new; each knowledge-base entry of the places the
// revision covers that no printed entry claims is missing (or moved, when
// its text is now printed only under a same_as partner).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/faq/text.hpp"
#include "kmr/model/fingerprint.hpp"
#include "kmr/model/ruling.hpp"

namespace kmr::harness {

enum class FaqStatus : unsigned char { Matched, Changed, Moved, New, Missing };
std::string_view to_string(FaqStatus s);

// How a printed entry was tied to its knowledge-base entry.
enum class FaqMatch : unsigned char {
  None,         // new, or a knowledge-base-side record
  Fingerprint,  // question and answer hashes equal
  Question,     // only the question's hash equal
  Answer,       // only the answer's hash equal (answers of a few words do not count)
  Similarity,   // cards named, shared words, letter and position
  SameAs,       // knowledge-base side: its text is printed only under `other` now
};
std::string_view to_string(FaqMatch m);

struct FaqDiffRecord {
  FaqStatus status = FaqStatus::New;
  FaqMatch how = FaqMatch::None;
  const FaqEntry* entry = nullptr;         // the revision's entry; null for knowledge-base-side records
  const Ruling* ruling = nullptr;          // the knowledge-base entry; null for New
  std::string ruling_file;                 // the rulings file holding `ruling`
  std::vector<std::string> cards;          // card ids the revision's text names
  std::optional<Fingerprint> fingerprint;  // of the revision's entry
  std::optional<double> similarity;        // FaqMatch::Similarity: the score, 0 to 1
  std::string other;                       // SameAs: the partner id now printed
  std::vector<std::string> same_text_as;   // New: ids of other places that hold the same text
  // Changed or moved, when the text the knowledge base was stamped from is
  // at hand (`--base`): a word diff, "[-old-]{+new+}"; nullopt: not at hand.
  std::optional<std::string> question_diff;
  std::optional<std::string> answer_diff;
};

struct FaqDiffCounts {
  std::size_t matched = 0, changed = 0, moved = 0, added = 0, missing = 0;
  bool clean() const { return changed + moved + added + missing == 0; }
};

struct FaqDiff {
  std::vector<FaqDiffRecord> records;  // the revision's entries in order, then knowledge-base-side ones
  FaqDiffCounts counts() const;
};

// `revision`: the documents to compare; `rulings`: the knowledge base (files
// that did not load are skipped: the caller reports them); `base`: the text
// the knowledge base was stamped from, for word diffs (may be empty). The
// records point into `revision` and `rulings`: keep them alive.
FaqDiff diff_faq(const std::vector<FaqDocument>& revision, const std::vector<RulingsFile>& rulings,
                 const std::vector<FaqDocument>& base);

// The catalog's cards a printed text names, in the order they first appear:
// card names in capitals, the last word also inflected (BOGGED, PACIFIST).
std::vector<std::string> cards_named(std::string_view text);

// Word diff of two texts, git's --word-diff=plain style: "[-old-]{+new+}".
// Words shared at both ends are kept; the middle is diffed word by word
// (a table of its words' lengths multiplied) up to kFaqWordDiffCells, and
// beyond that shown removed whole then added whole: bounded time and
// memory per entry whatever the text.
inline constexpr std::size_t kFaqWordDiffCells = std::size_t{1} << 22;
std::string word_diff(std::string_view before, std::string_view after);

// The printed place of a ruling (its file's section and letter).
FaqPlace place_of(const Ruling& r);

}  // namespace kmr::harness
