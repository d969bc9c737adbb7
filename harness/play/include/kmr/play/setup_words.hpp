// A setup in scenario words: written out for a saved scenario, and read
// from a command line's words (a FEN, hands, effects) by the scenario
// reader itself, so a session starts from what a file could say.
#pragma once

#include <string>
#include <vector>

#include "kmr/expected.hpp"
#include "kmr/game.hpp"

namespace kmr::harness {

// A YAML double-quoted scalar: "text".
std::string yaml_quoted(const std::string& text);

// The `setup:` map's lines, each prefixed by `indent` (keys in the format's order).
std::string setup_yaml(const Setup& setup, const std::string& indent);

// What a command line may say of a setup, each in the scenario format's
// words: `fen` a FEN (default: the opening position), `hands` the value of
// `hands:` ("{white: [bog], black: []}"), each effect an entry of
// `effects:` ("{card: pacifism, owner: white, target: d5}").
struct SetupWords {
  std::string fen;
  std::string hands;
  std::vector<std::string> effects;
  std::string phase;  // before-move | after-move, empty for the default
  // How an error names what does not read: a command line's options
  // ("--hands: ...", "--effect ENTRY: ...") or a function's keywords
  // ("hands: ...", "effects[1]: ...", the Python module's).
  enum class Names { CommandLine, Keywords };
  Names names = Names::CommandLine;
};
// The setup, or an error naming the option that does not read ("--hands: ...").
Expected<Setup> setup_from_words(const SetupWords& words);

}  // namespace kmr::harness
