// The SVG board diagrams of the HTML report.
#include "kmr/site/board_svg.hpp"

#include <gtest/gtest.h>

#include <string>

namespace kmr::harness {
namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

Square sq(const char* name) { return *parse_square(name); }

BoardSnapshot snap(const char* fen) {
  BoardSnapshot b;
  b.fen = fen;
  return b;
}

TEST(BoardSvg, SixtyFourSquaresCoordinatesAndPieces) {
  const std::string svg = board_svg(snap("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
  EXPECT_EQ(svg.rfind("<svg class=\"board\"", 0), 0u) << svg.substr(0, 80);
  EXPECT_EQ(svg.substr(svg.size() - 6), "</svg>");
  EXPECT_EQ(count(svg, "<rect class=\"squares light\""), 1u);
  EXPECT_EQ(count(svg, "<path class=\"squares dark\""), 1u);
  EXPECT_EQ(count(svg, "h40v40h-40z"), 32u);
  EXPECT_NE(svg.find("M18 284h40v40h-40z"), std::string::npos);  // a1 bottom left, dark
  EXPECT_EQ(svg.find("M58 284h40"), std::string::npos);          // b1 light
  EXPECT_EQ(count(svg, "<g class=\"piece\""), 32u);
  EXPECT_NE(svg.find("data-square=\"e4\" data-piece=\"P\""), std::string::npos);
  EXPECT_NE(svg.find("data-square=\"e8\" data-piece=\"k\""), std::string::npos);
  EXPECT_NE(svg.find("<title>white pawn on e4</title>"), std::string::npos);
  EXPECT_NE(svg.find("\u265A"), std::string::npos);  // a King glyph
  for (const char* label : {">a<", ">h<", ">1<", ">8<"})
    EXPECT_NE(svg.find(label), std::string::npos) << label;
  EXPECT_EQ(svg.find("class=\"mark\""), std::string::npos);
  EXPECT_EQ(svg.find("http://www.w3.org/1999/xlink"), std::string::npos);
  EXPECT_EQ(svg.find(" id=\""), std::string::npos);  // many boards share a page
}

TEST(BoardSvg, MarksAsBadgesWithALegend) {
  BoardSnapshot board = snap("4k3/8/8/3P4/8/8/8/4K2R w - - 0 1");
  board.marks[sq("d5")] = {"pacifist"};
  board.marks[sq("h1")] = {"neutral", "crab"};
  const std::string svg = board_svg(board, "setup");
  EXPECT_EQ(count(svg, "<g class=\"mark\""), 3u);
  EXPECT_NE(svg.find("data-square=\"d5\" data-mark=\"pacifist\""), std::string::npos);
  EXPECT_NE(svg.find("data-square=\"h1\" data-mark=\"neutral\""), std::string::npos);
  EXPECT_NE(svg.find("data-square=\"h1\" data-mark=\"crab\""), std::string::npos);
  EXPECT_NE(svg.find(">Pa</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Ne</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Cr</text>"), std::string::npos);
  // The legend names each mark once.
  const std::string legend = svg.substr(svg.find("<g class=\"legend\""));
  for (const char* name : {">crab<", ">neutral<", ">pacifist<"}) EXPECT_EQ(count(legend, name), 1u) << name;
  EXPECT_NE(svg.find("<title>setup</title>"), std::string::npos);
}

TEST(BoardSvg, EscapesWhatItIsGiven) {
  BoardSnapshot board = snap("8/8/8/8/8/8/8/4K3 w - - 0 1");
  board.marks[sq("e1")] = {"<b>"};
  const std::string svg = board_svg(board, "a \"label\" <i>");
  EXPECT_EQ(svg.find("<b>"), std::string::npos);
  EXPECT_EQ(svg.find("<i>"), std::string::npos);
  EXPECT_NE(svg.find("data-mark=\"&lt;b&gt;\""), std::string::npos);
  EXPECT_NE(svg.find("aria-label=\"a &quot;label&quot; &lt;i&gt;\""), std::string::npos);
}

TEST(BoardSvg, UnreadableFenStillGivesABoard) {
  const std::string svg = board_svg(snap("not a fen"));
  EXPECT_EQ(count(svg, "h40v40h-40z"), 32u);
  EXPECT_EQ(count(svg, "<g class=\"piece\""), 0u);
  EXPECT_NE(svg.find("unreadable position"), std::string::npos);
}

TEST(BoardSvg, WallsAndSpecialSquaresWhenGiven) {
  BoardOverlay overlay;
  overlay.walls.push_back({sq("e4"), sq("e5"), "", std::nullopt});
  overlay.squares.push_back({sq("d4"), "forbidden-city", "", false});
  const std::string svg = board_svg(snap("8/8/8/8/8/8/8/4K3 w - - 0 1"), "", overlay);
  EXPECT_NE(svg.find("<line class=\"wall\" data-wall=\"e4-e5\" x1=\"178\" y1=\"164\" x2=\"218\" y2=\"164\""),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("<rect class=\"special\" data-kind=\"forbidden-city\""), std::string::npos);
  EXPECT_NE(svg.find(">forbidden-city<"), std::string::npos);
  EXPECT_NE(svg.find(">wall<"), std::string::npos);
}

TEST(BoardSvg, MarkStyles) {
  EXPECT_EQ(mark_style("pacifist").badge, "Pa");
  EXPECT_EQ(mark_style("royal-knight").badge, "RK");
  EXPECT_EQ(mark_style("something-new").badge, "?");
}

}  // namespace
}  // namespace kmr::harness
