// For tests that run the kmr binary built beside them (KMR_BINARY): a fresh
// directory per test, files written into it, and kmr run there with its exit
// code and both output streams.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace kmr::testing {

namespace fs = std::filesystem;

struct CliRun {
  int code = -1;
  std::string out;
  std::string err;
};

inline std::string shell_quote(const std::string& arg) {
  std::string q = "'";
  for (const char ch : arg) q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return q + "'";
}

inline std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline std::string last_line(const std::string& text) {
  const std::string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
  return trimmed.substr(trimmed.rfind('\n') + 1);
}

class KmrCliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kmr_cli_test_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path write(const std::string& name, std::string_view text) {
    const fs::path path = dir_ / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
    return path;
  }

  // Runs kmr with `args`, in `cwd` when given (else where the test runs).
  CliRun kmr(const std::vector<std::string>& args, const fs::path& cwd = {}) {
    return kmr_fed(args, {}, cwd);
  }

  // The same with `input` as its standard input (none: the test's own).
  CliRun kmr_fed(const std::vector<std::string>& args, const std::optional<std::string>& input,
                 const fs::path& cwd = {}) {
    std::string command = cwd.empty() ? "" : "cd " + shell_quote(cwd.string()) + " && ";
    command += shell_quote(KMR_BINARY);
    for (const std::string& a : args) command += ' ' + shell_quote(a);
    if (input) command += " <" + shell_quote(write("stdin.txt", *input).string());
    const fs::path out = dir_ / "stdout.txt";
    const fs::path err = dir_ / "stderr.txt";
    command += " >" + shell_quote(out.string()) + " 2>" + shell_quote(err.string());
    const int status = std::system(command.c_str());
    CliRun r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = read_file(out);
    r.err = read_file(err);
    return r;
  }

  fs::path dir_;
};

}  // namespace kmr::testing
