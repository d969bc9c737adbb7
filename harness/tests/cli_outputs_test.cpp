// Where kmr writes (issue 25): `kmr report --out DIR` against concurrent
// runs, directories it must never replace, dangling links and stale
// temporaries; output files onto devices, FIFOs and links; temporaries
// that never follow a planted link. Runs the kmr binary (KMR_BINARY).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "kmr_cli.hpp"

namespace {

using namespace kmr::testing;

class CliOutputs : public KmrCliTest {
 protected:
  // A small suite of one passing scenario; its directory.
  std::string suite() {
    return write("s/one.yaml",
                 "id: outputs-one\n"
                 "title: one move\n"
                 "setup: {fen: \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"}\n"
                 "steps:\n"
                 "  - move: e2e4\n"
                 "  - expect: {to_move: black}\n")
        .parent_path()
        .string();
  }
  // Names in dir_ beginning with `prefix`.
  std::vector<std::string> beside(const std::string& prefix) {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir_))
      if (e.path().filename().string().rfind(prefix, 0) == 0) names.push_back(e.path().filename().string());
    return names;
  }
};

const std::string kNoForce = "give --force";

// --- kmr report --out DIR: one run at a time.

TEST_F(CliOutputs, ReportStopsWhileAnotherRunHoldsTheLock) {
  const std::string s = suite();
  const fs::path site = dir_ / "site";
  ASSERT_EQ(kmr({"report", "--out", site.string(), s}).code, 0);
  const std::string index = read_file(site / "index.html");
  // Another run (here: this test) holds the lock beside the site.
  const int fd = ::open((dir_ / ".site.kmr-lock").c_str(), O_RDWR | O_CREAT, 0666);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::flock(fd, LOCK_EX), 0);
  const CliRun r = kmr({"report", "--out", site.string(), s});
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("another kmr report is writing " + site.string() + " now"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.out.find("open "), std::string::npos) << r.out;
  EXPECT_EQ(read_file(site / "index.html"), index);
  ::close(fd);
  // Released: the next run goes ahead, and leaves no lock file behind.
  EXPECT_EQ(kmr({"report", "--out", site.string(), s}).code, 0);
  EXPECT_EQ(beside(".site"), std::vector<std::string>{});
}

TEST_F(CliOutputs, ConcurrentReportsLeaveOneWholeSite) {
  // Four runs at once on the repository's suite (long enough to overlap):
  // each either writes the site (exit 0) or says another run holds it (exit 2);
  // the site at the end is whole, and nothing is left beside it.
  const fs::path site = dir_ / "site";
  const std::string source = KMR_SOURCE_DIR;
  std::vector<pid_t> pids;
  for (int i = 0; i < 4; ++i) {
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      const std::string out = site.string(), scenarios = source + "/scenarios/rules";
      const std::string log = (dir_ / ("run" + std::to_string(i) + ".err")).string();
      const int e = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
      ::dup2(e, 2);
      const int n = ::open("/dev/null", O_WRONLY);
      ::dup2(n, 1);
      ::execl(KMR_BINARY, KMR_BINARY, "report", "-j", "1", "--out", out.c_str(), scenarios.c_str(),
              static_cast<char*>(nullptr));
      std::_Exit(127);
    }
    pids.push_back(pid);
  }
  int won = 0;
  for (std::size_t i = 0; i < pids.size(); ++i) {
    int status = 0;
    ::waitpid(pids[i], &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    const std::string err = read_file(dir_ / ("run" + std::to_string(i) + ".err"));
    if (WEXITSTATUS(status) == 0) {
      ++won;
    } else {
      EXPECT_EQ(WEXITSTATUS(status), 2) << err;
      EXPECT_NE(err.find("another kmr report is writing"), std::string::npos) << err;
    }
  }
  EXPECT_GE(won, 1);
  EXPECT_TRUE(fs::exists(site / ".kmr-report"));
  EXPECT_TRUE(fs::exists(site / "index.html"));
  EXPECT_TRUE(fs::exists(site / "rulings"));
  EXPECT_EQ(beside(".site"), std::vector<std::string>{});
}

TEST_F(CliOutputs, ReportClearsOnlyStaleTemporariesOfItsOwnDirectory) {
  const std::string s = suite();
  const fs::path site = dir_ / "site";
  // Left by killed runs: the old fixed names and the unique ones.
  write(".site.kmr-new/index.html", "half");
  write(".site.kmr-old/index.html", "old");
  write(".site.kmr-new.0123456789abcdef/index.html", "half");
  write(".site.kmr-old.fedcba9876543210/index.html", "old");
  // Not temporaries of this directory: kept.
  write(".site.kmr-newest/keep.txt", "mine");
  write(".other.kmr-new.0123456789abcdef/index.html", "another report's");
  ASSERT_EQ(kmr({"report", "--out", site.string(), s}).code, 0);
  EXPECT_EQ(beside(".site"), std::vector<std::string>{".site.kmr-newest"});
  EXPECT_TRUE(fs::exists(dir_ / ".other.kmr-new.0123456789abcdef/index.html"));
}

// --- directories it never replaces, --force or not.

TEST_F(CliOutputs, ReportNeverReplacesTheCurrentDirectoryOrOneHoldingIt) {
  const std::string s = suite();
  write("work/notes.txt", "mine");
  write("work/deeper/more.txt", "mine too");
  for (const auto& [cwd, out] : std::vector<std::pair<fs::path, std::string>>{
           {dir_ / "work", "."}, {dir_ / "work", (dir_ / "work").string()}, {dir_ / "work/deeper", ".."}}) {
    const CliRun r = kmr({"report", "--force", "--out", out, s}, cwd);
    EXPECT_EQ(r.code, 2) << out << r.err;
    EXPECT_NE(r.err.find("the current directory"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("not even with --force"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(kNoForce), std::string::npos) << r.err;
  }
  EXPECT_EQ(read_file(dir_ / "work/notes.txt"), "mine");
  EXPECT_EQ(read_file(dir_ / "work/deeper/more.txt"), "mine too");
}

TEST_F(CliOutputs, ReportNeverReplacesHomeRootAGitTreeOrAnInput) {
  const std::string s = suite();
  write("home/me/.profile", "mine");
  write("repo/.git/HEAD", "ref: refs/heads/main\n");
  write("repo/README", "mine");
  write("data/kb/section-1.yaml", "section: \"1\"\ntitle: T\nrulings: []\n");
  const char* saved = std::getenv("HOME");
  const std::string saved_home = saved ? saved : "";
  ::setenv("HOME", (dir_ / "home/me").c_str(), 1);
  struct Case {
    std::string out, why;
  };
  for (const Case& c : std::vector<Case>{
           {(dir_ / "home/me").string(), "is the home directory"},
           {(dir_ / "home").string(), "holds the home directory"},
           {"/", "is the root directory"},
           {(dir_ / "repo").string(), "is a git work tree"},
           {s, "is " + s + ", an input of this run"},
           {(dir_ / "data/kb").string(), "an input of this run"},
           {(dir_ / "data").string(), "holds " + (dir_ / "data/kb").string() + ", an input of this run"},
       }) {
    const CliRun r = kmr({"report", "--force", "--out", c.out, "--rulings", (dir_ / "data/kb").string(), s});
    EXPECT_EQ(r.code, 2) << c.out << r.err;
    EXPECT_NE(r.err.find(c.why), std::string::npos) << c.out << ": " << r.err;
    EXPECT_NE(r.err.find("not even with --force"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(kNoForce), std::string::npos) << r.err;
  }
  if (saved)
    ::setenv("HOME", saved_home.c_str(), 1);
  else
    ::unsetenv("HOME");
  EXPECT_EQ(read_file(dir_ / "home/me/.profile"), "mine");
  EXPECT_EQ(read_file(dir_ / "repo/README"), "mine");
  EXPECT_TRUE(fs::exists(dir_ / "repo/.git/HEAD"));
  EXPECT_TRUE(fs::exists(dir_ / "s/one.yaml"));
  EXPECT_TRUE(fs::exists(dir_ / "data/kb/section-1.yaml"));
}

TEST_F(CliOutputs, ReportOntoADanglingLinkFailsBeforeTheSuiteRuns) {
  const std::string s = suite();
  write("s/broken.yaml", "id: [\n");  // loading it would warn
  fs::create_symlink(dir_ / "missing", dir_ / "site");
  const CliRun r = kmr({"report", "--out", (dir_ / "site").string(), s});
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("is a link to nothing"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("warning"), std::string::npos) << "the suite ran: " << r.err;
  EXPECT_TRUE(fs::is_symlink(dir_ / "site"));
  EXPECT_FALSE(fs::exists(dir_ / "missing"));
}

// --- output files: replaced when regular, written through otherwise.

TEST_F(CliOutputs, JunitOntoAFifoIsWrittenThrough) {
  const std::string s = suite();
  const fs::path fifo = dir_ / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0666), 0);
  // A reader already there (non-blocking), so the writer's open goes ahead.
  const int rfd = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(rfd, 0);
  const CliRun r = kmr({"run", "--junit", fifo.string(), s});
  EXPECT_EQ(r.code, 0) << r.err;
  std::string got;
  char buffer[4096];
  for (ssize_t n; (n = ::read(rfd, buffer, sizeof buffer)) > 0;)
    got.append(buffer, static_cast<std::size_t>(n));
  ::close(rfd);
  EXPECT_TRUE(fs::is_fifo(fifo)) << "replaced by a regular file";
  EXPECT_NE(got.find("<testsuites"), std::string::npos) << got;
}

TEST_F(CliOutputs, GraphOntoACharacterDeviceIsWrittenThrough) {
  const std::string s = suite();
  // A null device of the test's own where it may make one (root); else /dev/null.
  fs::path device = dir_ / "null";
  if (::mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) device = "/dev/null";
  const CliRun r = kmr({"graph", "--format", "dot", "--out", device.string(), s});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(fs::is_character_file(device)) << device << " replaced by a regular file";
  EXPECT_EQ(beside("null.kmr-tmp"), std::vector<std::string>{});
}

TEST_F(CliOutputs, JunitThroughALinkToStdoutAppendsToIt) {
  const std::string s = suite();
  // What /dev/stdout is: a link to this process's standard output (here a file).
  fs::create_symlink("/proc/self/fd/1", dir_ / "stdout-link");
  const CliRun r = kmr({"run", "--junit", (dir_ / "stdout-link").string(), s});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(dir_ / "stdout-link"));
  EXPECT_NE(r.out.find("1 passed"), std::string::npos) << r.out;  // the console's text kept
  EXPECT_NE(r.out.find("<testsuites"), std::string::npos) << r.out;
  EXPECT_LT(r.out.find("1 passed"), r.out.find("<testsuites")) << r.out;
}

TEST_F(CliOutputs, JunitToDevStdout) {
  const CliRun r = kmr({"run", "--junit", "/dev/stdout", suite()});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("<testsuites"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::is_symlink("/dev/stdout"));
}

TEST_F(CliOutputs, JunitThroughALinkToAFileReplacesTheTargetKeepingTheLink) {
  const std::string s = suite();
  write("real.xml", "old");
  fs::create_symlink(dir_ / "real.xml", dir_ / "link.xml");
  const CliRun r = kmr({"run", "--junit", (dir_ / "link.xml").string(), s});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(dir_ / "link.xml"));
  EXPECT_NE(read_file(dir_ / "real.xml").find("<testsuites"), std::string::npos);
  EXPECT_EQ(beside("real.xml.kmr-tmp"), std::vector<std::string>{});
}

TEST_F(CliOutputs, OutputsOntoADanglingLinkAreRefused) {
  const std::string s = suite();
  fs::create_symlink(dir_ / "nowhere.xml", dir_ / "j.xml");
  const CliRun r = kmr({"run", "--junit", (dir_ / "j.xml").string(), s});
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("is a link to nothing"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "nowhere.xml"));
}

// --- temporaries never follow a planted link.

TEST_F(CliOutputs, APlantedTemporaryLinkIsNeverFollowed) {
  const std::string s = suite();
  write("victim.txt", "precious");
  // The temporary names of the old fixed scheme, as links to the victim.
  fs::create_symlink(dir_ / "victim.txt", dir_ / "g.dot.kmr-tmp");
  fs::create_symlink(dir_ / "victim.txt", dir_ / "j.xml.kmr-tmp");
  EXPECT_EQ(kmr({"graph", "--format", "dot", "--out", (dir_ / "g.dot").string(), s}).code, 0);
  EXPECT_EQ(kmr({"run", "--junit", (dir_ / "j.xml").string(), s}).code, 0);
  EXPECT_EQ(read_file(dir_ / "victim.txt"), "precious");
  EXPECT_NE(read_file(dir_ / "g.dot").find("graph families"), std::string::npos);
  EXPECT_TRUE(fs::is_regular_file(fs::symlink_status(dir_ / "g.dot")));
}

TEST_F(CliOutputs, FaqStampNeverWritesThroughAPlantedTemporary) {
  const fs::path rulings = write("kb/section-4.yaml",
                                 "section: \"4\"\n"
                                 "title: Miscellaneous\n"
                                 "source: {document: Official Rulings, revised: 2007-11-28}\n"
                                 "rulings:\n"
                                 "  - id: S4-01\n"
                                 "    position: 1\n"
                                 "    status: \"pending: later\"\n"
                                 "    question: q\n"
                                 "    answer: a\n");
  const fs::path faq = write("faq.txt",
                             "Official Rulings - November 28, 2007\nSection 4: Miscellaneous\n"
                             "Q. May a card be played at any time?\nA. Only in its owner's turn.\n");
  write("victim.txt", "precious");
  fs::create_symlink(dir_ / "victim.txt", rulings.string() + ".kmr-stamp.tmp");
  const CliRun r = kmr({"faq", "stamp", "--rulings", (dir_ / "kb").string(), faq.string()});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(read_file(dir_ / "victim.txt"), "precious");
  EXPECT_NE(read_file(rulings).find("fingerprint"), std::string::npos) << read_file(rulings);
}

}  // namespace
