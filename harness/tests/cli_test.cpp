// The kmr binary end to end: exit codes, --help, and the output formats
// scripts rely on (run, perft, validate, list, explain). Runs the executable
// built beside this test (KMR_BINARY).
#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "kmr_cli.hpp"

namespace {

using namespace kmr::testing;

class Cli : public KmrCliTest {};

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
  EXPECT_NE(r.out.find("the engine: rejected (illegal-move, R1.1, FORMAT.md decision table row 6: "
                       "regular-move): e2e5: the Pawn on e2 "
                       "cannot move to e5"),
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
  // Run where no rulings/ is (the ruling ids files cite are checked against
  // one: rulings_cli_test.cpp).
  auto kmr = [this](const std::vector<std::string>& args) { return KmrCliTest::kmr(args, dir_); };
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
  EXPECT_EQ(r.out, "cli-pawn-push\t" + ok.string() + "\tscenario\truling:T-01\n");
  // Each card and ruling a scenario names is a ctest label (card:ID, ruling:ID).
  const fs::path labelled = write("m/labelled.yaml",
                                  "scenarios:\n"
                                  "  - id: labelled\n"
                                  "    rulings: [P-01]\n"
                                  "    cards: [pacifism]\n"
                                  "    setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\n"
                                  "    steps:\n"
                                  "      - expect: {to_move: white}\n");
  r = kmr({"list", "scenarios", "--format", "ctest", (dir_ / "m").string()});
  EXPECT_EQ(r.out, "labelled\t" + labelled.string() + "\tscenario\tcard:pacifism\truling:P-01\n");
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
  EXPECT_NE(r.out.find("\tKC1\t7\timplemented\treplace-move\t-\t-\n"), std::string::npos) << r.out;
  // A timing the reference does not know is assumed: the owner's own turn.
  EXPECT_NE(r.out.find("\nseat-of-power\tSEAT OF POWER\tKC2\t?\timplemented\tassumed:own-turn\t"),
            std::string::npos)
      << r.out;
  // A card known only in part says which reading the engine plays.
  EXPECT_NE(r.out.find("\nbrothers-in-arms\tBROTHERS IN ARMS\tKC2\t?\timplemented\treplace-move\tRead as: "),
            std::string::npos)
      << r.out;
  // A card whose effect is read from its French original says so in its last column.
  EXPECT_NE(
      r.out.find("\nslippery-ground\tSLIPPERY GROUND\tKC2\t?\timplemented\tafter-opponent-move\tFrom the "
                 "French original."),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("\tfrench-original\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("id\tname\tset\tpoints\tstatus\ttiming\treading\tbasis\n"), std::string::npos)
      << r.out;
  const CliRun json = kmr({"list", "cards", "--format", "json", "--filter", "surrounded"});
  EXPECT_NE(json.out.find("\"reading\": \"The exact condition is not known."), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"basis\": \"-\""), std::string::npos) << json.out;
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

}  // namespace
