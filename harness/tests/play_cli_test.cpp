// kmr play, choices, moves and new scenario, run as a user runs them:
// actions on standard input, answers on standard output; a scripted
// session saved as a scenario that `kmr run` passes, and fails once one
// of its expectations is changed.
#include <string>

#include "kmr_cli.hpp"

namespace kmr::testing {
namespace {

constexpr const char* kOpening = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

class PlayCli : public KmrCliTest {};

TEST_F(PlayCli, AScriptedSessionSavesAScenarioThatRunsGreenAndFailsWhenFlipped) {
  const std::string file = (dir_ / "line.yaml").string();
  const CliRun r = kmr_fed({"play", "--fen", kOpening, "--hands", "{white: [pacifism, fireball]}"},
                           "e2e4\nend-turn\nmove: e7e5\nend-turn\nplay: fireball\nchoices pacifism\n"
                           "play: pacifism {target: d2}\nsave " +
                               file + " --title \"A scripted line\" --all\n");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("> play: fireball\nplay: fireball\n  result: rejected\n  reason: wrong-timing\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("play: pacifism {target: d2}\n    accepted"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("saved " + file), std::string::npos) << r.out;
  const std::string saved = read_file(file);
  EXPECT_TRUE(saved.starts_with("# yaml-language-server: $schema=")) << saved;
  const CliRun run = kmr({"run", file});
  EXPECT_EQ(run.code, 0) << saved << run.out << run.err;

  // Flip one expectation: the refused card said accepted.
  std::string flipped = saved;
  const std::size_t at = flipped.find("result: rejected, reason: wrong-timing");
  ASSERT_NE(at, std::string::npos) << saved;
  flipped.replace(at, 38, "result: accepted");
  const CliRun red = kmr({"run", write("flipped.yaml", flipped).string()});
  EXPECT_EQ(red.code, 1) << red.out;

  // The file is not overwritten without --force.
  const CliRun again = kmr_fed({"play"}, "e2e4\nsave " + file + "\n");
  EXPECT_EQ(again.code, 2);
  EXPECT_NE(again.out.find("exists"), std::string::npos) << again.out;
}

TEST_F(PlayCli, JsonIsOneObjectPerLine) {
  const CliRun r = kmr_fed({"play", "--format", "json"}, "e2e4\nmoves e7\nnot-an-action\n");
  EXPECT_EQ(r.code, 2);  // a line did not read
  std::istringstream lines(r.out);
  std::string line;
  int n = 0;
  while (std::getline(lines, line)) {
    ++n;
    EXPECT_TRUE(line.starts_with("{\"line\":" + std::to_string(n) + ",")) << line;
    EXPECT_TRUE(line.ends_with("}")) << line;
  }
  EXPECT_EQ(n, 3);
  EXPECT_NE(r.out.find("\"error\":"), std::string::npos);
}

TEST_F(PlayCli, StartsFromAScenarioAtAStep) {
  const fs::path file = write("s.yaml",
                              "scenarios:\n  - id: two-moves\n    title: t\n    setup:\n"
                              "      fen: \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"\n    steps:\n"
                              "      - move: e2e4\n      - end-turn\n      - move: e8d8\n");
  const CliRun r = kmr_fed({"play", "--scenario", file.string(), "--at", "3", "--format", "json"}, "state\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("\"turn\":\"black\""), std::string::npos) << r.out;
  EXPECT_EQ(kmr_fed({"play", "--scenario", file.string(), "--at", "9"}, "").code, 2);
  EXPECT_EQ(kmr_fed({"play", "--hands", "{white: [nope]}"}, "").code, 2);
}

TEST_F(PlayCli, ADealtGameShowsEachHandOnItsTurnAndSaysHowItEnded) {
  // A standard game from seed 7 (R3, R4), and Fool's mate played on it: no
  // mate, for White's DUBBING can leap a piece between (R16.1).
  const std::string file = (dir_ / "dealt.yaml").string();
  const CliRun r = kmr_fed({"play", "--deal", "--seed", "7"},
                           "f2f3\nend-turn\ne7e5\nend-turn\ng2g4\nend-turn\nd8h4\nsave " + file + "\n");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_TRUE(r.out.starts_with("a standard game, dealt from seed 7: decks of 150 points at most (R3.1)"))
      << r.out;
  EXPECT_NE(r.out.find("  hand black: 5 cards, hidden until black's turn\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nblack's turn: hand ["), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nwhite's turn: hand ["), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("then white moves, check: white\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("game over"), std::string::npos) << r.out;
  // The same seed deals the same game: the same answers.
  const CliRun again =
      kmr_fed({"play", "--deal", "--seed", "7"}, "f2f3\nend-turn\ne7e5\nend-turn\ng2g4\nend-turn\nd8h4\n");
  EXPECT_EQ(again.out.substr(0, 2000), r.out.substr(0, 2000));
  EXPECT_NE(kmr_fed({"play", "--deal", "--seed", "8"}, "").out.substr(0, 600), r.out.substr(0, 600));
  // The saved game replays: its decks in their order, the seed.
  const std::string saved = read_file(file);
  EXPECT_NE(saved.find("decks: {white: ["), std::string::npos) << saved;
  EXPECT_NE(saved.find("seed: 7"), std::string::npos) << saved;
  const CliRun run = kmr({"run", file});
  EXPECT_EQ(run.code, 0) << saved << run.out << run.err;
}

TEST_F(PlayCli, ADealIsGivenItsOwnOptionsOnly) {
  EXPECT_EQ(kmr_fed({"play", "--seed", "3"}, "").err,
            "kmr play: --seed, --sets and --budget go with --deal\n");
  EXPECT_EQ(kmr_fed({"play", "--deal", "--fen", kOpening}, "").code, 2);
  EXPECT_EQ(kmr_fed({"play", "--deal", "--sets", "kc3"}, "").err,
            "kmr play: --sets takes kc1, kc2 or both (kc1,kc2), not 'kc3'\n");
  EXPECT_EQ(kmr_fed({"play", "--deal", "--budget", "0"}, "").err,
            "kmr play: --deal: the points budget must be at least 1, not 0 (R3.1)\n");
  const CliRun kc2 = kmr_fed({"play", "--deal", "--sets", "kc2"}, "");
  EXPECT_EQ(kc2.code, 0) << kc2.err;
  EXPECT_NE(kc2.out.find("  left out, not implemented: "), std::string::npos) << kc2.out;
  EXPECT_NE(kc2.out.find("  left out, no known point value: "), std::string::npos) << kc2.out;
}

TEST_F(PlayCli, OneShotChoicesAndMoves) {
  const CliRun c =
      kmr({"choices", kOpening, "pacifism", "--hands", "{white: [pacifism]}", "--format", "json"});
  EXPECT_EQ(c.code, 0) << c.err;
  EXPECT_NE(c.out.find("\"cut\":false"), std::string::npos) << c.out;
  EXPECT_NE(c.out.find("\"target\":\"d2\""), std::string::npos) << c.out;
  const CliRun m = kmr({"moves", kOpening, "b1"});
  EXPECT_EQ(m.code, 0) << m.err;
  EXPECT_NE(m.out.find("b1: a3, c3"), std::string::npos) << m.out;
  EXPECT_EQ(kmr({"moves", "not a fen"}).code, 2);
  EXPECT_EQ(kmr({"choices", kOpening, "no-such-card"}).code, 2);
}

// Without --hands the card goes into the hand of the side whose window for
// it is open (issue 39): before, every such question answered not-in-hand.
TEST_F(PlayCli, ChoicesWithoutHandsPutTheCardInTheHandWhoseWindowIsOpen) {
  const CliRun mine = kmr({"choices", kOpening, "pacifism"});
  EXPECT_EQ(mine.code, 0) << mine.err;
  EXPECT_NE(mine.out.find("pacifism put in white's hand, whose window for it is open"), std::string::npos)
      << mine.out;
  EXPECT_NE(mine.out.find("play: pacifism {target: "), std::string::npos) << mine.out;
  EXPECT_EQ(mine.out.find("not-in-hand"), std::string::npos) << mine.out;
  const CliRun theirs = kmr({"choices", "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "bog", "--phase", "after-move"});
  EXPECT_EQ(theirs.code, 0) << theirs.err;
  EXPECT_NE(theirs.out.find("bog put in black's hand"), std::string::npos) << theirs.out;
  // A window not open now: the answer says so, not that the card is missing.
  const CliRun early = kmr({"choices", kOpening, "fireball"});
  EXPECT_NE(early.out.find("reason: wrong-timing"), std::string::npos) << early.out;
}

TEST_F(PlayCli, NewScenarioLoadsAndIsNeverOverwritten) {
  const std::string file = (dir_ / "fresh.yaml").string();
  const CliRun r = kmr({"new", "scenario", "--card", "pacifism", "--card", "bribery", file});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(kmr({"validate", file}).code, 0) << read_file(file);
  const CliRun again = kmr({"new", "scenario", file});
  EXPECT_EQ(again.code, 2);
  EXPECT_NE(again.err.find("not overwritten"), std::string::npos);
  const CliRun ruling =
      kmr({"new", "scenario", "--ruling", "no-such-ruling", (dir_ / "other.yaml").string()}, KMR_SOURCE_DIR);
  EXPECT_EQ(ruling.code, 2);
}

}  // namespace
}  // namespace kmr::testing
