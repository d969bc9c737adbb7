// `kmr new scenario`: a scenario file to fill in, that loads and plays as it
// is: the schema line, the ruling's question and answer as comments, its
// cards in the hands they are played from, a FEN to change, and steps built
// from the cards' timings (a move before after-move cards, the opponent's
// cards with `by:`), their choices found by the engine's choice search in
// that position, each followed by the engine's answer as its expectation.
#pragma once

#include <string>
#include <vector>

#include "kmr/expected.hpp"

namespace kmr::harness {

struct SkeletonOptions {
  std::string id;
  std::vector<std::string> rulings;  // the ruling and its twins, cited; or none
  std::string question, answer;      // the ruling's summaries, for the comments
  std::vector<std::string> cards;
  std::string schema;  // the schema line's path; empty: none
};

// The file's text; an unknown card is an error.
Expected<std::string> scenario_skeleton(const SkeletonOptions& options);

}  // namespace kmr::harness
