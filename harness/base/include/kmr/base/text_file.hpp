// Reading a whole text file, with the error message a loader reports.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "kmr/expected.hpp"

namespace kmr::harness {

// Files larger than this are refused unread: no scenario, rulings or FAQ
// file comes near it, and a runaway file must not fill the memory.
inline constexpr std::uintmax_t kMaxTextFileBytes = 16u << 20;

// The file's text, or "<path>: no such file" / "is a directory, not a
// <kind> file" / "is a FIFO, not a <kind> file: not read" (anything but a
// regular file) / "is N MB, over the 16 MB limit ..." / "cannot read the
// file" as an error. Never throws, never reads more than the limit.
Expected<std::string> read_text_file(const std::string& path, std::string_view kind);

// The same checks without reading: why `path` would be refused, if it would.
std::optional<Error> unreadable(const std::string& path, std::string_view kind);

}  // namespace kmr::harness
