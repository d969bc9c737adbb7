// Board diagrams as inline SVG for the HTML report: the 64 squares with
// coordinates, the pieces (Unicode chess glyphs), a badge for every mark an
// effect lays on a piece (pacifist, neutral, crab...) and a legend of the
// marks shown. Self-contained: no ids, no external fonts or images, so many
// boards can share a page.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kmr/harness/board_snapshot.hpp"

namespace kmr::harness {

// Hooks for board features the engine does not model yet (FORTIFICATION's
// walls, FORBIDDEN CITY and other special squares). They are drawn when
// given; the report passes none until the engine can report them.
struct Wall {
  Square a = 0;  // a wall on the edge between two adjacent squares
  Square b = 0;
};
struct SpecialSquare {
  Square square = 0;
  std::string kind;  // e.g. "forbidden-city"; shown in the legend
};
struct BoardOverlay {
  std::vector<Wall> walls;
  std::vector<SpecialSquare> squares;
};

// How a mark is drawn: a short badge text and its colour.
struct MarkStyle {
  std::string_view badge;   // one or two letters
  std::string_view colour;  // CSS colour
};
MarkStyle mark_style(std::string_view mark);

// `<svg class="board" ...>` with one `<rect class="sq ...">` per square and one
// `<g class="piece" data-square="e1" data-piece="K">` per piece, each mark as
// `<g class="mark" data-mark="pacifist">`. `label` becomes the SVG's title
// (escaped). A FEN whose placement does not parse gives a board that says so.
std::string board_svg(const BoardSnapshot& board, std::string_view label = "",
                      const BoardOverlay& overlay = {});

}  // namespace kmr::harness
