// The three reporters of `kmr run` on hand-built results.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "kmr/report/board_diagram.hpp"
#include "kmr/report/console.hpp"
#include "kmr/report/json.hpp"
#include "kmr/report/junit.hpp"
#include "kmr/run/summary.hpp"

namespace kmr::harness {
namespace {

ScenarioResult passed(std::string id) {
  ScenarioResult r;
  r.id = std::move(id);
  r.file = "scenarios/chess/smoke.yaml";
  r.status = Status::Passed;
  return r;
}

ScenarioResult failed() {
  ScenarioResult r;
  r.id = "pawn-push";
  r.title = "a Pawn moves";
  r.file = "scenarios/chess/pawns.yaml";
  r.rulings = {"S1-01", "P-02"};
  r.cards = {"pacifism"};
  r.status = Status::Failed;
  r.message = "scenarios/chess/pawns.yaml:7:9: step 2 (expect: {at: {e4: P}}): at e4: expected P, got empty";
  r.failed_step = 2;
  r.expected = "at e4: P";
  r.actual = "at e4: empty";
  r.board = fen_diagram("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  r.seconds = 0.25;
  return r;
}

ScenarioResult pending() {
  ScenarioResult r;
  r.id = "fog-cancels";
  r.file = "scenarios/cards/fog-of-war.yaml";
  r.status = Status::Pending;
  r.message = "needs FOG OF WAR";
  return r;
}

std::string last_line(const std::string& text) {
  std::string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
  return trimmed.substr(trimmed.rfind('\n') + 1);
}

std::string console(const std::vector<ScenarioResult>& results) {
  std::ostringstream out;
  report_console(out, results);
  return out.str();
}

std::string json(const std::vector<ScenarioResult>& results) {
  std::ostringstream out;
  report_json(out, results);
  return out.str();
}

std::string junit(const std::vector<ScenarioResult>& results,
                  std::string_view engine = kInProcessEngineName) {
  std::ostringstream out;
  report_junit(out, results, engine);
  return out.str();
}

TEST(Summary, NotCheckedIsCountedApartAndLast) {
  ScenarioResult n = passed("n");
  n.status = Status::NotChecked;
  EXPECT_EQ(summary_line(summarize({passed("a"), n, pending()})),
            "1 passed, 0 failed, 1 pending, 1 not checked");
}

TEST(Summary, LineWithoutPending) {
  EXPECT_EQ(summary_line(summarize({passed("a"), passed("b"), failed()})), "2 passed, 1 failed");
  EXPECT_EQ(summary_line(summarize({})), "0 passed, 0 failed");
}

TEST(Summary, LineWithPending) {
  EXPECT_EQ(summary_line(summarize({passed("a"), pending()})), "1 passed, 0 failed, 1 pending");
}

TEST(ConsoleReport, EndsWithTheSummaryLine) {
  EXPECT_EQ(last_line(console({passed("a"), failed(), pending()})), "1 passed, 1 failed, 1 pending");
  EXPECT_EQ(console({passed("a")}), "1 passed, 0 failed\n");
}

TEST(ConsoleReport, FailureLineThenIndentedBoard) {
  const std::string out = console({failed()});
  EXPECT_EQ(out.substr(0, out.find('\n')),
            "FAIL pawn-push (scenarios/chess/pawns.yaml) step 2: expected at e4: P, got at e4: empty");
  EXPECT_NE(out.find("\n    8 r n b q k b n r\n"), std::string::npos) << out;
  EXPECT_NE(out.find("\n    1 R N B Q K B N R\n      a b c d e f g h\n"), std::string::npos) << out;
}

TEST(ConsoleReport, FailurePrintsTheStepsEventsAsExplainDoes) {
  ScenarioResult r = failed();
  Result engine = Result::rejected(Reason::ConditionUnmet, "R6.5", "the knight you moved to e4 is gone");
  engine.events = {"f6-e4", "MAN-TRAP sprung on e4"};
  r.engine = engine;
  const std::string out = console({r});
  EXPECT_NE(out.find("\n    events: f6-e4, MAN-TRAP sprung on e4\n    8 r n b q k b n r\n"),
            std::string::npos)
      << out;
  EXPECT_EQ(events_line(engine.events), "events: f6-e4, MAN-TRAP sprung on e4");
  EXPECT_EQ(events_line({}), "");
  // No events, no line.
  EXPECT_EQ(console({failed()}).find("events:"), std::string::npos);
}

TEST(ConsoleReport, FailureOutsideAStepShowsItsMessage) {
  ScenarioResult r;
  r.id = r.file = "scenarios/bad.yaml";
  r.status = Status::Failed;
  r.message = "scenarios/bad.yaml:3:5: unknown key 'stpes'";
  EXPECT_EQ(console({r}),
            "FAIL scenarios/bad.yaml (scenarios/bad.yaml): scenarios/bad.yaml:3:5: unknown key 'stpes'\n"
            "Failures (1):\n  scenarios/bad.yaml  scenarios/bad.yaml:3\n"
            "0 passed, 1 failed\n");
}

TEST(ConsoleReport, PendingLine) {
  EXPECT_EQ(console({pending()}), "0 passed, 0 failed, 1 pending\n");
  std::ostringstream out;
  report_details(out, {pending()}, /*verbose=*/true);
  EXPECT_EQ(out.str(), "PENDING fog-cancels: needs FOG OF WAR\n");
}

TEST(ConsoleReport, BoardFromTheFinalFenWhenNoDiagramWasDrawn) {
  ScenarioResult r = failed();
  r.board.clear();
  r.final_fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  const std::string out = console({r});
  EXPECT_NE(out.find("    8 . . . . k . . .\n"), std::string::npos) << out;
}

TEST(BoardDiagram, FromFen) {
  EXPECT_EQ(fen_diagram("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1"),
            "8 . . . . k . . .\n"
            "7 . . . . . . . .\n"
            "6 . . . . . . . .\n"
            "5 . . . P . . . .\n"
            "4 . . . . . . . .\n"
            "3 . . . . . . . .\n"
            "2 . . . . . . . .\n"
            "1 . . . . K . . .\n"
            "  a b c d e f g h\n");
  EXPECT_EQ(fen_diagram("not a fen"), "not a fen\n");
  EXPECT_EQ(indent_lines("a\n\nb\n", "  "), "  a\n\n  b\n");
}

TEST(JsonReport, EscapesQuotesBackslashesNewlinesAndControlCharacters) {
  EXPECT_EQ(json_quote("plain"), "\"plain\"");
  EXPECT_EQ(json_quote("say \"rook\""), "\"say \\\"rook\\\"\"");
  EXPECT_EQ(json_quote("a\\b"), "\"a\\\\b\"");
  EXPECT_EQ(json_quote("line1\nline2\r\t"), "\"line1\\nline2\\r\\t\"");
  EXPECT_EQ(json_quote(std::string("nul\0bell\x07"
                                   "esc\x1b",
                                   13)),
            "\"nul\\u0000bell\\u0007esc\\u001b\"");
  EXPECT_EQ(json_quote("\b\f"), "\"\\b\\f\"");
}

TEST(JsonReport, KeepsUtf8AndReplacesInvalidBytes) {
  EXPECT_EQ(json_quote("a\u2013b \u265E"), "\"a\u2013b \u265E\"");
  EXPECT_EQ(json_quote("bad\xff byte"), "\"bad\xEF\xBF\xBD byte\"");
  EXPECT_EQ(json_quote("cut \xe2\x80"), "\"cut \xEF\xBF\xBD\xEF\xBF\xBD\"");
  EXPECT_EQ(json_quote("overlong \xc0\xaf"), "\"overlong \xEF\xBF\xBD\xEF\xBF\xBD\"");
}

TEST(JsonReport, CountsAndScenarioFields) {
  ScenarioResult f = failed();
  f.message = "he said \"no\"\nthen left";
  const std::string out = json({passed("a"), f, pending()});
  EXPECT_NE(out.find("\"passed\": 1,"), std::string::npos) << out;
  EXPECT_NE(out.find("\"failed\": 1,"), std::string::npos) << out;
  EXPECT_NE(out.find("\"pending\": 1,"), std::string::npos) << out;
  EXPECT_NE(out.find("\"not_checked\": 0,"), std::string::npos) << out;
  EXPECT_NE(out.find("{\n  \"engine\": \"kmr (in process)\",\n"), std::string::npos) << out;
  EXPECT_NE(
      out.find(
          "{\"id\": \"pawn-push\", \"title\": \"a Pawn moves\", \"file\": \"scenarios/chess/pawns.yaml\", "
          "\"status\": \"failed\", \"message\": \"he said \\\"no\\\"\\nthen left\", "
          "\"rulings\": [\"S1-01\", \"P-02\"], \"cards\": [\"pacifism\"], \"step\": 2, "
          "\"expected\": \"at e4: P\", \"actual\": \"at e4: empty\", \"engine\": null, \"seconds\": "
          "0.250000}"),
      std::string::npos)
      << out;
  EXPECT_NE(out.find("\"status\": \"pending\", \"message\": \"needs FOG OF WAR\""), std::string::npos) << out;
  EXPECT_NE(
      out.find(
          "\"id\": \"a\", \"title\": \"\", \"file\": \"scenarios/chess/smoke.yaml\", \"status\": \"passed\""),
      std::string::npos)
      << out;
  EXPECT_NE(out.find("\"step\": null"), std::string::npos) << out;
}

TEST(JunitReport, FailureTextCarriesTheEnginesDetail) {
  ScenarioResult f = failed();
  f.engine = Result::rejected(Reason::IllegalMove, "R15.1",
                              "e1e4: PACIFISM on e1 (R15.1): this piece may not capture");
  const std::string out = junit({f});
  EXPECT_NE(
      out.find("engine: rejected (illegal-move) by R15.1: e1e4: PACIFISM on e1 (R15.1): this piece may not "
               "capture"),
      std::string::npos)
      << out;
}

TEST(JsonReport, CarriesTheEnginesReasonRuleAndDetail) {
  ScenarioResult f = failed();
  f.engine = Result::rejected(Reason::IllegalMove, "R15.1",
                              "e1e4: PACIFISM on e1 (R15.1): this piece may not capture");
  const std::string out = json({f});
  EXPECT_NE(
      out.find("\"engine\": {\"outcome\": \"rejected\", \"reason\": \"illegal-move\", \"cause\": null, "
               "\"rule\": \"R15.1\", "
               "\"detail\": \"e1e4: PACIFISM on e1 (R15.1): this piece may not capture\", \"events\": []}"),
      std::string::npos)
      << out;
}

TEST(JsonReport, EmptyRun) {
  const std::string out = json({});
  EXPECT_NE(out.find("\"scenarios\": []"), std::string::npos) << out;
}

TEST(JunitReport, EscapesMarkupAndControlCharacters) {
  EXPECT_EQ(xml_escape("a<b>&\"c\"'d'"), "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;");
  EXPECT_EQ(xml_escape("l1\nl2\tx\r"), "l1&#10;l2&#9;x&#13;");
  EXPECT_EQ(xml_escape("l1\nl2\tx", XmlContext::Text), "l1\nl2\tx");
  EXPECT_EQ(xml_escape(std::string("nul\0esc\x1b", 8)),
            "nul\xEF\xBF\xBD"
            "esc\xEF\xBF\xBD");
  EXPECT_EQ(xml_escape("bad\xff"), "bad\xEF\xBF\xBD");
  EXPECT_EQ(xml_escape("\u265E"), "\u265E");
}

TEST(JunitReport, Classname) {
  EXPECT_EQ(junit_classname("scenarios/chess/smoke.yaml"), "scenarios.chess.smoke");
  EXPECT_EQ(junit_classname("./scenarios/a.yml"), "scenarios.a");
  EXPECT_EQ(junit_classname("/tmp/x/b.yaml"), "tmp.x.b");
}

TEST(JunitReport, SuiteCountsAndTestcases) {
  const std::string out = junit({passed("a"), failed(), pending()});
  EXPECT_EQ(out.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites", 0), 0u) << out;
  EXPECT_NE(
      out.find(
          "<testsuite name=\"kmr\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\" time=\"0.250\">"),
      std::string::npos)
      << out;
  EXPECT_NE(
      out.find("<testcase classname=\"scenarios.chess.smoke\" name=\"a\" file=\"scenarios/chess/smoke.yaml\" "
               "time=\"0.000\">\n    </testcase>"),
      std::string::npos)
      << out;
  EXPECT_NE(out.find("</testsuite>\n</testsuites>\n"), std::string::npos) << out;
}

TEST(JunitReport, PropertiesAndFailure) {
  const std::string out = junit({failed()});
  EXPECT_NE(out.find("<testcase classname=\"scenarios.chess.pawns\" name=\"pawn-push\""), std::string::npos)
      << out;
  EXPECT_NE(out.find("<properties>\n        <property name=\"ruling\" value=\"S1-01\"/>\n"
                     "        <property name=\"ruling\" value=\"P-02\"/>\n"
                     "        <property name=\"card\" value=\"pacifism\"/>\n      </properties>"),
            std::string::npos)
      << out;
  EXPECT_NE(
      out.find("<failure message=\"scenarios/chess/pawns.yaml:7:9: step 2 (expect: {at: {e4: P}}): at e4: "
               "expected P, got empty\">"),
      std::string::npos)
      << out;
  EXPECT_NE(out.find("expected: at e4: P\nactual: at e4: empty\nboard:\n8 r n b q k b n r\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("  a b c d e f g h\n</failure>"), std::string::npos) << out;
}

TEST(JunitReport, PendingIsSkippedWithItsReason) {
  ScenarioResult p = pending();
  p.message = "waits for <FOG & MIST>";
  const std::string out = junit({p});
  EXPECT_NE(out.find("<skipped message=\"waits for &lt;FOG &amp; MIST&gt;\"/>"), std::string::npos) << out;
  EXPECT_EQ(out.find("<failure"), std::string::npos) << out;
  // The testcase has no properties (the suite's own name the engine).
  EXPECT_EQ(out.find("<properties>", out.find("<testcase")), std::string::npos) << out;
}

TEST(JunitReport, NamesTheEngineAndSkipsWhatWasNotChecked) {
  ScenarioResult p = pending();
  p.status = Status::NotChecked;
  p.message = "not checked: its expectations read state, which the engine does not answer";
  const std::string out = junit({p}, "toy 1.0 (python3 toy.py)");
  EXPECT_NE(out.find("skipped=\"1\""), std::string::npos) << out;
  EXPECT_NE(out.find("<property name=\"engine\" value=\"toy 1.0 (python3 toy.py)\"/>"), std::string::npos)
      << out;
  EXPECT_NE(out.find("<skipped message=\"not checked: its expectations read state"), std::string::npos)
      << out;
}

TEST(JunitReport, AScenarioThatDoesNotLoadIsAnErrorNotAFailure) {
  LoadedFile file;
  file.path = "scenarios/x.yaml";
  const ScenarioResult bad = load_failure(
      file, BadScenario{"typo", "scenarios/x.yaml:4:7: unknown key 'stpes' in a scenario", false});
  const std::string out = junit({bad, failed()});
  EXPECT_NE(out.find("tests=\"2\" failures=\"1\" errors=\"1\""), std::string::npos) << out;
  EXPECT_NE(
      out.find("<error type=\"load-error\" message=\"scenarios/x.yaml:4:7: unknown key &apos;stpes&apos; in "
               "a scenario\">"),
      std::string::npos)
      << out;
  EXPECT_EQ(out.find("<failure message=\"scenarios/x.yaml"), std::string::npos) << out;
}

}  // namespace
}  // namespace kmr::harness
