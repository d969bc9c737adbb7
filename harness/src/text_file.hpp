// Reading a whole text file, with the error message a loader reports.
#pragma once

#include <string>
#include <string_view>

#include "kmr/expected.hpp"

namespace kmr::harness {

// The file's text, or "<path>: no such file" / "is a directory, not a
// <kind> file" / "cannot read the file" as an error. Never throws.
Expected<std::string> read_text_file(const std::string& path, std::string_view kind);

}  // namespace kmr::harness
