// Board diagrams as inline SVG for the HTML report: the 64 squares with
// coordinates, the pieces (Unicode chess glyphs), a badge for every mark an
// effect lays on a piece (pacifist, neutral, crab...) and a legend of the
// marks shown. Self-contained: no ids, no external fonts or images, so many
// boards can share a page.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/run/board_snapshot.hpp"

namespace kmr::harness {

// What the board carries beyond pieces and marks: walls on square edges
// (FORTIFICATION), squares an effect is tied to (MAN-TRAP, SEAT OF POWER,
// HOLY GROUND...) or closes (FORBIDDEN CITY), and the moves just made.
// overlay_of() reads them from a snapshot; more may be given by hand.
struct Wall {
  Square a = 0;  // a wall on the edge between two adjacent squares
  Square b = 0;
  std::string label;          // legend text, e.g. "FORTIFICATION (white)"; "" for "wall"
  std::optional<Side> owner;  // whose wall: each player's drawn apart (F-23: where they meet shows)
};
struct SpecialSquare {
  Square square = 0;
  std::string kind;     // a card id, e.g. "forbidden-city"; shown in the legend without a label
  std::string label;    // legend text, e.g. "MAN-TRAP (white) on e4"
  bool closed = false;  // no piece may stop on or pass through it: drawn crossed
};
// An action the engine refused, drawn where it would have acted: a crossed
// ghost arrow for a move, the square marked refused for a card's target.
struct RefusedMark {
  std::optional<Square> from;  // set for a move
  Square to = 0;
  std::string reason;  // shown in the mark's title and the legend
};
// A square where a piece was taken off in the step shown (a capture, a
// FIREBALL blast, a MAN-TRAP catch), with what was there.
struct TakenMark {
  Square square = 0;
  std::string what;  // "the black Rook on e5 is captured"
};
struct BoardOverlay {
  std::vector<Wall> walls;
  std::vector<SpecialSquare> squares;
  std::vector<RefusedMark> refused;
  std::vector<TakenMark> taken;
  // Where a piece may go (a dot per square) and may not (a ring), when a
  // ruling is about its reach.
  std::optional<Square> reach_from;
  std::vector<Square> reach;
  std::vector<Square> no_reach;
};

// The walls and special squares of the effects in `board` (suspended ones too,
// said so in their labels).
BoardOverlay overlay_of(const BoardSnapshot& board);

// "MAN-TRAP (white) on e4", "FORTIFICATION (black): wall d4|d5, e4|e5",
// "FORBIDDEN CITY (white) closes d5": how an effect's squares read in a
// caption; "" when it has none.
std::string effect_squares_text(const EffectSnapshot& effect);

// How a mark is drawn: a short badge text and its colour.
struct MarkStyle {
  std::string_view badge;   // one or two letters
  std::string_view colour;  // CSS colour
};
MarkStyle mark_style(std::string_view mark);

// `<svg class="board" ...>` with one `<rect class="sq ...">` per square and one
// `<g class="piece" data-square="e1" data-piece="K">` per piece, each mark as
// `<g class="mark" data-mark="pacifist">`, each wall edge as `<line
// class="wall">`, each special square as `<rect class="special">`, each move
// of `board.moves` as `<g class="move">` (an arrow), each refused action as
// `<g class="refused">`, each square a piece was taken from as `<g
// class="taken">`, each square of a piece's reach as `<circle class="reach">`. The overlay drawn is
// overlay_of(board) and `overlay`. `label` becomes the SVG's title (escaped).
// A FEN whose placement does not parse gives a board that says so.
std::string board_svg(const BoardSnapshot& board, std::string_view label = "",
                      const BoardOverlay& overlay = {});

}  // namespace kmr::harness
