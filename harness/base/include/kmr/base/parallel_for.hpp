// Runs fn(i) for every i in [0, n) on up to `workers` threads (0: one per
// CPU); each i runs exactly once. An exception fn throws (std::bad_alloc
// under a memory limit) stops the work and is thrown again here, once every
// thread has stopped; a thread that cannot be started leaves its share to
// the others.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace kmr::harness {

template <class Fn>
void parallel_for(std::size_t n, int workers, Fn fn) {
  std::size_t threads = workers > 0 ? static_cast<std::size_t>(workers) : std::thread::hardware_concurrency();
  threads = std::clamp<std::size_t>(threads, 1, std::max<std::size_t>(n, 1));
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  std::mutex lock;
  auto work = [&] {
    try {
      for (std::size_t i = next++; i < n; i = next++) fn(i);
    } catch (...) {
      next = n;  // the others stop after their current item
      const std::lock_guard<std::mutex> hold(lock);
      if (!failure) failure = std::current_exception();
    }
  };
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < threads; ++t) {
    try {
      pool.emplace_back(work);
    } catch (const std::system_error&) {
      break;  // no more threads to be had: the ones running (and this one) do the rest
    }
  }
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace kmr::harness
