// The engine's answer to one action as people read it: the words of `kmr
// explain`, shared by every command that shows an answer (explain, play).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/result.hpp"

namespace kmr::harness {

// "  result: rejected\n  reason: wrong-timing\n  rule:   R6.4\n  detail: ...\n
// events: ...\n": the lines present, each indented by two, escaped for the terminal.
std::string result_lines(const Result& r);

// The result as a JSON object: outcome, reason, cause, rule, detail, events.
std::string result_json(const Result& r);

// A card's choices as (key, value) in scenario words: {"target", "d4"}, {"targets", "[a2, b2]"}.
std::vector<std::pair<std::string, std::string>> choice_entries(const CardChoices& c);

// A card's choices in scenario words: "target: d4, move: e2e4".
std::string choices_words(const CardChoices& c);

// The choices as a JSON object keyed by choice key ({"target": "d4"}).
std::string choices_json(const CardChoices& c);

}  // namespace kmr::harness
