// The kmr subcommands that read the knowledge base (validate, list rulings,
// run), through the binary built beside this test (KMR_BINARY).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "kmr_cli.hpp"
#include "rulings_support.hpp"

namespace kmr::harness {
namespace {

using namespace kmr::testing;

class RulingsCliTest : public KmrCliTest {
 protected:
  // Runs kmr in the test's directory, or in `cwd`.
  CliRun kmr(const std::vector<std::string>& args, const fs::path& cwd = {}) {
    return KmrCliTest::kmr(args, cwd.empty() ? dir_ : cwd);
  }

  // A suite laid out as in the repository: scenarios/ and rulings/ side by side.
  void write_suite(std::string_view scenario_rulings, std::string_view rulings = kGood) {
    write("scenarios/s.yaml",
          "scenarios:\n"
          "  - id: s1-01-escape\n"
          "    rulings: " +
              std::string(scenario_rulings) +
              "\n"
              "    setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\n"
              "    steps:\n"
              "      - expect: {to_move: white}\n");
    write("rulings/section-1.yaml", rulings);
    write("rulings/README.md", "# ignored\n");
  }
};

TEST_F(RulingsCliTest, ValidateChecksTheDefaultKnowledgeBase) {
  write_suite("[S1-01]");
  CliRun r = kmr({"validate"});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "1 file, 1 scenario, 1 rulings file, 2 rulings: ok\n");

  write_suite("[S1-01, S1-07]");
  r = kmr({"validate"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out,
            "scenarios/s.yaml:2:5: scenario 's1-01-escape' cites ruling S1-07, which does not exist (did you "
            "mean 'S1-01'?)\n"
            "1 file, 1 scenario, 1 rulings file, 2 rulings: 1 error\n");
}

TEST_F(RulingsCliTest, ValidateReportsRulingsLoadErrors) {
  write_suite("[S1-01]", good_with("status: encoded", "status: done"));
  const CliRun r = kmr({"validate"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out,
            "rulings/section-1.yaml:15:13: bad status 'done' (expected encoded, \"pending: <reason>\", or "
            "untestable)\n"
            "1 file, 1 scenario, 1 rulings file, 0 rulings: 1 error\n");
}

TEST_F(RulingsCliTest, ValidateWithPathsChecksTheRulingIdsTheyCite) {
  // Given files, only what they cite is checked against rulings/ (issue 23):
  // an unknown id gets a did-you-mean; rulings listing other scenarios are
  // not reported missing. The ruling that lists the scenario must be cited
  // by it, as the whole-suite check says too (issue 39).
  write_suite("[S1-07]");
  CliRun r = kmr({"validate", "scenarios/s.yaml"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(
      r.out,
      "scenarios/s.yaml:2:5: scenario 's1-01-escape' cites ruling S1-07, which does not exist (did you "
      "mean 'S1-01'?)\n"
      "rulings/section-1.yaml:8:5: ruling S1-01 lists scenario 's1-01-escape', which does not cite it (add "
      "S1-01 to its 'rulings')\n"
      "1 file, 1 scenario, 1 rulings file, 2 rulings: 2 errors\n");
  write_suite("[s1-01]");
  EXPECT_NE(kmr({"validate", "scenarios"}).out.find("(did you mean 'S1-01'?)"), std::string::npos);
  write_suite("[S1-01]");
  write("scenarios/t.yaml",
        "scenarios:\n"
        "  - id: other\n"
        "    rulings: [S1-01]\n"
        "    setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\n"
        "    steps:\n"
        "      - expect: {to_move: white}\n");
  r = kmr({"validate", "scenarios/t.yaml"});
  EXPECT_EQ(
      r.out,
      "scenarios/t.yaml:2:5: scenario 'other' cites ruling S1-01, which does not list it (add 'other' to "
      "its 'scenarios')\n"
      "1 file, 1 scenario, 1 rulings file, 2 rulings: 1 error\n");
  EXPECT_EQ(kmr({"validate", "scenarios/s.yaml"}).out, "1 file, 1 scenario, 1 rulings file, 2 rulings: ok\n");
  // --rulings with paths checks the whole knowledge base against those files.
  write_suite("[S1-07]");
  r = kmr({"validate", "--rulings", "rulings", "scenarios/s.yaml"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(last_line(r.out), "1 file, 1 scenario, 1 rulings file, 2 rulings: 2 errors");
  EXPECT_EQ(kmr({"validate", "--rulings", "nowhere", "scenarios"}).code, 2);
  // Without a rulings/ directory, nothing is said of the knowledge base.
  fs::remove_all(dir_ / "rulings");
  EXPECT_EQ(kmr({"validate", "scenarios/s.yaml"}).out, "1 file, 1 scenario: ok\n");
}

TEST_F(RulingsCliTest, UnknownIdsGetADidYouMean) {
  write_suite("[S1-01]");
  CliRun r = kmr({"run", "--id", "s1-01-escpae"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("no scenario with id 's1-01-escpae' (did you mean 's1-01-escape'?)"),
            std::string::npos)
      << r.err;
  r = kmr({"explain", "scenarios/s.yaml", "--id", "s1-01-escap"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("(did you mean 's1-01-escape'?)"), std::string::npos) << r.err;
  r = kmr({"graph", "--card", "fog-of-wr", "--out", "g.dot"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("unknown card 'fog-of-wr' (did you mean 'fog-of-war'?)"), std::string::npos) << r.err;
}

TEST_F(RulingsCliTest, FaqRenumberPrintsThePlanAndWritesOnlyWhenAsked) {
  write_suite("[S1-01]");
  const std::string before = read_file(dir_ / "rulings/section-1.yaml");
  CliRun r = kmr({"faq", "renumber", "--insert", "S1-01"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "S1-01 -> S1-02\n"
            "S1-02 -> S1-03\n"
            "rulings/section-1.yaml:8:9: id S1-01 -> S1-02\n"
            "rulings/section-1.yaml:9:15: position 1 -> 2\n"
            "rulings/section-1.yaml:17:9: id S1-02 -> S1-03\n"
            "rulings/section-1.yaml:18:15: position 2 -> 3\n"
            "scenarios/s.yaml:3:15: rulings S1-01 -> S1-02\n"
            "2 ids renumbered, 5 edits in 2 files; nothing written (--write applies the plan)\n");
  EXPECT_EQ(read_file(dir_ / "rulings/section-1.yaml"), before);
  r = kmr({"faq", "renumber", "--insert", "S1-01", "--write"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(last_line(r.out), "2 ids renumbered, 5 edits in 2 files: written");
  EXPECT_NE(read_file(dir_ / "rulings/section-1.yaml").find("  - id: S1-02\n    position: 2\n"),
            std::string::npos);
  EXPECT_NE(read_file(dir_ / "scenarios/s.yaml").find("rulings: [S1-02]"), std::string::npos);
  // The renumbered knowledge base still agrees with its scenarios.
  EXPECT_EQ(kmr({"validate"}).code, 0) << kmr({"validate"}).out;
  r = kmr({"faq", "renumber", "--insert", "S1-9"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("no ruling S1-9 in the knowledge base"), std::string::npos) << r.err;
  EXPECT_EQ(kmr({"faq", "renumber"}).code, 2);
  EXPECT_EQ(kmr({"faq", "diff", "x.txt", "--write"}).code, 2);
}

// Issue 36: killed between its files, --write left the rulings renumbered
// and the scenarios not (validate errors) and the rerun refused, the id
// being gone. Its files are now written as one: a run killed after its
// journal (here: the rulings file renamed, the scenario not yet) is
// finished by the next kmr faq renumber, which does nothing else.
TEST_F(RulingsCliTest, FaqRenumberKilledPartWayIsFinishedByTheNextRun) {
  write_suite("[S1-01]");
  const fs::path rulings = dir_ / "rulings/section-1.yaml", scenario = dir_ / "scenarios/s.yaml";
  const std::string scenario_before = read_file(scenario);
  ASSERT_EQ(kmr({"faq", "renumber", "--insert", "S1-01", "--write"}).code, 0);
  const std::string rulings_after = read_file(rulings), scenario_after = read_file(scenario);
  EXPECT_FALSE(fs::exists(dir_ / "rulings/.kmr-renumber.journal"));
  // As a run killed after its journal and its first rename leaves them.
  std::ofstream(rulings) << rulings_after;
  std::ofstream(scenario) << scenario_before;
  const std::string waiting = scenario.string() + ".kmr-tmp.0123456789abcdef";
  std::ofstream(waiting) << scenario_after;
  std::ofstream(dir_ / "rulings/.kmr-renumber.journal")
      << rulings.string() + ".kmr-tmp.fedcba9876543210" << '\0' << waiting << '\0';
  EXPECT_NE(kmr({"validate"}).code, 0);  // the mix a kill leaves
  CliRun r = kmr({"faq", "renumber", "--insert", "S1-01", "--write"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("finished the renumbering an earlier run was stopped in"), std::string::npos) << r.out;
  EXPECT_EQ(read_file(rulings), rulings_after);  // finished, not renumbered twice
  EXPECT_EQ(read_file(scenario), scenario_after);
  EXPECT_FALSE(fs::exists(waiting));
  EXPECT_FALSE(fs::exists(dir_ / "rulings/.kmr-renumber.journal"));
  EXPECT_EQ(kmr({"validate"}).code, 0) << kmr({"validate"}).out;
}

TEST_F(RulingsCliTest, ListUncovered) {
  write_suite("[S1-01]");
  CliRun r = kmr({"list", "rulings"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n"
            "S1-01\tencoded\t1\tfog-of-war\trulings/section-1.yaml\tofficial\n"
            "S1-02\tpending: no scenario yet\t0\t-\trulings/section-1.yaml\tofficial\n");
  r = kmr({"list", "rulings", "--uncovered"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n"
            "S1-02\tpending: no scenario yet\t0\t-\trulings/section-1.yaml\tofficial\n");
  r = kmr({"list", "rulings", "--uncovered", "--rulings", (dir_ / "rulings").string()},
          fs::temp_directory_path());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n"
            "S1-02\tpending: no scenario yet\t0\t-\t" +
                (dir_ / "rulings/section-1.yaml").string() + "\tofficial\n");
}

TEST_F(RulingsCliTest, ListMarksHouseRulings) {
  write_suite("[S1-01]", good_with("  document: Official Rulings", "  document: House ruling (kmr)"));
  CliRun r = kmr({"list", "rulings", "--format", "json"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("\"file\": \"rulings/section-1.yaml\", \"source\": \"house\"}"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("official"), std::string::npos) << r.out;
}

TEST_F(RulingsCliTest, ListByCardSectionAndFilter) {
  write_suite("[S1-01]");
  EXPECT_EQ(kmr({"list", "rulings", "--card", "fog-of-war"}).out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n" +
                std::string("S1-01\tencoded\t1\tfog-of-war\trulings/section-1.yaml\tofficial\n"));
  EXPECT_EQ(kmr({"list", "rulings", "--card", "pacifism"}).out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n" + std::string(""));
  EXPECT_EQ(kmr({"list", "rulings", "--card", "no-such-card"}).code, 2);
  EXPECT_EQ(kmr({"list", "rulings", "--section", "1", "--filter", "-02"}).out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n" +
                std::string("S1-02\tpending: no scenario yet\t0\t-\trulings/section-1.yaml\tofficial\n"));
  EXPECT_EQ(kmr({"list", "rulings", "--section", "b"}).out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n" + std::string(""));
  EXPECT_EQ(kmr({"list", "rulings", "--section", "7"}).code, 2);
  EXPECT_EQ(kmr({"list", "scenarios", "--uncovered"}).code, 2);
}

TEST_F(RulingsCliTest, ListFallsBackToCitedIdsWithoutAKnowledgeBase) {
  write_suite("[S1-01]");
  fs::remove_all(dir_ / "rulings");
  CliRun r = kmr({"list", "rulings"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "id\tscenarios\nS1-01\t1\n");
  EXPECT_EQ(r.err,
            "kmr list: no rulings/ directory here: listing the ruling ids the scenarios cite, without the "
            "knowledge base\n");
  EXPECT_EQ(kmr({"list", "rulings", "--uncovered"}).code, 2);
}

TEST_F(RulingsCliTest, RunWarnsButCountsOnlyScenarios) {
  write_suite("[S1-01, S1-07]");
  CliRun r = kmr({"run"});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "rulings: 1 encoded, 1 pending, 0 untestable\n1 passed, 0 failed\n");
  EXPECT_EQ(
      r.err,
      "kmr run: warning: scenarios/s.yaml:2:5: scenario 's1-01-escape' cites ruling S1-07, which does not "
      "exist (did you mean 'S1-01'?)\n");
  r = kmr({"run", "--filter", "S1-01"});
  EXPECT_EQ(r.out, "rulings: 1 encoded, 1 pending, 0 untestable\n1 passed, 0 failed\n");
}

TEST_F(RulingsCliTest, UntestableIsCountedApart) {
  write_suite("[S1-01]", good_with("status: \"pending: no scenario yet\"", kUntestable));
  CliRun r = kmr({"validate"});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  r = kmr({"run"});
  EXPECT_EQ(r.out, "rulings: 1 encoded, 0 pending, 1 untestable\n1 passed, 0 failed\n");
  const std::string row =
      "S1-02\tuntestable: it is about where a player looks\t0\t-\trulings/section-1.yaml\tofficial\n";
  EXPECT_EQ(kmr({"list", "rulings", "--untestable"}).out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n" + row);
  EXPECT_EQ(kmr({"list", "rulings", "--uncovered"}).out,
            "id\tstatus\tscenarios\tcards\tfile\tsource\n" + row);
}

}  // namespace
}  // namespace kmr::harness
