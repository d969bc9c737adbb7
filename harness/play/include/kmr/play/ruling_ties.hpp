// The rulings a new scenario file checks, tied as `kmr new scenario
// --ruling` and `save --ruling` tie them: the file cites each ruling and its
// twins, its comments give the ruling's question and answer, and each of
// those rulings lists the scenario back (load's ruling_links.hpp) when the
// file is part of the suite (under scenarios/), so `kmr validate` and `kmr
// run` accept it with no hand edit.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kmr/expected.hpp"
#include "kmr/load/ruling_links.hpp"

namespace kmr::harness {

struct RulingTies {
  std::vector<std::string> cited;    // the file's `rulings:`: each ruling named and its twins
  std::string comment;               // the first ruling's question and answer, as comment lines
  std::optional<RulingLinks> links;  // the rulings files' edits, when they are to be made
  std::string note;                  // why the rulings files are left alone, or ""
};

// `rulings_dir`: the knowledge base (empty or missing: none, the ids are
// only checked for their shape); `suite_dir`: the scenarios kmr run reads
// (scenarios/). Errors: an id not of a ruling's shape, one the knowledge
// base does not hold (with a did-you-mean), a rulings file that does not
// load or a list that cannot be edited.
Expected<RulingTies> tie_rulings(const std::vector<std::string>& ids, const std::string& rulings_dir,
                                 const std::string& file, const std::string& scenario_id,
                                 const std::string& suite_dir);

// "F-08 and B-08 now list it" or "F-08 and B-08 already list it": for the
// command's answer.
std::string ties_words(const RulingTies& ties);

}  // namespace kmr::harness
