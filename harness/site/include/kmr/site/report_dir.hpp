// The directory `kmr report --out DIR` replaces: what it may never replace
// (even with --force), and the lock that keeps two runs writing the same
// DIR apart.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "kmr/expected.hpp"

namespace kmr::harness {

// The file every site publish_report_site makes holds: a directory with it
// is a report, which a later report may replace.
inline constexpr std::string_view kReportMarker = ".kmr-report";

// The directory as a plain absolute path ending in its name ("site/" is
// "site"); a link to a directory is the directory it points at (the report
// replaces that, not the link).
std::filesystem::path report_target(const std::filesystem::path& dir);

// Why `dir` may not be replaced by a report, or nullopt when it may. Never,
// whatever `force` says: the root, the current directory or one holding
// it, the home directory ($HOME) or one holding it, a git work tree (it
// holds .git), one holding any of `inputs` (the run's scenario paths and
// rulings) and a link to nothing; these messages do not offer --force.
// Without `force`, also a directory holding files but no marker (not made
// by kmr report). Not a directory at all is refused too.
std::optional<Error> report_dir_refusal(const std::filesystem::path& dir, bool force,
                                        const std::vector<std::filesystem::path>& inputs = {});

// An advisory lock (flock) on ".<name>.kmr-lock" beside DIR, held while a
// run builds and puts in place its report: a second run on the same DIR
// fails at once, saying so, instead of both writing. Taking it also
// deletes what runs killed part-way left beside DIR (temporaries of the
// ".<name>.kmr-new." / ".<name>.kmr-old." kind: stale, as no live run holds
// the lock). The lock file is removed on release. Refuses first, as
// report_dir_refusal does.
class ReportDirLock {
 public:
  static Expected<ReportDirLock> acquire(const std::filesystem::path& dir, bool force,
                                         std::vector<std::filesystem::path> inputs = {});
  ReportDirLock(ReportDirLock&& other) noexcept;
  ReportDirLock& operator=(ReportDirLock&&) = delete;
  ReportDirLock(const ReportDirLock&) = delete;
  ReportDirLock& operator=(const ReportDirLock&) = delete;
  ~ReportDirLock();

  const std::filesystem::path& dir() const { return dir_; }        // as given
  const std::filesystem::path& target() const { return target_; }  // report_target(dir)
  // Refused now? (The directory may have changed while the suite ran.)
  std::optional<Error> refusal() const { return report_dir_refusal(dir_, force_, inputs_); }

 private:
  ReportDirLock() = default;
  int fd_ = -1;
  std::filesystem::path dir_, target_, file_;
  bool force_ = false;
  std::vector<std::filesystem::path> inputs_;
};

// The names of the temporaries beside `target` ("<parent>/.<name><kind>",
// kind ".kmr-new." or ".kmr-old.", then a unique suffix) and of its lock.
std::filesystem::path report_temporary_prefix(const std::filesystem::path& target, std::string_view kind);
std::filesystem::path report_lock_file(const std::filesystem::path& target);

}  // namespace kmr::harness
