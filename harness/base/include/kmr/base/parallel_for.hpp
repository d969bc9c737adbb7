// Runs fn(i) for every i in [0, n) on up to `workers` threads (0: one per
// CPU). fn must not throw; each i runs exactly once.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace kmr::harness {

template <class Fn>
void parallel_for(std::size_t n, int workers, Fn fn) {
  std::size_t threads = workers > 0 ? static_cast<std::size_t>(workers) : std::thread::hardware_concurrency();
  threads = std::clamp<std::size_t>(threads, 1, std::max<std::size_t>(n, 1));
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < n; i = next++) fn(i);
  };
  if (threads == 1) {
    work();
    return;
  }
  std::vector<std::thread> pool;
  for (std::size_t t = 0; t < threads; ++t) pool.emplace_back(work);
  for (auto& t : pool) t.join();
}

}  // namespace kmr::harness
