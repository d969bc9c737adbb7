// What the runner's snapshots hold for the HTML report's boards: the squares
// and walls of effects (from the cards' own hooks), the moves of a step, the
// pieces off the board and the cards, and the YAML's own position.
#include "kmr/run/board_snapshot.hpp"

#include <gtest/gtest.h>

#include "kmr/load/loader.hpp"
#include "kmr/run/runner.hpp"
#include "kmr/site/board_svg.hpp"

namespace kmr::harness {
namespace {

Square sq(const char* name) { return *parse_square(name); }

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

ScenarioResult run_one(std::string_view yaml) {
  const LoadedFile file = load_text(yaml, "s.yaml");
  EXPECT_FALSE(file.error) << *file.error;
  if (file.scenarios.empty()) return {};
  return run_scenario(file.scenarios[0], RunOptions{.trace = true, .boards = true});
}

TEST(BoardSnapshot, SquareEffectsAndWallsComeFromTheEngine) {
  const ScenarioResult r = run_one(
      "scenarios:\n"
      "  - id: squares\n"
      "    setup:\n"
      "      fen: \"k7/8/8/4K3/4P3/8/8/8 w - - 0 1\"\n"
      "      effects:\n"
      "        - {card: fortification, owner: white, wall: e5-d4}\n"
      "        - {card: man-trap, owner: white, square: e4}\n"
      "        - {card: forbidden-city, owner: black, square: f5}\n"
      "    steps:\n"
      "      - expect: {check: []}\n");
  ASSERT_EQ(r.status, Status::Passed) << r.message;
  ASSERT_TRUE(r.setup_board);
  const auto& fx = r.setup_board->effects;
  ASSERT_EQ(fx.size(), 3u);
  EXPECT_EQ(fx[0].walls, (std::vector<WallEdge>{{sq("e4"), sq("e5")}, {sq("d5"), sq("e5")}}));
  EXPECT_EQ(fx[1].square, sq("e4"));
  EXPECT_TRUE(fx[1].walls.empty());
  EXPECT_EQ(fx[2].closed, std::vector<Square>{sq("f5")});
  EXPECT_EQ(effect_squares_text(fx[1]), "MAN-TRAP (white) on e4");
  EXPECT_EQ(effect_squares_text(fx[0]), "FORTIFICATION (white): wall e4|e5, d5|e5");
  EXPECT_EQ(effect_squares_text(fx[2]), "FORBIDDEN CITY (black) closes f5");

  const std::string svg = board_svg(*r.setup_board);
  EXPECT_EQ(count(svg, "<line class=\"wall\""), 2u);
  EXPECT_NE(svg.find("data-kind=\"man-trap\" data-square=\"e4\""), std::string::npos);
  EXPECT_NE(svg.find("data-kind=\"forbidden-city\" data-square=\"f5\""), std::string::npos);
  EXPECT_EQ(count(svg, "<path class=\"closed\""), 1u);
  EXPECT_NE(svg.find(">MAN-TRAP (white) on e4<"), std::string::npos);  // in the legend
  EXPECT_NE(svg.find(">FORBIDDEN CITY (black) closes f5<"), std::string::npos);
  EXPECT_NE(svg.find(">wall: FORTIFICATION (white)<"), std::string::npos);
}

TEST(BoardSnapshot, StepsThatChangeSomethingGetABoardWithTheirMoves) {
  const ScenarioResult r = run_one(
      "scenarios:\n"
      "  - id: steps\n"
      "    setup:\n"
      "      fen: \"4k3/8/8/1p6/8/1n6/8/R3K3 w - - 0 1\"\n"
      "      hands: {white: [fireball], black: [bog]}\n"
      "    steps:\n"
      "      - move: a1a4\n"
      "      - expect: {result: accepted}\n"
      "      - play: fireball\n"
      "      - play: bog\n"
      "        by: black\n"
      "      - expect: {at: {a2: empty}}\n");
  ASSERT_EQ(r.status, Status::Passed) << r.message;
  ASSERT_EQ(r.trace.size(), 5u);
  ASSERT_TRUE(r.trace[0].board);
  EXPECT_EQ(r.trace[0].board->moves, (std::vector<MoveSnapshot>{{sq("a1"), sq("a4"), false}}));
  EXPECT_FALSE(r.trace[1].board);  // an expect changes nothing
  ASSERT_TRUE(r.trace[2].board);   // FIREBALL: pieces lost, a card discarded
  EXPECT_EQ(r.trace[2].board->white.discard, std::vector<std::string>{"fireball"});
  EXPECT_EQ(r.trace[2].board->white.captured, std::vector<char>{'R'});
  EXPECT_TRUE(r.trace[2].board->white.hand.empty());
  ASSERT_TRUE(r.trace[3].board);  // BOG: the move replayed, shortened
  EXPECT_EQ(r.trace[3].board->black.discard, std::vector<std::string>{"bog"});
  EXPECT_FALSE(r.yaml_board);  // no setup effect
  EXPECT_EQ(count(board_svg(*r.trace[0].board), "<g class=\"move\""), 1u);
}

TEST(BoardSnapshot, SetupEffectsThatChangeTheBoardKeepTheYamlPosition) {
  const ScenarioResult r = run_one(
      "scenarios:\n"
      "  - id: merged\n"
      "    setup:\n"
      "      fen: \"4k3/7p/8/8/3N4/8/8/3RK3 w - - 0 1\"\n"
      "      effects:\n"
      "        - {card: confabulation, owner: white, move: d1d4}\n"
      "    steps:\n"
      "      - expect: {check: []}\n");
  ASSERT_EQ(r.status, Status::Passed) << r.message;
  ASSERT_TRUE(r.yaml_board);
  ASSERT_TRUE(r.setup_board);
  EXPECT_EQ(r.yaml_board->fen.substr(0, r.yaml_board->fen.find(' ')), "4k3/7p/8/8/3N4/8/8/3RK3");
  EXPECT_NE(r.yaml_board->fen, r.setup_board->fen);
}

}  // namespace
}  // namespace kmr::harness
