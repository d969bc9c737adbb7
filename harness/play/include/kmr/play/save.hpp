// A session's line saved as a scenario (scenarios/FORMAT.md): its setup,
// each step played, and after each an `expect` of the engine's answer
// (`result`, `reason` when refused) and what else the editor pins, in the
// repository's style, so `kmr run` passes on it at once and fails when one
// expectation is changed. The line that was played is saved: the tries and
// the refused actions of the exploration are left out unless asked for, and
// a step gets `by:` whenever the engine acted for another side than the
// one to move (an opponent's card), so every reader names the right player.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/session.hpp"

namespace kmr::harness {

// The expect keys a save may pin after each step besides result and reason.
std::span<const std::string_view> pin_keys();

struct SaveOptions {
  std::string id;                    // kebab-case; default: from the file's name
  std::string title;                 // default: said from the line
  std::vector<std::string> rulings;  // ruling ids (is_ruling_id), written as they are
  std::vector<std::string> pins;     // among pin_keys()
  std::string schema;                // the schema line's path; empty: no schema line
  std::string comment;               // a first comment line, if any
  std::string ruling_comment;        // comment lines ("# ...\n") after it: ruling_comment()
  bool all = false;                  // keep the tries and the refused actions too
};

// The file's text. An unknown pin, a ruling id of another shape, or a line
// with nothing to save is an error.
Expected<std::string> scenario_yaml(const Session& session, const SaveOptions& options);

// The steps of the line a save keeps (with `all`, every one).
std::size_t saved_steps(const Session& session, const SaveOptions& options);

// A ruling's question and answer (summaries in the project's words) as
// comment lines of at most about 76 columns: "# Ruling F-08 (the same as
// B-08): <question>" then "# Answer: <answer>". `ids`: the ruling first,
// then its twins.
std::string ruling_comment(const std::vector<std::string>& ids, const std::string& question,
                           const std::string& answer);

// The relative path from `file`'s folder to schema/scenario.schema.json of
// the checkout it is in (or, outside one, of the current folder's).
std::string schema_path_for(const std::string& file);

// A kebab-case id from a file name: "my Test.yaml" -> "my-test".
std::string id_from_path(const std::string& file);

}  // namespace kmr::harness
