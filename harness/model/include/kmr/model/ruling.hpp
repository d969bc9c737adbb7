// The rulings knowledge base (rulings/README.md): one entry per ruling of
// the publisher's FAQ, as loaded from rulings/*.yaml. Plain data; every
// entry keeps its source location so cross-checks can point at it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kmr/model/fingerprint.hpp"
#include "kmr/model/scenario.hpp"

namespace kmr::harness {

// Where the FAQ gives the ruling. `document` and `revised` are shared by a
// whole file; the rest places the ruling in the document.
struct RulingSource {
  std::string document;               // "Official Rulings"
  std::string revised;                // revision date, YYYY-MM-DD
  std::string section;                // "1", "2", "3" or "4"
  std::optional<std::string> letter;  // Section 3 only: "B", "F", ...
  int position = 0;                   // order of appearance in the section or letter, from 1
  // The entry's own `source: {fingerprint: ...}`, written by `kmr faq stamp`
  // (nullopt: not stamped yet).
  std::optional<Fingerprint> fingerprint;
  // From an official edition of the rulings (its document is the "Official
  // Rulings", a revision or a web edition of them); false for a house ruling.
  bool official() const { return document.rfind("Official Rulings", 0) == 0; }
};

// `status: encoded`, `status: "pending: <reason>"`, or `status: untestable`
// with a `reason:` (a table-manners question no scenario can check, such as
// looking away from the board: counted apart from encoded and pending).
struct RulingStatus {
  std::optional<std::string> pending;     // the reason; nullopt unless pending
  std::optional<std::string> untestable;  // why no scenario can check it; nullopt unless untestable
  bool encoded() const { return !pending && !untestable; }
  std::string str() const;  // "encoded" | "pending: <reason>" | "untestable: <reason>"
};

struct Ruling {
  std::string id;  // S1-01, B-07: the section or letter, then the position
  RulingSource source;
  std::vector<std::string> cards;  // card ids
  std::string question;            // summaries in the project's own words
  std::string answer;
  std::vector<std::string> same_as;    // ids of the same ruling listed under other letters
  std::vector<std::string> scenarios;  // ids of the scenarios that check it
  RulingStatus status;
  std::string notes;  // interpretation choices, doubts, contradictions
  SourceLoc loc;      // the entry
};

// One file's worth: its rulings, or the error that stopped it.
struct RulingsFile {
  std::string path;
  std::string section;  // as in RulingSource
  std::optional<std::string> letter;
  std::string title;
  std::vector<Ruling> rulings;
  std::optional<std::string> error;  // "file:line:column: message"
};

}  // namespace kmr::harness
