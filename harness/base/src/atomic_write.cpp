#include "kmr/base/atomic_write.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace kmr::harness {

std::string temporary_beside(const std::string& path) { return path + ".kmr-tmp"; }

std::string output_problem(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return "is a directory";
  if (!can_write_beside(path)) return "cannot create a file there";
  return "";
}

bool can_write_beside(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return false;  // rename could not replace it
  const std::string tmp = temporary_beside(path);
  const bool ok = static_cast<bool>(std::ofstream(tmp, std::ios::binary | std::ios::trunc));
  if (ok) std::remove(tmp.c_str());  // only what it made itself
  return ok;
}

bool write_atomically(const std::string& path, std::string_view text) {
  const std::string tmp = temporary_beside(path);
  {
    std::ofstream file(tmp, std::ios::binary | std::ios::trunc);
    if (!file) return false;  // nothing made, nothing to remove
    file.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!file.flush()) {
      std::remove(tmp.c_str());
      return false;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

}  // namespace kmr::harness
