// Writing an output file whole or not at all: the text goes to a temporary
// file beside it, which is then renamed into place, so a failed or killed
// write leaves the old file untouched.
#pragma once

#include <string>
#include <string_view>

namespace kmr::harness {

// The temporary file's name for `path` (beside it, so rename stays on one file system).
std::string temporary_beside(const std::string& path);

// Can a file be made beside `path`, and put in its place (it is no
// directory)? Checked before long work, so a bad output path fails fast;
// leaves nothing behind.
bool can_write_beside(const std::string& path);

// Why `path` cannot be written, for the message ("is a directory", "cannot
// create a file there"); empty when it can.
std::string output_problem(const std::string& path);

// Writes `text` to `path` through a temporary file; false (and the old file
// untouched, no temporary left) when it could not.
bool write_atomically(const std::string& path, std::string_view text);

}  // namespace kmr::harness
