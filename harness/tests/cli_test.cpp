// The kmr binary end to end: exit codes, --help, and the output formats
// scripts rely on. Runs the executable built beside this test (KMR_BINARY).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct CliRun {
  int code = -1;
  std::string out;
  std::string err;
};

std::string quote(const std::string& arg) {
  std::string q = "'";
  for (const char ch : arg) q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return q + "'";
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kmr_cli_test_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path write(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
    return path;
  }

  CliRun kmr(const std::vector<std::string>& args) {
    std::string command = quote(KMR_BINARY);
    for (const std::string& a : args) command += ' ' + quote(a);
    const fs::path out = dir_ / "stdout.txt";
    const fs::path err = dir_ / "stderr.txt";
    command += " >" + quote(out.string()) + " 2>" + quote(err.string());
    const int status = std::system(command.c_str());
    CliRun r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = read_file(out);
    r.err = read_file(err);
    return r;
  }

  fs::path dir_;
};

const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const std::string kPassing =
    "scenarios:\n"
    "  - id: cli-pawn-push\n"
    "    title: a Pawn moves two squares\n"
    "    rulings: [T-01]\n"
    "    setup: {fen: \"" +
    kStart +
    "\"}\n"
    "    steps:\n"
    "      - move: e2e4\n"
    "      - expect: {to_move: black, at: {e4: P, e2: empty}}\n";

const std::string kFailing =
    "id: cli-wrong-expectation\n"
    "title: expects the Pawn where it is not\n"
    "setup: {fen: \"" +
    kStart +
    "\"}\n"
    "steps:\n"
    "  - move: e2e4\n"
    "  - expect: {at: {e3: P}}\n";

const std::string kPending =
    "id: cli-pending\n"
    "title: waits for a card\n"
    "pending: waits for the engine\n"
    "setup: {fen: \"" +
    kStart +
    "\"}\n"
    "steps:\n"
    "  - move: e2e4\n"
    "  - expect: {at: {e3: P}}\n";

const std::string kBroken =
    "id: cli-broken\n"
    "setup: {fen: \"" +
    kStart +
    "\"}\n"
    "stpes: []\n";

std::string last_line(const std::string& text) {
  const std::string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
  return trimmed.substr(trimmed.rfind('\n') + 1);
}

TEST_F(Cli, HelpExitsZeroEverywhere) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{{"--help"},
                                                                                    {"-h"},
                                                                                    {"run", "--help"},
                                                                                    {"validate", "--help"},
                                                                                    {"list", "--help"},
                                                                                    {"explain", "--help"},
                                                                                    {"perft", "--help"},
                                                                                    {"report", "--help"},
                                                                                    {"graph", "--help"},
                                                                                    {"help", "run"}}) {
    const CliRun r = kmr(args);
    EXPECT_EQ(r.code, 0) << args.front() << ": " << r.err;
    EXPECT_NE(r.out.find("Usage: kmr"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Exit codes:"), std::string::npos) << r.out;
  }
  EXPECT_NE(kmr({"--help"}).out.find("explain"), std::string::npos);
  EXPECT_NE(kmr({"--help"}).out.find("report"), std::string::npos);
  EXPECT_NE(kmr({"--help"}).out.find("graph"), std::string::npos);
}

TEST_F(Cli, BadUsageExitsTwo) {
  EXPECT_EQ(kmr({}).code, 2);
  EXPECT_EQ(kmr({"frobnicate"}).code, 2);
  for (const std::string command : {"run", "validate", "list", "explain", "perft", "report", "graph"}) {
    const CliRun r = kmr({command, "--no-such-option"});
    EXPECT_EQ(r.code, 2) << command;
    EXPECT_NE(r.err.find("no-such-option"), std::string::npos) << r.err;
  }
  EXPECT_EQ(kmr({"run", "--format", "xml", dir_.string()}).code, 2);
  EXPECT_EQ(kmr({"run", "-j", "many", dir_.string()}).code, 2);
  EXPECT_EQ(kmr({"list", "things"}).code, 2);
  EXPECT_EQ(kmr({"list", "scenarios", "--set", "KC1"}).code, 2);
  EXPECT_EQ(kmr({"explain"}).code, 2);
}

TEST_F(Cli, PerftStartPositionDepthThree) {
  const CliRun r = kmr({"perft", kStart, "3"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "Nodes: 8902\n");
  EXPECT_NE(r.err.find("Time: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(" Mnps)"), std::string::npos) << r.err;
}

TEST_F(Cli, PerftAcceptsFenFieldsAndStartpos) {
  EXPECT_EQ(
      kmr({"perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "w", "KQkq", "-", "0", "1", "2"}).out,
      "Nodes: 400\n");
  EXPECT_EQ(kmr({"perft", "startpos", "0"}).out, "Nodes: 1\n");
  EXPECT_EQ(kmr({"perft", "--rules", "knightmare", "startpos", "2"}).out, "Nodes: 400\n");
  EXPECT_EQ(kmr({"perft", "--generic", "startpos", "3"}).out, "Nodes: 8902\n");
}

TEST_F(Cli, PerftDivideIsSortedThenBlankThenNodes) {
  const CliRun r = kmr({"perft", "--divide", kStart, "2"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("a2a3: 20\na2a4: 20\nb1a3: 20\nb1c3: 20\nb2b3: 20\n", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("h2h4: 20\n\nNodes: 400\n"), std::string::npos) << r.out;
}

TEST_F(Cli, PerftEveryPathCountsTheSame) {
  for (const std::string path : {"auto", "fast", "generic", "reference"})
    EXPECT_EQ(kmr({"perft", "--path", path, "startpos", "3"}).out, "Nodes: 8902\n") << path;
}

constexpr const char* kPerftScenarios = R"(scenarios:
  - id: perft-pacifism
    title: a pacifist Knight
    rulings: []
    setup:
      fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
      rules: fide
      effects:
        - {card: pacifism, owner: white, target: e5}
    steps:
      - expect: {to_move: white}
  - id: perft-wall
    title: a wall
    rulings: []
    setup:
      fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
      effects:
        - {card: fortification, owner: white, wall: d4-d5}
    steps:
      - expect: {to_move: white}
)";

TEST_F(Cli, PerftFromAScenarioWithEffectsInPlay) {
  const fs::path file = write("perft.yaml", kPerftScenarios);
  const CliRun generic = kmr({"perft", "--scenario", file.string(), "--id", "perft-pacifism", "2"});
  EXPECT_EQ(generic.code, 0) << generic.err;
  const CliRun reference =
      kmr({"perft", "--scenario", file.string(), "--id", "perft-pacifism", "--path", "reference", "2"});
  EXPECT_EQ(generic.out, reference.out);
  EXPECT_NE(generic.out, "Nodes: 2039\n");  // the pacifist Knight takes nothing
  const CliRun wall =
      kmr({"perft", "--scenario", file.string(), "--id", "perft-wall", "--path", "generic", "2"});
  EXPECT_EQ(
      wall.out,
      kmr({"perft", "--scenario", file.string(), "--id", "perft-wall", "--path", "reference", "2"}).out);
  // --rules overrides the scenario's.
  EXPECT_EQ(
      kmr({"perft", "--scenario", file.string(), "--id", "perft-pacifism", "--rules", "knightmare", "1"})
          .code,
      0);
}

TEST_F(Cli, PerftWithEffectsOnAFen) {
  const std::string kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  const fs::path file = write("perft.yaml", kPerftScenarios);
  const CliRun fen = kmr({"perft", "--effect", "{card: pacifism, owner: white, target: e5}", kiwipete, "2"});
  EXPECT_EQ(fen.code, 0) << fen.err;
  EXPECT_EQ(fen.out, kmr({"perft", "--scenario", file.string(), "--id", "perft-pacifism", "2"}).out);
  const CliRun two =
      kmr({"perft", "--effect", "{card: pacifism, owner: white, target: e5}", "--effect",
           "{card: fortification, owner: black, wall: d4-d5}", "--path", "generic", kiwipete, "2"});
  EXPECT_EQ(two.code, 0) << two.err;
  EXPECT_EQ(two.out,
            kmr({"perft", "--effect", "{card: pacifism, owner: white, target: e5}", "--effect",
                 "{card: fortification, owner: black, wall: d4-d5}", "--path", "reference", kiwipete, "2"})
                .out);
  const CliRun typo = kmr({"perft", "--effect", "{card: pacifizm, owner: white}", kiwipete, "2"});
  EXPECT_EQ(typo.code, 2);
  EXPECT_NE(typo.err.find("--effect 1, column"), std::string::npos) << typo.err;
  EXPECT_NE(typo.err.find("did you mean 'pacifism'"), std::string::npos) << typo.err;
  EXPECT_EQ(kmr({"perft", "--effect", "{card: pacifism, owner: white, target: e4}", kStart, "2"}).code, 2);
  EXPECT_EQ(kmr({"perft", "--effect", "{card: pacifism, owner: white, target: e5}", "--scenario",
                 file.string(), "--id", "perft-wall", "2"})
                .code,
            2);
}

TEST_F(Cli, PerftScenarioAndPathErrorsExitTwo) {
  const fs::path file = write("perft.yaml", kPerftScenarios);
  const CliRun fast =
      kmr({"perft", "--scenario", file.string(), "--id", "perft-wall", "--path", "fast", "2"});
  EXPECT_EQ(fast.code, 2);
  EXPECT_NE(fast.err.find("--path fast counts plain chess only"), std::string::npos) << fast.err;
  const CliRun which = kmr({"perft", "--scenario", file.string(), "2"});
  EXPECT_EQ(which.code, 2);
  EXPECT_NE(which.err.find("choose one with --id (perft-pacifism, perft-wall)"), std::string::npos)
      << which.err;
  EXPECT_EQ(kmr({"perft", "--scenario", file.string(), "--id", "nope", "2"}).code, 2);
  EXPECT_EQ(kmr({"perft", "--scenario", file.string(), "--id", "perft-wall", kStart, "2"}).code, 2);
  EXPECT_EQ(kmr({"perft", "--scenario", (dir_ / "missing.yaml").string(), "2"}).code, 2);
  EXPECT_EQ(kmr({"perft", "--id", "perft-wall", kStart, "2"}).code, 2);
  const CliRun path = kmr({"perft", "--path", "virtual", kStart, "2"});
  EXPECT_EQ(path.code, 2);
  EXPECT_NE(path.err.find("unknown --path 'virtual'"), std::string::npos) << path.err;
}

TEST_F(Cli, PerftBadInputExitsTwo) {
  EXPECT_EQ(kmr({"perft", "not/a/fen w - - 0 1", "3"}).code, 2);
  EXPECT_EQ(kmr({"perft", kStart, "three"}).code, 2);
  EXPECT_EQ(kmr({"perft", kStart}).code, 2);
  EXPECT_EQ(kmr({"perft", "--rules", "shogi", kStart, "1"}).code, 2);
}

TEST_F(Cli, RunPassingFileExitsZero) {
  const fs::path file = write("ok.yaml", kPassing);
  const CliRun r = kmr({"run", file.string()});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "1 passed, 0 failed\n");
}

TEST_F(Cli, RunFailureExitsOneAndShowsTheStepAndBoard) {
  write("a/ok.yaml", kPassing);
  const fs::path bad = write("a/bad.yaml", kFailing);
  const CliRun r = kmr({"run", dir_.string() + "/a"});
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL cli-wrong-expectation (" + bad.string() + ") step 2: expected "),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("\n    4 . . . . P . . .\n"), std::string::npos) << r.out;
  EXPECT_EQ(last_line(r.out), "1 passed, 1 failed");
}

TEST_F(Cli, RunPendingOnlyExitsZero) {
  const fs::path file = write("pending.yaml", kPending);
  const CliRun r = kmr({"run", file.string()});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "0 passed, 0 failed, 1 pending\n");  // the reason only with -v
  const CliRun v = kmr({"run", "-v", file.string()});
  EXPECT_EQ(v.out, "PENDING cli-pending: waits for the engine\n0 passed, 0 failed, 1 pending\n");
}

TEST_F(Cli, VersionAndGithubAnnotations) {
  EXPECT_EQ(kmr({"--version"}).out.rfind("kmr ", 0), 0u);
  const fs::path file = write("fails.yaml",
                              "id: cli-fails\nsetup: {fen: \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"}\nsteps:\n"
                              "  - move: e2e5\n  - expect: {result: accepted}\n");
  const CliRun r = kmr({"run", "--format", "github", file.string()});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("Failures (1):\n  cli-fails  " + file.string() + ":5\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("::error file=" + file.string() + ",line=5,title=cli-fails::"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("the engine: rejected (illegal-move, R1.1): e2e5: the Pawn on e2 cannot move to e5"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.substr(r.out.size() - 19), "0 passed, 1 failed\n");
}

TEST_F(Cli, RunMissingPathExitsTwo) {
  const CliRun r = kmr({"run", (dir_ / "nowhere").string()});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("nowhere"), std::string::npos) << r.err;
}

TEST_F(Cli, RunLoadErrorCountsAsFailure) {
  const fs::path file = write("broken.yaml", kBroken);
  const CliRun r = kmr({"run", file.string()});
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL " + file.string()), std::string::npos) << r.out;
  EXPECT_EQ(last_line(r.out), "0 passed, 1 failed");
}

TEST_F(Cli, RunFiltersByIdCardAndRuling) {
  write("s/ok.yaml", kPassing);
  write("s/bad.yaml", kFailing);
  const std::string suite = (dir_ / "s").string();
  EXPECT_EQ(kmr({"run", "--id", "cli-pawn-push", suite}).out, "1 passed, 0 failed\n");
  EXPECT_EQ(kmr({"run", "--filter", "pawn-pu", suite}).code, 0);
  EXPECT_EQ(kmr({"run", "--filter", "T-01", suite}).out, "1 passed, 0 failed\n");
  const CliRun none = kmr({"run", "--filter", "T-0", suite});  // rulings match exactly
  EXPECT_EQ(none.code, 2);
  EXPECT_EQ(none.out, "");
  EXPECT_EQ(none.err, "kmr run: no scenario matches the filters\n");
  EXPECT_EQ(kmr({"run", "--filter", "wrong", "--filter", "pawn", suite}).code, 1);
  EXPECT_EQ(kmr({"run", "--id", "no-such-scenario", suite}).code, 2);
}

TEST_F(Cli, RunInParallelKeepsSuiteOrder) {
  write("p/1.yaml", kPassing);
  write("p/2.yaml", kFailing);
  const CliRun one = kmr({"run", "-j", "1", (dir_ / "p").string()});
  const CliRun many = kmr({"run", "-j0", (dir_ / "p").string()});
  EXPECT_EQ(one.code, 1);
  EXPECT_EQ(many.code, 1);
  EXPECT_EQ(one.out, many.out);
}

TEST_F(Cli, RunJsonOnStdoutSummaryOnStderr) {
  write("j/ok.yaml", kPassing);
  write("j/pending.yaml", kPending);
  const CliRun r = kmr({"run", "--format", "json", (dir_ / "j").string()});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.front(), '{');
  EXPECT_NE(r.out.find("\"passed\": 1,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"pending\": 1,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"id\": \"cli-pawn-push\""), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "1 passed, 0 failed, 1 pending\n");
}

TEST_F(Cli, RunWritesJunit) {
  write("u/ok.yaml", kPassing);
  write("u/bad.yaml", kFailing);
  const fs::path report = dir_ / "junit.xml";
  const CliRun r = kmr({"run", "--junit", report.string(), (dir_ / "u").string()});
  EXPECT_EQ(r.code, 1);
  const std::string xml = read_file(report);
  EXPECT_NE(xml.find("tests=\"2\" failures=\"1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("name=\"cli-pawn-push\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<property name=\"ruling\" value=\"T-01\"/>"), std::string::npos) << xml;
  EXPECT_EQ(kmr({"run", "--junit", (dir_ / "no/such/dir/j.xml").string(), (dir_ / "u").string()}).code, 2);
}

TEST_F(Cli, Validate) {
  const fs::path ok = write("v/ok.yaml", kPassing);
  CliRun r = kmr({"validate", ok.string()});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "1 file, 1 scenario: ok\n");
  write("v/failing.yaml", kFailing);  // fails when run, but loads
  EXPECT_EQ(kmr({"validate", (dir_ / "v").string()}).out, "2 files, 2 scenarios: ok\n");
  const fs::path broken = write("v/broken.yaml", kBroken);
  r = kmr({"validate", (dir_ / "v").string()});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find(broken.string() + ":"), std::string::npos) << r.out;
  EXPECT_EQ(last_line(r.out), "3 files, 2 scenarios: 1 error");
  EXPECT_EQ(kmr({"validate", (dir_ / "nowhere").string()}).code, 2);
}

TEST_F(Cli, ListScenarios) {
  const fs::path ok = write("l/ok.yaml", kPassing);
  CliRun r = kmr({"list", "scenarios", (dir_ / "l").string()});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "id\tfile\ttitle\ncli-pawn-push\t" + ok.string() + "\ta Pawn moves two squares\n");
  r = kmr({"list", "scenarios", "--format", "json", (dir_ / "l").string()});
  EXPECT_EQ(r.out, "[\n  {\"id\": \"cli-pawn-push\", \"file\": \"" + ok.string() +
                       "\", \"title\": \"a Pawn moves two squares\"}\n]\n");
  r = kmr({"list", "scenarios", "--format", "ctest", (dir_ / "l").string()});
  EXPECT_EQ(r.out, "cli-pawn-push\t" + ok.string() + "\n");
  EXPECT_EQ(kmr({"list", "scenarios", "--filter", "nothing", (dir_ / "l").string()}).out,
            "id\tfile\ttitle\n");
}

TEST_F(Cli, ListScenariosCtestModeTurnsBrokenFilesIntoLines) {
  const fs::path broken = write("b/broken.yaml", kBroken);
  const CliRun r = kmr({"list", "scenarios", "--format", "ctest", (dir_ / "b").string()});
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out, broken.string() + "\t" + broken.string() + "\tload-error\n");
  EXPECT_EQ(kmr({"list", "scenarios", (dir_ / "b").string()}).code, 2);
}

TEST_F(Cli, ListCardsAndRulings) {
  CliRun r = kmr({"list", "cards"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("\nbog\tBOG\tKC1\t"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\tKC1\t7\timplemented\treplace-move\t-\n"), std::string::npos) << r.out;
  // A timing the reference does not know is assumed: the owner's own turn.
  EXPECT_NE(r.out.find("\nseat-of-power\tSEAT OF POWER\tKC2\t?\timplemented\tassumed:own-turn\t"),
            std::string::npos)
      << r.out;
  // A card known only in part says which reading the engine plays.
  EXPECT_NE(
      r.out.find("\nbrothers-in-arms\tBROTHERS IN ARMS\tKC2\t?\timplemented\tassumed:own-turn\tHow far "),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("id\tname\tset\tpoints\tstatus\ttiming\treading\n"), std::string::npos) << r.out;
  const CliRun json = kmr({"list", "cards", "--format", "json", "--filter", "surrounded"});
  EXPECT_NE(json.out.find("\"reading\": \"The exact condition is not known."), std::string::npos) << json.out;
  const CliRun kc2 = kmr({"list", "cards", "--set", "KC2"});
  EXPECT_EQ(kc2.out.find("\tKC1\t"), std::string::npos);
  const CliRun yes = kmr({"list", "cards", "--implemented"});
  const CliRun no = kmr({"list", "cards", "--not-implemented"});
  EXPECT_EQ(yes.code, 0);
  EXPECT_EQ(no.code, 0);
  EXPECT_EQ(std::count(yes.out.begin(), yes.out.end(), '\n') + std::count(no.out.begin(), no.out.end(), '\n'),
            std::count(r.out.begin(), r.out.end(), '\n') + 1);  // each has its header line
  EXPECT_EQ(kmr({"list", "cards", "--implemented", "--not-implemented"}).code, 2);

  write("r/ok.yaml", kPassing);
  r = kmr({"list", "rulings", (dir_ / "r").string()});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "id\tscenarios\nT-01\t1\n");
}

TEST_F(Cli, ExplainTracesEachStep) {
  const fs::path file = write("e.yaml", kPassing);
  CliRun r = kmr({"explain", file.string()});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("== cli-pawn-push: a Pawn moves two squares"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("setup, as written\n  fen: " + kStart + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("after the setup effects\n  fen: " + kStart + "\n    8 r n b q k b n r\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("step 1: move: e2e4\n  result: accepted\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("    4 . . . . P . . .\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("step 2: expect:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  holds\n  board unchanged\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\npassed\n"), std::string::npos) << r.out;

  const fs::path bad = write("f.yaml", kFailing);
  r = kmr({"explain", bad.string()});
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("MISMATCH "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAILED at step 2"), std::string::npos) << r.out;

  EXPECT_EQ(kmr({"explain", file.string(), "--id", "cli-pawn-push"}).code, 0);
  EXPECT_EQ(kmr({"explain", file.string(), "--id", "nope"}).code, 2);
  EXPECT_EQ(kmr({"explain", write("g.yaml", kBroken).string()}).code, 2);
}

// --- kmr report and kmr graph, on a small suite with its knowledge base.

const std::string kPairRulings =
    "section: \"4\"\n"
    "title: Miscellaneous\n"
    "source: {document: Official Rulings, revised: 2007-11-28}\n"
    "rulings:\n"
    "  - id: S4-01\n"
    "    position: 1\n"
    "    cards: [pacifism, fog-of-war]\n"
    "    question: \"Is <b>this</b> escaped?\"\n"
    "    answer: It is.\n"
    "    scenarios: [cli-pair]\n"
    "    status: encoded\n";

const std::string kPair =
    "id: cli-pair\n"
    "title: a <script>pair</script>\n"
    "rulings: [S4-01]\n"
    "cards: [pacifism, fog-of-war]\n"
    "setup: {fen: \"" +
    kStart +
    "\"}\n"
    "steps:\n"
    "  - move: e2e4\n"
    "  - expect: {to_move: black}\n";

TEST_F(Cli, ReportWritesTheSiteWhole) {
  write("kb/section-4.yaml", kPairRulings);
  const fs::path suite = write("s/pair.yaml", kPair).parent_path();
  write("s/bad.yaml", kFailing);
  const fs::path site = dir_ / "site";
  const CliRun r =
      kmr({"report", "--out", site.string(), "--rulings", (dir_ / "kb").string(), suite.string()});
  EXPECT_EQ(r.code, 0) << r.out << r.err;  // a failing scenario is in the report, not an error
  EXPECT_NE(r.out.find("open " + (site / "index.html").string()), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 passed, 1 failed"), std::string::npos) << r.out;
  for (const char* file :
       {"index.html", "style.css", "graph.svg", "rulings/S4-01.html", "cards/pacifism.html",
        "cards/fog-of-war.html", "cards/betrayal.html", ".kmr-report"})
    EXPECT_TRUE(fs::exists(site / file)) << file;
  // Nothing is left beside it.
  std::vector<std::string> beside;
  for (const auto& e : fs::directory_iterator(dir_)) beside.push_back(e.path().filename().string());
  std::sort(beside.begin(), beside.end());
  EXPECT_EQ(beside, (std::vector<std::string>{"kb", "s", "site", "stderr.txt", "stdout.txt"}));

  const std::string index = read_file(site / "index.html");
  EXPECT_NE(index.find("data-kmr-rulings=\"1\""), std::string::npos);
  EXPECT_NE(index.find("Is &lt;b&gt;this&lt;/b&gt; escaped?"), std::string::npos);
  EXPECT_EQ(index.find("<b>this"), std::string::npos);
  const std::string ruling = read_file(site / "rulings/S4-01.html");
  EXPECT_NE(ruling.find("data-kmr-boards=\"2\""), std::string::npos);
  EXPECT_EQ(ruling.find("<script>"), std::string::npos);
  EXPECT_NE(ruling.find("a &lt;script&gt;pair&lt;/script&gt;"), std::string::npos);
  const std::string card = read_file(site / "cards/pacifism.html");
  EXPECT_NE(card.find("<div class=\"graph\"><svg"), std::string::npos);
  EXPECT_NE(card.find(">FOG OF WAR</text>"), std::string::npos);

  // Written again over itself: the old report is replaced whole, a stale page too.
  write("site/rulings/GONE-01.html", "a ruling that no longer exists");
  EXPECT_EQ(kmr({"report", "--out", site.string(), "--rulings", (dir_ / "kb").string(), suite.string()}).code,
            0);
  EXPECT_FALSE(fs::exists(site / "rulings/GONE-01.html"));
  EXPECT_TRUE(fs::exists(site / "rulings/S4-01.html"));
  EXPECT_FALSE(fs::exists(dir_ / ".site.kmr-new"));
  EXPECT_FALSE(fs::exists(dir_ / ".site.kmr-old"));
}

TEST_F(Cli, ReportRefusesADirectoryItDidNotMake) {
  const fs::path suite = write("s/pair.yaml", kPair).parent_path();
  const fs::path site = dir_ / "mine";
  write("mine/notes.txt", "mine");
  const CliRun r = kmr({"report", "--out", site.string(), suite.string()});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "kmr report: " + site.string() +
                       ": not empty, and not a report (it holds no .kmr-report file): not replacing it; give "
                       "--force to replace it whole, or another --out\n");
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(read_file(site / "notes.txt"), "mine");
  EXPECT_FALSE(fs::exists(site / "index.html"));
  // An empty directory is fine, and --force replaces a full one.
  fs::create_directories(dir_ / "empty");
  EXPECT_EQ(kmr({"report", "--out", (dir_ / "empty").string(), suite.string()}).code, 0);
  EXPECT_TRUE(fs::exists(dir_ / "empty" / "index.html"));
  EXPECT_EQ(kmr({"report", "--force", "--out", site.string(), suite.string()}).code, 0);
  EXPECT_FALSE(fs::exists(site / "notes.txt"));
  EXPECT_TRUE(fs::exists(site / ".kmr-report"));
}

TEST_F(Cli, ReportKilledWhileWritingLeavesTheOldSiteWhole) {
  // A real kill: the repository's suite takes a while to write; stopped
  // part-way (SIGKILL, no clean-up), DIR still holds the old site, whole.
  const fs::path site = dir_ / "site";
  const std::string source = KMR_SOURCE_DIR;
  ASSERT_EQ(kmr({"report", "--out", site.string(), source + "/scenarios/rules"}).code, 0);
  const std::string old_index = read_file(site / "index.html");
  std::size_t old_files = 0;
  for ([[maybe_unused]] const auto& e : fs::recursive_directory_iterator(site)) ++old_files;
  for (const int ms : {50, 300}) {
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      const std::string out = site.string(), scenarios = source + "/scenarios", rulings = source + "/rulings";
      ::execl(KMR_BINARY, KMR_BINARY, "report", "-j", "1", "--out", out.c_str(), "--rulings", rulings.c_str(),
              scenarios.c_str(), static_cast<char*>(nullptr));
      std::_Exit(127);
    }
    ::usleep(static_cast<useconds_t>(ms) * 1000);
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(fs::exists(site / ".kmr-report")) << "killed after " << ms << " ms";
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : fs::recursive_directory_iterator(site)) ++files;
    if (read_file(site / "index.html") == old_index) {
      EXPECT_EQ(files, old_files) << "the old site, not whole, after " << ms << " ms";
    } else {  // it got as far as swapping the new site in: that one is whole
      EXPECT_GT(files, old_files) << ms;
      EXPECT_TRUE(fs::exists(site / "rulings" / "S1-09.html")) << ms;
      EXPECT_TRUE(fs::exists(site / "search-index.js")) << ms;
    }
    EXPECT_TRUE(WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) == 0)) << ms;
  }
  // The next run clears what the killed one left beside the site.
  ASSERT_EQ(kmr({"report", "--out", site.string(), source + "/scenarios/rules"}).code, 0);
  EXPECT_FALSE(fs::exists(dir_ / ".site.kmr-new"));
  EXPECT_EQ(read_file(site / "index.html"), old_index);
}

TEST_F(Cli, ReportKilledPartWayLeavesTheOldSite) {
  // A run killed while writing leaves its new directory beside the site:
  // the old site stands untouched, and the next run clears what was left.
  const fs::path suite = write("s/pair.yaml", kPair).parent_path();
  const fs::path site = dir_ / "site";
  ASSERT_EQ(kmr({"report", "--out", site.string(), suite.string()}).code, 0);
  const std::string index = read_file(site / "index.html");
  write(".site.kmr-new/index.html", "half a page");
  write(".site.kmr-old/index.html", "an old page");
  EXPECT_EQ(read_file(site / "index.html"), index);
  ASSERT_EQ(kmr({"report", "--out", site.string(), suite.string()}).code, 0);
  EXPECT_FALSE(fs::exists(dir_ / ".site.kmr-new"));
  EXPECT_FALSE(fs::exists(dir_ / ".site.kmr-old"));
  EXPECT_NE(read_file(site / "index.html"), "half a page");
}

TEST_F(Cli, ReportBadUsageExitsTwo) {
  write("s/pair.yaml", kPair);
  EXPECT_EQ(kmr({"report", (dir_ / "s").string()}).code, 2);  // no --out
  EXPECT_EQ(kmr({"report", "--out", (dir_ / "site").string(), (dir_ / "missing").string()}).code, 2);
  EXPECT_EQ(kmr({"report", "--out", (dir_ / "site").string(), "--rulings", (dir_ / "nokb").string(),
                 (dir_ / "s").string()})
                .code,
            2);
  write("file", "not a directory");
  EXPECT_EQ(kmr({"report", "--out", (dir_ / "file").string(), (dir_ / "s").string()}).code, 2);
}

TEST_F(Cli, GraphWritesDotSvgAndPng) {
  write("kb/section-4.yaml", kPairRulings);
  const std::string suite = write("s/pair.yaml", kPair).parent_path().string();
  const std::string kb = (dir_ / "kb").string();

  const fs::path dot = dir_ / "cards.dot";
  CliRun r = kmr({"graph", "--out", dot.string(), "--rulings", kb, suite});
  EXPECT_EQ(r.code, 0) << r.err;
  const std::string text = read_file(dot);
  EXPECT_EQ(text.rfind("graph cards {", 0), 0u) << text;
  EXPECT_NE(text.find("label=PACIFISM"), std::string::npos) << text;
  EXPECT_NE(text.find("label=\"FOG OF WAR\""), std::string::npos) << text;
  EXPECT_NE(text.find("rulings S4-01"), std::string::npos) << text;  // in the edge tooltip

  r = kmr({"graph", "--format", "svg", "--out", "-", "--rulings", kb, suite});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("<svg"), std::string::npos);
  EXPECT_NE(r.out.find(">PACIFISM</text>"), std::string::npos);

  const fs::path png = dir_ / "cards.png";
  EXPECT_EQ(kmr({"graph", "--out", png.string(), "--rulings", kb, suite}).code, 0);
  EXPECT_EQ(read_file(png).substr(0, 4), "\x89PNG");
}

TEST_F(Cli, GraphOfOneCard) {
  write("kb/section-4.yaml", kPairRulings);
  const std::string suite = write("s/pair.yaml", kPair).parent_path().string();
  const std::string kb = (dir_ / "kb").string();
  CliRun r = kmr({"graph", "--card", "fog-of-war", "--format", "dot", "--out", "-", "--rulings", kb, suite});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("label=PACIFISM"), std::string::npos) << r.out;
  r = kmr({"graph", "--card", "betrayal", "--format", "dot", "--out", "-", "--rulings", kb, suite});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("label=BETRAYAL"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("PACIFISM"), std::string::npos) << r.out;
}

TEST_F(Cli, GraphBadUsageExitsTwo) {
  const std::string suite = write("s/pair.yaml", kPair).parent_path().string();
  EXPECT_EQ(kmr({"graph", suite}).code, 2);  // no --out
  EXPECT_EQ(kmr({"graph", "--out", "-", "--format", "gif", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", "--card", "no-such-card", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", "--format", "png", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", (dir_ / "no/such/dir/g.svg").string(), suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", (dir_ / "missing").string()}).code, 2);
}

}  // namespace

TEST_F(Cli, FuzzEveryCardFailsOnACardNeverAccepted) {
  // FOG OF WAR dealt alone never has a card to cancel.
  const CliRun r = kmr({"fuzz", "--games", "2", "--steps", "40", "--cards", "fog-of-war", "--every-card",
                        "--out", (dir_ / "f.yaml").string()});
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_NE(r.out.find("\n  fog-of-war 0/"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("never accepted: fog-of-war\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  fog-of-war most often refused ("), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("1 card(s) never accepted"), std::string::npos) << r.err;
  // Without --every-card the same run is fine.
  EXPECT_EQ(kmr({"fuzz", "--games", "2", "--steps", "40", "--cards", "fog-of-war", "--out",
                 (dir_ / "f.yaml").string()})
                .code,
            0);
}

TEST_F(Cli, ShowCardPrintsItsEntryRulingsAndScenarios) {
  const std::string repo = KMR_SOURCE_DIR;
  const CliRun r = kmr({"show", "card", "fireball", "--rulings", repo + "/rulings", repo + "/scenarios/3-B"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("FIREBALL (fireball)\n", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("  timing:     after-move\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  engine:     implemented\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  choices:    target\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n  B-08\tencoded\t"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nscenarios:\n  "), std::string::npos) << r.out;
  // An unknown timing is said to be assumed.
  EXPECT_NE(kmr({"show", "card", "seat-of-power", "--rulings", repo + "/rulings", repo + "/scenarios/3-S"})
                .out.find("assumed: any window of its owner's own turn"),
            std::string::npos);
  // A card known only in part says which reading the engine plays; one known well says none.
  EXPECT_NE(kmr({"show", "card", "princess", "--rulings", repo + "/rulings", repo + "/scenarios/3-S"})
                .out.find("\n  reading:    How and where she enters is not known."),
            std::string::npos);
  EXPECT_EQ(r.out.find("  reading:"), std::string::npos) << r.out;
  const CliRun typo = kmr({"show", "card", "firebal"});
  EXPECT_EQ(typo.code, 2);
  EXPECT_NE(typo.err.find("did you mean 'fireball'?"), std::string::npos) << typo.err;
  EXPECT_EQ(kmr({"show", "ruling", "B-08"}).code, 2);
  EXPECT_EQ(kmr({"show", "card"}).code, 2);
}
