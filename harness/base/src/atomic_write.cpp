#include "kmr/base/atomic_write.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

// How an output path is written.
enum class Way {
  Replace,    // a regular file or nothing: a temporary renamed over it
  Target,     // a link to a regular file: the target replaced so, the link kept
  Append,     // a link to this process's stdout or stderr file (/dev/stdout > f): after what is there
  Through,    // a device, a FIFO, a socket (maybe through a link): opened and written in place
  Directory,  // refused
  Dangling,   // a link to nothing: refused rather than followed to create its target
};

// O_EXCL fails on any existing name, a dangling link included; O_NOFOLLOW
// says the same for the last component.
int open_new(const std::string& path) {
  return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
}

// Random suffixes for temporary names: unique between processes and runs.
constexpr std::size_t kSuffixLength = 16;
class Suffixes {
 public:
  Suffixes() : draw_(seed()) {}
  std::string next() {
    char text[kSuffixLength + 1];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(draw_()));
    return text;
  }

 private:
  static std::uint64_t seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device() ^ static_cast<std::uint64_t>(::getpid());
  }
  std::mt19937_64 draw_;
};

bool same_file(const struct stat& a, int fd) {
  struct stat b {};
  return ::fstat(fd, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

Way way_of(const std::string& path) {
  struct stat link {};
  if (::lstat(path.c_str(), &link) != 0) return Way::Replace;  // missing (or unreadable: the write says)
  if (S_ISDIR(link.st_mode)) return Way::Directory;
  if (S_ISREG(link.st_mode)) return Way::Replace;
  if (!S_ISLNK(link.st_mode)) return Way::Through;
  struct stat target {};
  if (::stat(path.c_str(), &target) != 0) return Way::Dangling;
  if (S_ISDIR(target.st_mode)) return Way::Directory;
  if (!S_ISREG(target.st_mode)) return Way::Through;
  return same_file(target, STDOUT_FILENO) || same_file(target, STDERR_FILENO) ? Way::Append : Way::Target;
}

// The regular file a link leads to, for Way::Target.
std::string link_target(const std::string& path) {
  std::error_code ec;
  const fs::path real = fs::canonical(path, ec);
  return ec ? path : real.string();
}

bool write_to(const std::string& path, int flags, std::string_view text) {
  const int fd = ::open(path.c_str(), flags | O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool ok = write_all(fd, text);
  return ::close(fd) == 0 && ok;
}

bool replace(const std::string& path, std::string_view text) {
  auto tmp = create_temporary(temporary_prefix(path));
  if (!tmp) return false;  // nothing made, nothing to remove
  const bool written = write_all(tmp->fd, text);
  if (::close(tmp->fd) != 0 || !written || std::rename(tmp->path.c_str(), path.c_str()) != 0) {
    ::unlink(tmp->path.c_str());
    return false;
  }
  return true;
}

// Can a file be made in `path`'s directory? A temporary made and removed.
bool can_create_beside(const std::string& path) {
  auto tmp = create_temporary(temporary_prefix(path));
  if (!tmp) return false;
  ::close(tmp->fd);
  ::unlink(tmp->path.c_str());  // only what it made itself
  return true;
}

}  // namespace

std::string temporary_prefix(const std::string& path) { return path + ".kmr-tmp."; }

Expected<NewFile> create_new_file(const std::string& path) {
  const int fd = open_new(path);
  if (fd < 0) return Error{path + ": cannot create the file: " + std::strerror(errno)};
  return NewFile{fd, path};
}

Expected<NewFile> create_temporary(const std::string& prefix) {
  Suffixes names;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string path = prefix + names.next();
    if (const int fd = open_new(path); fd >= 0) return NewFile{fd, path};
    if (errno != EEXIST) return Error{path + ": cannot create a temporary file: " + std::strerror(errno)};
  }
  return Error{prefix + "*: cannot create a temporary file: every name tried is taken"};
}

Expected<std::string> create_temporary_directory(const std::string& prefix) {
  Suffixes names;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string path = prefix + names.next();
    if (::mkdir(path.c_str(), 0777) == 0) return path;  // mkdir never follows a link in the last place
    if (errno != EEXIST) return Error{path + ": cannot create a directory: " + std::strerror(errno)};
  }
  return Error{prefix + "*: cannot create a temporary directory: every name tried is taken"};
}

bool is_temporary_name(std::string_view name, std::string_view prefix) {
  if (name.size() != prefix.size() + kSuffixLength || name.substr(0, prefix.size()) != prefix) return false;
  for (const char c : name.substr(prefix.size()))
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

std::string output_problem(const std::string& path) {
  switch (way_of(path)) {
    case Way::Directory:
      return "is a directory";
    case Way::Dangling:
      return "is a link to nothing (a missing file): not followed";
    case Way::Replace:
      return can_create_beside(path) ? "" : "cannot create a file there";
    case Way::Target:
      return can_create_beside(link_target(path)) ? "" : "cannot create a file beside the link's target";
    case Way::Append:
    case Way::Through:
      return ::access(path.c_str(), W_OK) == 0 ? ""
                                               : std::string("cannot be written: ") + std::strerror(errno);
  }
  return "";
}

bool can_write_beside(const std::string& path) { return output_problem(path).empty(); }

bool write_atomically(const std::string& path, std::string_view text) {
  switch (way_of(path)) {
    case Way::Directory:
    case Way::Dangling:
      return false;
    case Way::Replace:
      return replace(path, text);
    case Way::Target:
      return replace(link_target(path), text);
    case Way::Append:
      return write_to(path, O_APPEND, text);
    case Way::Through:
      return write_to(path, 0, text);
  }
  return false;
}

}  // namespace kmr::harness
