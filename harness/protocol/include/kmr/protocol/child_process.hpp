// Another program, run by a shell command line, spoken to one line at a time
// over its standard input and output, with a deadline on every exchange.
// Knows nothing of what the lines say. POSIX only.
#pragma once

#include <sys/types.h>
#include <chrono>
#include <string>
#include <string_view>

#include "kmr/expected.hpp"

namespace kmr::harness::protocol {

class ChildProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // `/bin/sh -c command`, in a process group of its own (so that stopping it
  // stops whatever the command started), its standard error kept (the last
  // lines, for messages).
  static Expected<ChildProcess> start(const std::string& command);
  ChildProcess(ChildProcess&& other) noexcept;
  ChildProcess& operator=(ChildProcess&& other) noexcept;
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();  // stop()

  // Writes `line` and a newline, before `deadline`. An error: it exited,
  // closed its input, or did not read in time.
  Expected<bool> write_line(std::string_view line, Clock::time_point deadline);
  // The next line it writes (without its newline), before `deadline`; at
  // most `max_bytes`. An error says why there is none: it exited (how), or
  // the deadline passed, or the line is too long.
  Expected<std::string> read_line(Clock::time_point deadline, std::size_t max_bytes);

  // Its standard error's last lines (at most a few hundred bytes), "" when silent.
  std::string stderr_tail() const;
  pid_t pid() const { return pid_; }
  bool running() const { return pid_ > 0; }

  // Closes its input, gives it `grace` to exit, then kills its whole process
  // group and reaps it. How it ended, in words ("exited with status 0").
  std::string stop(std::chrono::milliseconds grace = std::chrono::milliseconds(0));

 private:
  ChildProcess() = default;
  // Reads what standard error holds now, without waiting.
  void drain_stderr();
  // How it ended once its output (or input) closed: reaps it, in words.
  std::string ended();
  // poll() on `fd` for `events` until `deadline`, draining standard error meanwhile.
  // 1: ready, 0: timed out, -1: error.
  int wait_for(int fd, short events, Clock::time_point deadline);

  pid_t pid_ = -1;
  int in_ = -1;          // its standard input, ours to write
  int out_ = -1;         // its standard output, ours to read
  int err_ = -1;         // its standard error
  std::string pending_;  // read from its output past the last line returned
  std::string err_tail_;
};

}  // namespace kmr::harness::protocol
