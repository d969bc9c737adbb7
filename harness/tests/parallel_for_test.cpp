// parallel_for (kmr/base/parallel_for.hpp): every item once, and an
// exception thrown on a worker comes back to the caller (issue 36: a
// std::bad_alloc on one of `kmr report`'s threads under a memory limit
// ended the process with an abort instead of a message).
#include "kmr/base/parallel_for.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <new>
#include <vector>

namespace kmr::harness {
namespace {

TEST(ParallelFor, RunsEveryItemOnce) {
  std::vector<std::atomic<int>> seen(1000);
  parallel_for(seen.size(), 4, [&](std::size_t i) { ++seen[i]; });
  for (const auto& n : seen) EXPECT_EQ(n, 1);
}

TEST(ParallelFor, AnExceptionOnAWorkerComesBackToTheCaller) {
  std::atomic<int> ran{0};
  EXPECT_THROW(parallel_for(100, 4,
                            [&](std::size_t i) {
                              ++ran;
                              if (i == 37) throw std::bad_alloc();
                            }),
               std::bad_alloc);
  EXPECT_GE(ran, 1);
  EXPECT_LE(ran, 100);
}

}  // namespace
}  // namespace kmr::harness
