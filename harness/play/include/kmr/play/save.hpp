// A session's line saved as a scenario (scenarios/FORMAT.md): its setup,
// each step, and after each an `expect` of the engine's answer (`result`,
// `reason` when refused) and what else the editor pins, in the repository's
// style, so `kmr run` passes on it at once and fails when one expectation
// is changed.
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
  std::string id;     // kebab-case; default: from the file's name
  std::string title;  // default: said from the line
  std::vector<std::string> rulings;
  std::vector<std::string> pins;  // among pin_keys()
  std::string schema;             // the schema line's path; empty: no schema line
  std::string comment;            // a first comment line, if any
};

// The file's text. An unknown pin is an error.
Expected<std::string> scenario_yaml(const Session& session, const SaveOptions& options);

// The relative path from `file`'s folder to schema/scenario.schema.json of
// the checkout it is in (or, outside one, of the current folder's).
std::string schema_path_for(const std::string& file);

// A kebab-case id from a file name: "my Test.yaml" -> "my-test".
std::string id_from_path(const std::string& file);

}  // namespace kmr::harness
