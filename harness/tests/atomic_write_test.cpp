#include "kmr/base/atomic_write.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

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

}  // namespace
}  // namespace kmr::harness
