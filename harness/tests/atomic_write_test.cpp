#include "kmr/base/atomic_write.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(AtomicWrite, ReplacesTheFileWholeAndLeavesNoTemporary) {
  const fs::path dir = fs::temp_directory_path() / "kmr-atomic-write-test";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string path = (dir / "out.xml").string();
  ASSERT_TRUE(write_atomically(path, "old"));
  ASSERT_TRUE(write_atomically(path, "new text"));
  EXPECT_EQ(read(path), "new text");
  EXPECT_FALSE(fs::exists(temporary_beside(path)));
  EXPECT_TRUE(can_write_beside(path));
  EXPECT_FALSE(fs::exists(temporary_beside(path)));
  fs::remove_all(dir);
}

TEST(AtomicWrite, AFailedWriteLeavesTheOldFileUntouched) {
  const fs::path dir = fs::temp_directory_path() / "kmr-atomic-write-fail";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string path = (dir / "graph.svg").string();
  ASSERT_TRUE(write_atomically(path, "old"));
  // The temporary's place is taken by a directory: nothing can be written there.
  fs::create_directories(temporary_beside(path));
  EXPECT_FALSE(can_write_beside(path));
  EXPECT_FALSE(write_atomically(path, "new"));
  EXPECT_EQ(read(path), "old");
  // A path in a missing directory cannot be written at all.
  EXPECT_FALSE(can_write_beside((dir / "no" / "such" / "file").string()));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace kmr::harness
