#include "kmr/base/atomic_write.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <random>
#include <vector>

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

// A temporary older than this that no process holds is a killed run's.
constexpr std::time_t kStaleSeconds = 60;

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

// The temporary takes the replaced file's mode and, when this process may
// give it, its owner and group: a replaced file keeps them (a new one gets
// the usual mode, 0666 less the umask).
void take_mode_of(const std::string& path, int fd) {
  struct stat old {};
  if (::stat(path.c_str(), &old) != 0 || !S_ISREG(old.st_mode)) return;
  (void)::fchmod(fd, old.st_mode & 07777);
  if (::fchown(fd, old.st_uid, old.st_gid) != 0) (void)::fchown(fd, static_cast<uid_t>(-1), old.st_gid);
}

// A file with other names (hard links) is written where it is, so that
// every name sees the new text: renaming a new file over one name would
// leave the others with the old one. Whole-or-nothing is given up for it;
// the text is written in one go.
bool has_other_names(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && st.st_nlink > 1;
}

bool replace(const std::string& path, std::string_view text) {
  if (has_other_names(path)) return write_to(path, O_TRUNC, text);
  auto tmp = create_temporary(temporary_prefix(path));
  if (!tmp) return false;  // nothing made, nothing to remove
  take_mode_of(path, tmp->fd);
  const bool written = write_all(tmp->fd, text);
  // Renamed while still open: its lock tells other runs it is not stale.
  const bool renamed = written && std::rename(tmp->path.c_str(), path.c_str()) == 0;
  if (!renamed) ::unlink(tmp->path.c_str());
  return ::close(tmp->fd) == 0 && renamed;
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
  remove_stale_temporaries(prefix);
  Suffixes names;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string path = prefix + names.next();
    if (const int fd = open_new(path); fd >= 0) {
      // Held as long as the file is open: a temporary nobody holds is one a
      // killed run left behind.
      (void)::flock(fd, LOCK_EX | LOCK_NB);
      return NewFile{fd, path};
    }
    if (errno != EEXIST) return Error{path + ": cannot create a temporary file: " + std::strerror(errno)};
  }
  return Error{prefix + "*: cannot create a temporary file: every name tried is taken"};
}

void remove_stale_temporaries(const std::string& prefix) {
  const fs::path p(prefix);
  const std::string dir = p.has_parent_path() ? p.parent_path().string() : std::string(".");
  const std::string base = p.filename().string();
  DIR* d = ::opendir(dir.c_str());
  if (!d) return;
  std::vector<std::string> stale;
  const std::time_t now = std::time(nullptr);
  while (const dirent* e = ::readdir(d)) {
    if (!is_temporary_name(e->d_name, base)) continue;
    const std::string path = (fs::path(dir) / e->d_name).string();
    struct stat st {};
    // Only regular files of ours, a minute old at least (one just made may
    // not be locked yet), that no process holds open.
    if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid() ||
        now - st.st_mtime < kStaleSeconds)
      continue;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) continue;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) stale.push_back(path);
    ::close(fd);
  }
  ::closedir(d);
  for (const std::string& path : stale) ::unlink(path.c_str());
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

Expected<bool> write_new_atomically(const std::string& path, std::string_view text) {
  auto tmp = create_temporary(temporary_prefix(path));
  if (!tmp) return tmp.error();
  bool written = write_all(tmp->fd, text);
  // link() gives the file its name only if the name is free: a file made
  // there meanwhile is never replaced (rename would replace it).
  int linked = written ? ::link(tmp->path.c_str(), path.c_str()) : -1;
  const int why = errno;
  std::string problem;
  if (!written) {
    problem = path + ": cannot write the file";
  } else if (linked != 0 && why == EEXIST) {
    problem = path + ": exists; it is not overwritten";
  } else if (linked != 0 && (why == EPERM || why == ENOTSUP || why == EOPNOTSUPP)) {
    // A file system without hard links: created exclusively instead.
    auto made = create_new_file(path);
    if (!made) {
      problem = made.error().message;
    } else {
      written = write_all(made->fd, text);
      if (::close(made->fd) != 0 || !written) problem = path + ": cannot write the file";
      linked = 0;
    }
  } else if (linked != 0) {
    problem = path + ": cannot create the file: " + std::strerror(why);
  }
  ::unlink(tmp->path.c_str());
  ::close(tmp->fd);
  if (!problem.empty()) return Error{problem};
  return true;
}

namespace {

// The journal of a set of files replaced together: the temporaries' paths,
// each ended by a NUL byte (a path may hold any other byte).
std::string journal_text(const std::vector<NewFile>& temporaries) {
  std::string out;
  for (const NewFile& t : temporaries) out += t.path + '\0';
  return out;
}

// The file a temporary replaces: its name without the temporary's suffix.
std::string replaced_by(const std::string& temporary) {
  const std::string mark = ".kmr-tmp.";
  const std::size_t at = temporary.rfind(mark);
  return at == std::string::npos ? std::string() : temporary.substr(0, at);
}

}  // namespace

Expected<bool> finish_pending_writes(const std::string& journal) {
  struct stat st {};
  if (::lstat(journal.c_str(), &st) != 0) return false;
  if (!S_ISREG(st.st_mode)) return Error{journal + ": is not a regular file"};
  std::string text;
  {
    const int fd = ::open(journal.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return Error{journal + ": cannot read: " + std::strerror(errno)};
    char buf[4096];
    for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;) text.append(buf, static_cast<std::size_t>(n));
    ::close(fd);
  }
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = text.find('\0', start);
    if (end == std::string::npos) break;  // cut short: written whole or not at all, so never
    const std::string tmp = text.substr(start, end - start);
    start = end + 1;
    const std::string target = replaced_by(tmp);
    struct stat t {};
    if (target.empty() || ::lstat(tmp.c_str(), &t) != 0) continue;  // renamed already
    if (std::rename(tmp.c_str(), target.c_str()) != 0)
      return Error{target + ": cannot finish replacing it: " + std::strerror(errno)};
  }
  if (::unlink(journal.c_str()) != 0) return Error{journal + ": cannot remove: " + std::strerror(errno)};
  return true;
}

Expected<bool> write_files_atomically(const std::vector<std::pair<std::string, std::string>>& files,
                                      const std::string& journal) {
  std::vector<NewFile> made;
  const auto drop = [&](std::string why) -> Expected<bool> {
    for (const NewFile& t : made) {
      ::unlink(t.path.c_str());
      ::close(t.fd);
    }
    return Error{std::move(why)};
  };
  // Every new text in a temporary beside its file first: nothing is
  // replaced until all are written.
  for (const auto& [path, text] : files) {
    if (way_of(path) != Way::Replace) return drop(path + ": is not a regular file");
    auto tmp = create_temporary(temporary_prefix(path));
    if (!tmp) return drop(tmp.error().message);
    made.push_back(*tmp);
    take_mode_of(path, tmp->fd);
    if (!write_all(tmp->fd, text) || ::fsync(tmp->fd) != 0) return drop(path + ": cannot write the file");
  }
  // The journal is the commit: once it is there, the files are replaced,
  // by this run or (killed) by the next finish_pending_writes.
  if (!write_atomically(journal, journal_text(made))) return drop(journal + ": cannot write the journal");
  for (const NewFile& t : made) {
    if (std::rename(t.path.c_str(), replaced_by(t.path).c_str()) != 0)
      return Error{replaced_by(t.path) + ": cannot replace it: " + std::strerror(errno) + " (" + journal +
                   " names what is left to do)"};
    ::close(t.fd);
  }
  ::unlink(journal.c_str());
  return true;
}

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
