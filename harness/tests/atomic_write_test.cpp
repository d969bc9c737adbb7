#include "kmr/base/atomic_write.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ctime>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> names_in(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

fs::path fresh_dir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / (name + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TEST(AtomicWrite, ReplacesTheFileWholeAndLeavesNoTemporary) {
  const fs::path dir = fresh_dir("kmr-atomic-write-test");
  const std::string path = (dir / "out.xml").string();
  ASSERT_TRUE(write_atomically(path, "old"));
  ASSERT_TRUE(write_atomically(path, "new text"));
  EXPECT_EQ(read(path), "new text");
  EXPECT_TRUE(can_write_beside(path));
  EXPECT_EQ(names_in(dir), std::vector<std::string>{"out.xml"});
  fs::remove_all(dir);
}

TEST(AtomicWrite, AFailedWriteLeavesTheOldFileUntouched) {
  const fs::path dir = fresh_dir("kmr-atomic-write-fail");
  const std::string path = (dir / "graph.svg").string();
  ASSERT_TRUE(write_atomically(path, "old"));
  // A path in a missing directory cannot be written at all.
  EXPECT_FALSE(can_write_beside((dir / "no" / "such" / "file").string()));
  EXPECT_FALSE(write_atomically((dir / "no" / "such" / "file").string(), "x"));
  EXPECT_EQ(output_problem(dir.string()), "is a directory");
  // A device that refuses every write: false, and nothing left beside it.
  if (fs::exists("/dev/full")) {
    EXPECT_FALSE(write_atomically("/dev/full", "x"));
  }
  EXPECT_EQ(read(path), "old");
  EXPECT_EQ(names_in(dir), std::vector<std::string>{"graph.svg"});
  fs::remove_all(dir);
}

TEST(AtomicWrite, TemporariesHaveUniqueNamesAndNeverFollowALink) {
  const fs::path dir = fresh_dir("kmr-atomic-write-names");
  const std::string prefix = (dir / "out.kmr-tmp.").string();
  auto a = create_temporary(prefix), b = create_temporary(prefix);
  ASSERT_TRUE(a && b);
  EXPECT_NE(a->path, b->path);
  EXPECT_TRUE(is_temporary_name(fs::path(a->path).filename().string(), "out.kmr-tmp."));
  EXPECT_FALSE(is_temporary_name("out.kmr-tmp.", "out.kmr-tmp."));
  EXPECT_FALSE(is_temporary_name("out.kmr-tmp.kmr-tmp.0123456789abcdef", "out.kmr-tmp."));
  ::close(a->fd);
  ::close(b->fd);
  // A new file is never made through a link, even one to nothing.
  std::ofstream(dir / "victim") << "precious";
  fs::create_symlink(dir / "victim", dir / "link");
  fs::create_symlink(dir / "missing", dir / "dangling");
  EXPECT_FALSE(create_new_file((dir / "link").string()));
  EXPECT_FALSE(create_new_file((dir / "dangling").string()));
  EXPECT_FALSE(fs::exists(dir / "missing"));
  EXPECT_EQ(read(dir / "victim"), "precious");
  // The probe before long work truncates nothing, whatever is planted beside the output.
  fs::create_symlink(dir / "victim", dir / "g.svg.kmr-tmp");
  EXPECT_EQ(output_problem((dir / "g.svg").string()), "");
  EXPECT_TRUE(write_atomically((dir / "g.svg").string(), "drawn"));
  EXPECT_EQ(read(dir / "victim"), "precious");
  EXPECT_EQ(read(dir / "g.svg"), "drawn");
  fs::remove_all(dir);
}

TEST(AtomicWrite, WhatIsNoRegularFileIsWrittenThrough) {
  const fs::path dir = fresh_dir("kmr-atomic-write-through");
  // A link to a regular file: the target replaced, the link kept.
  std::ofstream(dir / "real") << "old";
  fs::create_symlink(dir / "real", dir / "link");
  EXPECT_TRUE(write_atomically((dir / "link").string(), "new"));
  EXPECT_TRUE(fs::is_symlink(dir / "link"));
  EXPECT_EQ(read(dir / "real"), "new");
  // A link to nothing: refused, its target not created.
  fs::create_symlink(dir / "missing", dir / "dangling");
  EXPECT_EQ(output_problem((dir / "dangling").string()),
            "is a link to nothing (a missing file): not followed");
  EXPECT_FALSE(write_atomically((dir / "dangling").string(), "x"));
  EXPECT_FALSE(fs::exists(dir / "missing"));
  // A character device stays one.
  EXPECT_EQ(output_problem("/dev/null"), "");
  EXPECT_TRUE(write_atomically("/dev/null", "nothing"));
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  EXPECT_EQ(names_in(dir), (std::vector<std::string>{"dangling", "link", "real"}));
  fs::remove_all(dir);
}

// Issue 36: a replaced file keeps its mode and its other names.
TEST(AtomicWrite, AReplacedFileKeepsItsModeAndItsHardLinks) {
  const fs::path dir = fresh_dir("kmr-atomic-mode");
  const std::string path = (dir / "rules.yaml").string();
  ASSERT_TRUE(write_atomically(path, "old"));
  ASSERT_EQ(::chmod(path.c_str(), 0640), 0);
  ASSERT_TRUE(write_atomically(path, "new"));
  struct stat st {};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0640u);
  const std::string other = (dir / "other-name.yaml").string();
  ASSERT_EQ(::link(path.c_str(), other.c_str()), 0);
  ASSERT_TRUE(write_atomically(path, "newer"));
  EXPECT_EQ(read(other), "newer");  // the same file under both names
  EXPECT_EQ(names_in(dir), (std::vector<std::string>{"other-name.yaml", "rules.yaml"}));
  fs::remove_all(dir);
}

// A new file is never one that exists, whatever its kind, and the name is
// taken with link(2): a file made there between a check and the write is
// not replaced.
TEST(AtomicWrite, ANewFileNeverReplacesOne) {
  const fs::path dir = fresh_dir("kmr-atomic-new");
  const std::string path = (dir / "new.yaml").string();
  ASSERT_TRUE(write_new_atomically(path, "first").has_value());
  EXPECT_EQ(read(path), "first");
  auto again = write_new_atomically(path, "second");
  ASSERT_FALSE(again.has_value());
  EXPECT_NE(again.error().message.find("exists"), std::string::npos) << again.error().message;
  EXPECT_EQ(read(path), "first");
  const std::string dangling = (dir / "dangling.yaml").string();
  ASSERT_EQ(::symlink((dir / "nowhere").c_str(), dangling.c_str()), 0);
  EXPECT_FALSE(write_new_atomically(dangling, "x").has_value());
  EXPECT_FALSE(fs::exists(dir / "nowhere"));
  EXPECT_EQ(names_in(dir), (std::vector<std::string>{"dangling.yaml", "new.yaml"}));
  fs::remove_all(dir);
}

// What a killed run left: a temporary of ours nobody holds, a minute old,
// goes with the next write beside it; one a live writer holds stays.
TEST(AtomicWrite, AKilledRunsTemporaryIsRemovedByTheNextWrite) {
  const fs::path dir = fresh_dir("kmr-atomic-stale");
  const std::string path = (dir / "junit.xml").string();
  const std::string left = path + ".kmr-tmp.0123456789abcdef";
  const std::string held = path + ".kmr-tmp.fedcba9876543210";
  for (const std::string& t : {left, held}) {
    std::ofstream(t) << "half";
    const struct timespec old[2] = {{0, UTIME_OMIT}, {std::time(nullptr) - 3600, 0}};
    ASSERT_EQ(::utimensat(AT_FDCWD, t.c_str(), old, 0), 0);
  }
  const int holder = ::open(held.c_str(), O_RDONLY);
  ASSERT_GE(holder, 0);
  ASSERT_EQ(::flock(holder, LOCK_EX), 0);
  ASSERT_TRUE(write_atomically(path, "text"));
  EXPECT_EQ(names_in(dir), (std::vector<std::string>{"junit.xml", "junit.xml.kmr-tmp.fedcba9876543210"}));
  ::close(holder);
  fs::remove_all(dir);
}

// Several files as one: all replaced, or (killed before the journal) none;
// killed after it, finish_pending_writes completes the rest.
TEST(AtomicWrite, SeveralFilesAreReplacedAsOne) {
  const fs::path dir = fresh_dir("kmr-atomic-files");
  const std::string a = (dir / "a.yaml").string(), b = (dir / "b.yaml").string();
  const std::string journal = (dir / ".journal").string();
  ASSERT_TRUE(write_atomically(a, "a1"));
  ASSERT_TRUE(write_atomically(b, "b1"));
  ASSERT_TRUE(write_files_atomically({{a, "a2"}, {b, "b2"}}, journal).has_value());
  EXPECT_EQ(read(a) + read(b), "a2b2");
  EXPECT_EQ(names_in(dir), (std::vector<std::string>{"a.yaml", "b.yaml"}));
  // A run killed after its journal, one file renamed: the next finishes it.
  const std::string ta = a + ".kmr-tmp.00000000000000aa", tb = b + ".kmr-tmp.00000000000000bb";
  std::ofstream(tb) << "b3";
  ASSERT_TRUE(write_atomically(a, "a3"));  // a's temporary already renamed
  ASSERT_TRUE(write_atomically(journal, ta + std::string(1, '\0') + tb + std::string(1, '\0')));
  EXPECT_EQ(read(a) + read(b), "a3b2");  // the mix a kill leaves...
  auto finished = finish_pending_writes(journal);
  ASSERT_TRUE(finished.has_value()) << finished.error().message;
  EXPECT_TRUE(*finished);
  EXPECT_EQ(read(a) + read(b), "a3b3");  // ...made whole
  EXPECT_EQ(names_in(dir), (std::vector<std::string>{"a.yaml", "b.yaml"}));
  EXPECT_FALSE(*finish_pending_writes(journal));  // none left
  // A file that cannot be replaced stops it before anything is written.
  EXPECT_FALSE(write_files_atomically({{a, "a4"}, {dir.string(), "x"}}, journal).has_value());
  EXPECT_EQ(read(a), "a3");
  EXPECT_EQ(names_in(dir), (std::vector<std::string>{"a.yaml", "b.yaml"}));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace kmr::harness
