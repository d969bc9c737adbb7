#include "kmr/site/report_dir.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <system_error>

#include "kmr/base/atomic_write.hpp"

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

// The path with every link resolved, as far as it exists.
fs::path resolved(const fs::path& p) {
  std::error_code ec;
  fs::path out = fs::weakly_canonical(fs::absolute(p, ec), ec);
  if (ec) out = fs::absolute(p, ec).lexically_normal();
  if (!out.has_filename() && out != out.root_path()) out = out.parent_path();
  return out;
}

// Is `outer` `inner` or a directory holding it?
bool holds(const fs::path& outer, const fs::path& inner) {
  auto o = outer.begin(), i = inner.begin();
  for (; o != outer.end(); ++o, ++i)
    if (i == inner.end() || *o != *i) return false;
  return true;
}

// Why `p` (resolved) is never replaced, if it is not.
std::optional<std::string> never_replaced(const fs::path& p, const std::vector<fs::path>& inputs) {
  std::error_code ec;
  if (p == p.root_path()) return "is the root directory";
  if (const fs::path cwd = fs::current_path(ec); !ec && holds(p, resolved(cwd)))
    return p == resolved(cwd) ? "is the current directory" : "holds the current directory";
  if (const char* home = std::getenv("HOME"); home && *home && holds(p, resolved(home)))
    return p == resolved(home) ? "is the home directory ($HOME)" : "holds the home directory ($HOME)";
  if (fs::exists(fs::symlink_status(p / ".git", ec))) return "is a git work tree (it holds .git)";
  for (const fs::path& input : inputs)
    if (holds(p, resolved(input)))
      return (p == resolved(input) ? "is " : "holds ") + input.string() + ", an input of this run";
  return std::nullopt;
}

bool same_inode(int fd, const fs::path& path) {
  struct stat a {
  }, b{};
  return ::fstat(fd, &a) == 0 && ::stat(path.c_str(), &b) == 0 && a.st_dev == b.st_dev &&
         a.st_ino == b.st_ino;
}

// Deletes what killed runs left beside `target`: called under the lock, so
// no live run is writing any of it.
void remove_stale(const fs::path& target) {
  std::error_code ec;
  const std::string base = "." + target.filename().string();
  std::vector<fs::path> stale;
  for (fs::directory_iterator it(target.parent_path(), ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    // The fixed names of kmr before unique ones, and the unique ones.
    if (name == base + ".kmr-new" || name == base + ".kmr-old" ||
        is_temporary_name(name, base + ".kmr-new.") || is_temporary_name(name, base + ".kmr-old."))
      stale.push_back(it->path());
  }
  for (const fs::path& p : stale) fs::remove_all(p, ec);
}

}  // namespace

fs::path report_target(const fs::path& dir) {
  std::error_code ec;
  fs::path p = fs::absolute(dir, ec).lexically_normal();
  if (ec) p = dir.lexically_normal();
  if (!p.has_filename() && p != p.root_path()) p = p.parent_path();
  if (fs::is_symlink(p, ec)) {
    const fs::path real = fs::canonical(p, ec);
    if (!ec) p = real;
  }
  return p;
}

fs::path report_temporary_prefix(const fs::path& target, std::string_view kind) {
  std::string name = ".";  // built by appending: GCC 12 warns falsely on "." + std::string at -O3
  name += target.filename().string();
  name += kind;
  return target.parent_path() / name;
}

fs::path report_lock_file(const fs::path& target) { return report_temporary_prefix(target, ".kmr-lock"); }

std::optional<Error> report_dir_refusal(const fs::path& dir, bool force,
                                        const std::vector<fs::path>& inputs) {
  std::error_code ec;
  const auto never = [&](const std::string& why) {
    return Error{dir.string() + ": " + why +
                 ": kmr report never replaces it, not even with --force; give another --out"};
  };
  const fs::file_status link = fs::symlink_status(dir, ec);
  if (fs::is_symlink(link) && !fs::exists(fs::status(dir, ec)))
    return Error{dir.string() +
                 ": is a link to nothing (its target is missing): create the directory it "
                 "names, or give another --out"};
  const fs::path p = report_target(dir);
  const fs::file_status st = fs::status(p, ec);
  if (ec && ec != std::errc::no_such_file_or_directory)
    return Error{dir.string() + ": cannot be read (" + ec.message() + ")"};
  if (!fs::exists(st)) {
    // Missing: it holds nothing, but it may still name the root (or a link chain to it).
    if (auto why = never_replaced(resolved(p), inputs)) return never(*why);
    return std::nullopt;
  }
  if (!fs::is_directory(st)) return Error{dir.string() + ": is not a directory"};
  if (auto why = never_replaced(resolved(p), inputs)) return never(*why);
  if (force || fs::exists(p / kReportMarker, ec)) return std::nullopt;
  fs::directory_iterator it(p, ec);
  if (ec) return Error{dir.string() + ": cannot be read (" + ec.message() + ")"};
  if (it == fs::directory_iterator()) return std::nullopt;  // empty
  return Error{dir.string() + ": not empty, and not a report (it holds no " + std::string(kReportMarker) +
               " file): not replacing it; give --force to replace it whole, or another --out"};
}

Expected<ReportDirLock> ReportDirLock::acquire(const fs::path& dir, bool force,
                                               std::vector<fs::path> inputs) {
  if (auto refused = report_dir_refusal(dir, force, inputs)) return *refused;
  const fs::path target = report_target(dir);
  std::error_code ec;
  fs::create_directories(target.parent_path(), ec);
  if (ec || !fs::is_directory(target.parent_path()))
    return Error{"cannot create directory " + target.parent_path().string()};
  const fs::path file = report_lock_file(target);
  // The holder removes the file before letting go: a lock taken on a file
  // since removed (or replaced) is no lock, so open it again.
  for (int attempt = 0; attempt < 100; ++attempt) {
    const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd < 0) return Error{"cannot create the lock file " + file.string() + ": " + std::strerror(errno)};
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int why = errno;
      ::close(fd);
      if (why == EWOULDBLOCK)
        return Error{"another kmr report is writing " + dir.string() + " now (it holds " + file.string() +
                     "): this run stops without replacing it"};
      return Error{"cannot lock " + file.string() + ": " + std::strerror(why)};
    }
    if (same_inode(fd, file)) {
      remove_stale(target);
      ReportDirLock lock;
      lock.fd_ = fd;
      lock.dir_ = dir;
      lock.target_ = target;
      lock.file_ = file;
      lock.force_ = force;
      lock.inputs_ = std::move(inputs);
      return lock;
    }
    ::close(fd);
  }
  return Error{"cannot lock " + file.string() + ": it keeps being replaced"};
}

ReportDirLock::ReportDirLock(ReportDirLock&& other) noexcept
    : fd_(other.fd_),
      dir_(std::move(other.dir_)),
      target_(std::move(other.target_)),
      file_(std::move(other.file_)),
      force_(other.force_),
      inputs_(std::move(other.inputs_)) {
  other.fd_ = -1;
}

ReportDirLock::~ReportDirLock() {
  if (fd_ < 0) return;
  ::unlink(file_.c_str());  // while still holding it: the next run makes a new one
  ::close(fd_);
}

}  // namespace kmr::harness
