// The knowledge-base tests' shared input: a good rulings file whose line
// numbers the malformed cases count on, and ways to edit and load it.
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>

#include "kmr/load/rulings_loader.hpp"

namespace kmr::harness {

// Line numbers matter: the malformed cases below and their messages count on them.
inline constexpr std::string_view kGood =
    "section: \"1\"\n"                                  // 1
    "letter: null\n"                                    // 2
    "title: Check, Checkmate and Stalemate\n"           // 3
    "source:\n"                                         // 4
    "  document: Official Rulings\n"                    // 5
    "  revised: 2007-11-28\n"                           // 6
    "rulings:\n"                                        // 7
    "  - id: S1-01\n"                                   // 8
    "    position: 1\n"                                 // 9
    "    cards: [fog-of-war]\n"                         // 10
    "    question: Can the mated side still escape?\n"  // 11
    "    answer: Yes, on his own turn.\n"               // 12
    "    same_as: []\n"                                 // 13
    "    scenarios: [s1-01-escape]\n"                   // 14
    "    status: encoded\n"                             // 15
    "    notes: Only with a card he holds.\n"           // 16
    "  - id: S1-02\n"                                   // 17
    "    position: 2\n"                                 // 18
    "    question: May a continuing effect mate?\n"     // 19
    "    answer: Yes.\n"                                // 20
    "    status: \"pending: no scenario yet\"\n";       // 21

// kGood with `from` (which must occur once) replaced by `to`.
inline std::string good_with(std::string_view from, std::string_view to) {
  std::string text(kGood);
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  EXPECT_EQ(text.find(from, at + 1), std::string::npos) << from << " occurs more than once";
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// kGood without the (1-based) line `line`.
inline std::string good_without_line(int line) {
  std::istringstream in{std::string(kGood)};
  std::string out;
  std::string text;
  for (int n = 1; std::getline(in, text); ++n)
    if (n != line) out += text + "\n";
  return out;
}

inline RulingsFile load(std::string_view yaml, const std::string& name = "section-1.yaml") {
  return load_rulings_text(yaml, name);
}

inline std::string load_error(std::string_view yaml, const std::string& name = "section-1.yaml") {
  RulingsFile f = load(yaml, name);
  EXPECT_TRUE(f.rulings.empty());
  return f.error.value_or("(loaded without error)");
}

// A table-manners ruling: its own status with a reason, counted apart and listed as uncovered.
inline constexpr std::string_view kUntestable =
    "status: untestable\n    reason: it is about where a player looks";

}  // namespace kmr::harness
