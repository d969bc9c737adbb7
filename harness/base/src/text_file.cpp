#include "kmr/base/text_file.hpp"

#include <filesystem>
#include <fstream>

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

// What kind of thing a path that is not a regular file is, for the message.
std::string_view what_it_is(const fs::file_status& status) {
  switch (status.type()) {
    case fs::file_type::fifo:
      return "a FIFO";
    case fs::file_type::socket:
      return "a socket";
    case fs::file_type::character:
      return "a character device";
    case fs::file_type::block:
      return "a block device";
    default:
      return "not a regular file";
  }
}

std::string megabytes(std::uintmax_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MB"; }

}  // namespace

std::optional<Error> unreadable(const std::string& path, std::string_view kind) {
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (ec || !fs::exists(status)) return Error{path + ": no such file"};
  if (fs::is_directory(status)) return Error{path + ": is a directory, not a " + std::string(kind) + " file"};
  // A FIFO or a device could be read forever: only regular files are read.
  if (!fs::is_regular_file(status))
    return Error{path + ": is " + std::string(what_it_is(status)) + ", not a " + std::string(kind) +
                 " file: not read"};
  const std::uintmax_t size = fs::file_size(path, ec);
  if (!ec && size > kMaxTextFileBytes)
    return Error{path + ": is " + megabytes(size) + ", over the " + megabytes(kMaxTextFileBytes) +
                 " limit for a " + std::string(kind) + " file: not read"};
  return std::nullopt;
}

Expected<std::string> read_text_file(const std::string& path, std::string_view kind) {
  try {
    if (auto refused = unreadable(path, kind)) return *refused;
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path + ": cannot open the file"};
    // Read at most one byte past the limit, in case the file grew since.
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
      text.append(buffer, static_cast<std::size_t>(in.gcount()));
      if (text.size() > kMaxTextFileBytes)
        return Error{path + ": is over the " + megabytes(kMaxTextFileBytes) + " limit for a " +
                     std::string(kind) + " file: not read"};
    }
    if (in.bad()) return Error{path + ": cannot read the file"};
    return text;
  } catch (const std::exception& e) {
    return Error{path + ": cannot read the file: " + e.what()};
  } catch (...) {
    return Error{path + ": cannot read the file"};
  }
}

}  // namespace kmr::harness
