#include "kmr/protocol/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <optional>
#include <thread>

extern char** environ;

namespace kmr::harness::protocol {
namespace {

constexpr std::size_t kStderrKept = 600;

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

std::string how_it_ended(int status) {
  if (WIFEXITED(status)) {
    const int code = WEXITSTATUS(status);
    // A shell whose command was killed exits with 128 + the signal.
    const std::string shell =
        code > 128 && code < 160 ? " (a shell's word for signal " + std::to_string(code - 128) + ")" : "";
    return "exited with status " + std::to_string(code) + shell;
  }
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const char* name = ::strsignal(sig);
    return "was killed by signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : "");
  }
  return "ended";
}

int remaining_ms(ChildProcess::Clock::time_point deadline) {
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - ChildProcess::Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1 << 30));
}

}  // namespace

Expected<ChildProcess> ChildProcess::start(const std::string& command) {
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) != 0) return Error{std::string("cannot make a pipe: ") + std::strerror(errno)};
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]);
    return Error{std::string("cannot make a pipe: ") + std::strerror(errno)};
  }
  if (::pipe2(err, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
    return Error{std::string("cannot make a pipe: ") + std::strerror(errno)};
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  // Its own process group: stop() ends everything the command started.
  posix_spawnattr_setpgroup(&attr, 0);
  // Signals back to their defaults in the child (kmr may ignore some).
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  std::string shell_command = command;
  char sh[] = "/bin/sh";
  char dash_c[] = "-c";
  char* argv[] = {sh, dash_c, shell_command.data(), nullptr};
  pid_t pid = -1;
  const int spawned = ::posix_spawn(&pid, "/bin/sh", &actions, &attr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(in[0]), ::close(out[1]), ::close(err[1]);
  if (spawned != 0) {
    ::close(in[1]), ::close(out[0]), ::close(err[0]);
    return Error{"cannot start /bin/sh -c '" + command + "': " + std::strerror(spawned)};
  }
  ChildProcess child;
  child.pid_ = pid;
  child.in_ = in[1];
  child.out_ = out[0];
  child.err_ = err[0];
  for (int fd : {child.in_, child.out_, child.err_}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  return child;
}

ChildProcess::ChildProcess(ChildProcess&& o) noexcept
    : pid_(o.pid_),
      in_(o.in_),
      out_(o.out_),
      err_(o.err_),
      pending_(std::move(o.pending_)),
      err_tail_(std::move(o.err_tail_)) {
  o.pid_ = -1;
  o.in_ = o.out_ = o.err_ = -1;
}

ChildProcess& ChildProcess::operator=(ChildProcess&& o) noexcept {
  if (this != &o) {
    stop();
    pid_ = o.pid_;
    in_ = o.in_;
    out_ = o.out_;
    err_ = o.err_;
    pending_ = std::move(o.pending_);
    err_tail_ = std::move(o.err_tail_);
    o.pid_ = -1;
    o.in_ = o.out_ = o.err_ = -1;
  }
  return *this;
}

ChildProcess::~ChildProcess() { stop(); }

void ChildProcess::drain_stderr() {
  if (err_ < 0) return;
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(err_, buf, sizeof buf);
    if (n > 0) {
      err_tail_.append(buf, static_cast<std::size_t>(n));
      if (err_tail_.size() > kStderrKept) err_tail_.erase(0, err_tail_.size() - kStderrKept);
      continue;
    }
    if (n == 0) close_fd(err_);  // closed: nothing more will come
    return;
  }
}

int ChildProcess::wait_for(int fd, short events, Clock::time_point deadline) {
  for (;;) {
    pollfd fds[2] = {{fd, events, 0}, {err_, POLLIN, 0}};
    const int n = ::poll(fds, err_ >= 0 ? 2 : 1, remaining_ms(deadline));
    if (n < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    if (err_ >= 0 && fds[1].revents) drain_stderr();
    if (fds[0].revents) return 1;
    if (Clock::now() >= deadline) return 0;
  }
}

std::string ChildProcess::ended() {
  close_fd(in_);
  close_fd(out_);
  drain_stderr();
  if (pid_ <= 0) return "ended";
  int status = 0;
  // Its output closed: it has exited or is about to. Wait a little, then make sure.
  for (int i = 0; i < 100; ++i) {
    const pid_t done = ::waitpid(pid_, &status, WNOHANG);
    if (done == pid_) {
      ::kill(-pid_, SIGKILL);  // what it left running in its group
      pid_ = -1;
      return how_it_ended(status);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  stop();
  return "closed its input or output";
}

Expected<bool> ChildProcess::write_line(std::string_view line, Clock::time_point deadline) {
  if (in_ < 0) return Error{"its input is closed"};
  std::string data(line);
  data += '\n';
  std::size_t done = 0;
  // A write to a pipe nobody reads raises SIGPIPE: blocked here, on this
  // thread only, and the pending one taken back, so EPIPE says it instead.
  sigset_t pipe_signal, old;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  ::pthread_sigmask(SIG_BLOCK, &pipe_signal, &old);
  std::optional<std::string> failure;
  while (done < data.size() && !failure) {
    const ssize_t n = ::write(in_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
    } else if (n < 0 && errno == EAGAIN) {
      const int ready = wait_for(in_, POLLOUT, deadline);
      if (ready == 0) failure = "did not read its input in time";
      if (ready < 0) failure = std::string("cannot be written to: ") + std::strerror(errno);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      // Its input closed: most likely it has ended (a command not found); say how.
      failure = errno == EPIPE ? ended() : std::string("cannot be written to: ") + std::strerror(errno);
    }
  }
  const timespec zero{0, 0};
  while (::sigtimedwait(&pipe_signal, nullptr, &zero) > 0) {
  }
  ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (failure) return Error{*failure};
  return true;
}

Expected<std::string> ChildProcess::read_line(Clock::time_point deadline, std::size_t max_bytes) {
  for (;;) {
    if (const auto nl = pending_.find('\n'); nl != std::string::npos) {
      std::string line = pending_.substr(0, nl);
      pending_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (pending_.size() > max_bytes)
      return Error{"wrote a line longer than " + std::to_string(max_bytes) + " bytes"};
    if (out_ < 0) return Error{"has ended"};
    char buf[65536];
    const ssize_t n = ::read(out_, buf, sizeof buf);
    if (n > 0) {
      pending_.append(buf, static_cast<std::size_t>(n));
      continue;
    }
    if (n == 0) return Error{ended()};
    if (errno == EINTR) continue;
    if (errno != EAGAIN) return Error{std::string("cannot be read: ") + std::strerror(errno)};
    const int ready = wait_for(out_, POLLIN, deadline);
    if (ready == 0) return Error{"did not answer in time"};
    if (ready < 0) return Error{std::string("cannot be read: ") + std::strerror(errno)};
  }
}

std::string ChildProcess::stderr_tail() const {
  std::string tail = err_tail_;
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r')) tail.pop_back();
  return tail;
}

std::string ChildProcess::stop(std::chrono::milliseconds grace) {
  close_fd(in_);
  std::string how = "stopped";
  if (pid_ > 0) {
    int status = 0;
    const auto until = Clock::now() + grace;
    pid_t done = ::waitpid(pid_, &status, WNOHANG);
    while (done == 0 && Clock::now() < until) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      done = ::waitpid(pid_, &status, WNOHANG);
    }
    ::kill(-pid_, SIGKILL);  // its group: the shell and what it started
    if (done == 0) done = ::waitpid(pid_, &status, 0);
    how = done == pid_ ? how_it_ended(status) : how;
    pid_ = -1;
  }
  close_fd(out_);
  drain_stderr();
  close_fd(err_);
  return how;
}

}  // namespace kmr::harness::protocol
