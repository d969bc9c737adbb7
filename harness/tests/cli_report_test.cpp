// The kmr binary end to end: report, graph, fuzz and show card. Runs the
// executable built beside this test (KMR_BINARY).
#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "kmr_cli.hpp"

namespace {

using namespace kmr::testing;

class CliReport : public KmrCliTest {};

const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const std::string kFailing =
    "id: cli-wrong-expectation\n"
    "title: expects the Pawn where it is not\n"
    "setup: {fen: \"" +
    kStart +
    "\"}\n"
    "steps:\n"
    "  - move: e2e4\n"
    "  - expect: {at: {e3: P}}\n";

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

TEST_F(CliReport, ReportWritesTheSiteWhole) {
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

TEST_F(CliReport, ReportRefusesADirectoryItDidNotMake) {
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

TEST_F(CliReport, ReportKilledWhileWritingLeavesTheOldSiteWhole) {
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

TEST_F(CliReport, ReportKilledPartWayLeavesTheOldSite) {
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

TEST_F(CliReport, ReportBadUsageExitsTwo) {
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

// Try it (issue 29): the module --wasm names is copied in and every
// scenario board carries Try it; a --wasm that is not there is bad usage.
TEST_F(CliReport, ReportWithTheModuleGivesBoardsTryIt) {
  write("kb/section-4.yaml", kPairRulings);
  const fs::path suite = write("s/pair.yaml", kPair).parent_path();
  const fs::path module = write("kmr.js", "var createKmr = function () {};\n");
  const fs::path site = dir_ / "site";
  const CliRun r = kmr({"report", "--out", site.string(), "--interactions", "0", "--wasm", module.string(),
                        "--rulings", (dir_ / "kb").string(), suite.string()});
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(r.err.find("no kmr.js"), std::string::npos) << r.err;
  EXPECT_EQ(read_file(site / "kmr.js"), "var createKmr = function () {};\n");
  EXPECT_TRUE(fs::exists(site / "tryit.js"));
  for (const char* page : {"rulings/S4-01.html", "scenarios/cli-pair.html"})
    EXPECT_NE(read_file(site / page).find("<div class=\"tryit\" hidden data-scenario=\"cli-pair\">"),
              std::string::npos)
        << page;
  EXPECT_EQ(
      kmr({"report", "--out", site.string(), "--wasm", (dir_ / "none.js").string(), suite.string()}).code, 2);
}

TEST_F(CliReport, GraphWritesDotSvgAndPng) {
  write("kb/section-4.yaml", kPairRulings);
  const std::string suite = write("s/pair.yaml", kPair).parent_path().string();
  const std::string kb = (dir_ / "kb").string();

  const fs::path dot = dir_ / "cards.dot";
  CliRun r = kmr({"graph", "--full", "--out", dot.string(), "--rulings", kb, suite});
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

  // By default the map of the families; a family alone; PDF ready to print.
  r = kmr({"graph", "--format", "dot", "--out", "-", "--rulings", kb, suite});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("graph families {", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("graph.html#family-1"), std::string::npos) << r.out;
  r = kmr({"graph", "--family", "pacifism", "--format", "dot", "--out", "-", "--rulings", kb, suite});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("label=PACIFISM"), std::string::npos) << r.out;
  const fs::path pdf = dir_ / "cards.pdf";
  EXPECT_EQ(kmr({"graph", "--card", "pacifism", "--out", pdf.string(), "--rulings", kb, suite}).code, 0);
  EXPECT_EQ(read_file(pdf).substr(0, 4), "%PDF");
}

TEST_F(CliReport, GraphOfOneCard) {
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

TEST_F(CliReport, GraphBadUsageExitsTwo) {
  const std::string suite = write("s/pair.yaml", kPair).parent_path().string();
  EXPECT_EQ(kmr({"graph", suite}).code, 2);  // no --out
  EXPECT_EQ(kmr({"graph", "--out", "-", "--format", "gif", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", "--card", "no-such-card", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", "--format", "png", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", "--format", "pdf", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", "--family", "99", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", "--card", "bog", "--full", suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", (dir_ / "no/such/dir/g.svg").string(), suite}).code, 2);
  EXPECT_EQ(kmr({"graph", "--out", "-", (dir_ / "missing").string()}).code, 2);
}

TEST_F(CliReport, FuzzEveryCardFailsOnACardNeverAccepted) {
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

TEST_F(CliReport, ShowCardPrintsItsEntryRulingsAndScenarios) {
  const std::string repo = KMR_SOURCE_DIR;
  const CliRun r = kmr({"show", "card", "fireball", "--rulings", repo + "/rulings", repo + "/scenarios/3-B"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("FIREBALL (fireball)\n", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("  timing:     after-move\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  engine:     implemented\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  choices:\n    key       value                             need\n"
                       "    target    a piece, by its square (d5)       optional\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  example:    {play: fireball}\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n  B-08\tencoded\t"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nscenarios:\n  "), std::string::npos) << r.out;
  // An unknown timing is said to be assumed.
  EXPECT_NE(kmr({"show", "card", "seat-of-power", "--rulings", repo + "/rulings", repo + "/scenarios/3-S"})
                .out.find("assumed: any window of its owner's own turn"),
            std::string::npos);
  // A card known only in part says which reading the engine plays; one known well says none.
  EXPECT_NE(kmr({"show", "card", "princess", "--rulings", repo + "/rulings", repo + "/scenarios/3-S"})
                .out.find("\n  reading:    The entry comes from the French original."),
            std::string::npos);
  // A card whose effect is read from its French original is labelled so; others are not.
  EXPECT_NE(kmr({"show", "card", "bodyguard", "--rulings", repo + "/rulings", repo + "/scenarios/3-S"})
                .out.find("\n  basis:      from the French original"),
            std::string::npos);
  EXPECT_EQ(r.out.find("  basis:"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("  reading:"), std::string::npos) << r.out;
  const CliRun typo = kmr({"show", "card", "firebal"});
  EXPECT_EQ(typo.code, 2);
  EXPECT_NE(typo.err.find("did you mean 'fireball'?"), std::string::npos) << typo.err;
  EXPECT_EQ(kmr({"show", "ruling", "B-08"}).code, 2);
  EXPECT_EQ(kmr({"show", "card"}).code, 2);
}

}  // namespace
