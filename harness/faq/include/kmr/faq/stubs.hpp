// `kmr faq diff --stubs DIR`: a knowledge-base stub for every new printed
// entry, one rulings file per section or letter, each a new file in DIR.
// A stub holds the id (letter and printed position), the fingerprint, the
// cards the text names, any same_as the text suggests and `pending: not yet
// encoded`; its question and answer are left empty for the editor to
// summarise (so a stub file does not load until they are written).
#pragma once

#include <string>
#include <vector>

#include "kmr/expected.hpp"
#include "kmr/faq/diff.hpp"

namespace kmr::harness {

struct StubFile {
  std::string path;  // DIR/3-B.yaml, DIR/section-1.yaml
  std::string text;
};

// The stub files for `diff`'s new entries (none when there are none).
// `rulings` supplies the revision date for text that names no edition.
std::vector<StubFile> stub_files(const FaqDiff& diff, const std::vector<FaqDocument>& revision,
                                 const std::vector<RulingsFile>& rulings, const std::string& dir);

// Writes them, creating DIR when needed. An existing file among them is an
// error before anything is written.
Expected<bool> write_stub_files(const std::vector<StubFile>& files, const std::string& dir);

}  // namespace kmr::harness
