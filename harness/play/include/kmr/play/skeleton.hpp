// `kmr new scenario`: a scenario file to fill in, that loads as it is: the
// schema line, the ruling's question as a comment, its cards in hand, a
// FEN to change, and a step per card from the card's declared example.
#pragma once

#include <string>
#include <vector>

#include "kmr/expected.hpp"

namespace kmr::harness {

struct SkeletonOptions {
  std::string id;
  std::string ruling;    // id, or empty
  std::string question;  // the ruling's question, for a comment
  std::vector<std::string> cards;
  std::string schema;  // the schema line's path; empty: none
};

// The file's text; an unknown card is an error.
Expected<std::string> scenario_skeleton(const SkeletonOptions& options);

}  // namespace kmr::harness
