// `kmr faq stamp`: writes the fingerprint of each printed entry into the
// knowledge-base entry it belongs to, and nothing else. An entry already
// holding the same text's fingerprint is left as it is; an unstamped one is
// the one at the same position of the same section or letter (the ids
// follow the FAQ's order), unless the cards they name share none. The YAML
// text is edited line by line, so comments and layout stay as written.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kmr/expected.hpp"
#include "kmr/faq/diff.hpp"
#include "kmr/faq/text.hpp"
#include "kmr/model/fingerprint.hpp"
#include "kmr/model/ruling.hpp"

namespace kmr::harness {

struct StampChange {
  std::string file;    // the rulings file
  std::string ruling;  // its id
  Fingerprint fingerprint;
  std::string printed;  // "faq.txt:12", the entry it comes from
};

struct StampPlan {
  std::vector<StampChange> changes;
  std::size_t already = 0;           // entries whose fingerprint is already there
  std::vector<std::string> skipped;  // "faq.txt:12: why it was not stamped"
};

// What stamping `revision` into `rulings` would write (files that did not
// load are skipped: the caller reports them). A printed entry that names no
// edition takes its rulings file's `revised` date.
StampPlan plan_stamp(const std::vector<FaqDocument>& revision, const std::vector<RulingsFile>& rulings);

// `kmr faq stamp --accept ID...`: the printed text each named entry was
// matched to as *changed* (reworded) in `diff`, to be stamped over its old
// fingerprint on purpose, and nothing else. An id the knowledge base lacks
// (with a did-you-mean) or one the diff did not find reworded is an error.
Expected<std::vector<StampChange>> plan_accept(const FaqDiff& diff, const std::vector<RulingsFile>& rulings,
                                               const std::vector<std::string>& ids);

// `yaml` (the text of rulings file `name`) with `changes` for that file
// applied: a `source:` with the fingerprint added after the entry's
// `position:` line, or the fingerprint line added to (or replaced in) the
// entry's `source:`. Every other byte stays. Errors ("name:line:column: ...")
// for entries written in a shape it cannot edit safely (flow style), ids not
// in the file, or a result that does not load back.
Expected<std::string> stamp_text(std::string_view yaml, const std::string& name,
                                 const std::vector<StampChange>& changes);

// Reads rulings file `path`, applies `changes` (stamp_text) and, unless
// `dry_run`, replaces the file with the result.
Expected<bool> stamp_file(const std::string& path, const std::vector<StampChange>& changes, bool dry_run);

// Writes `text` to `path` through a temporary file in the same directory, so
// a failure leaves the old file whole.
Expected<bool> replace_file(const std::string& path, std::string_view text);

}  // namespace kmr::harness
