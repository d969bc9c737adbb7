#include "kmr/harness/board_svg.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "kmr/fen.hpp"
#include "kmr/harness/html_escape.hpp"

namespace kmr::harness {
namespace {

constexpr int kSquare = 40;          // side of a square, in SVG units
constexpr int kLeft = 18;            // room for the rank numbers
constexpr int kTop = 4;              // a little air above the board
constexpr int kBoard = 8 * kSquare;  // 320
constexpr int kBottom = 18;          // room for the file letters
constexpr int kLegendRow = 18;       // one legend entry per row
constexpr int kWidth = kLeft + kBoard + 4;
constexpr std::string_view kLight = "#f0d9b5";
constexpr std::string_view kDark = "#b58863";
constexpr std::string_view kGlyphFonts =
    "'DejaVu Sans','Segoe UI Symbol','Noto Sans Symbols 2','Noto Sans Symbols','Arial Unicode MS',sans-serif";

struct MarkEntry {
  std::string_view name;
  MarkStyle style;
};
// Every mark the engine knows (kmr/piece.hpp); unknown ones get a grey badge.
constexpr std::array kMarks{
    MarkEntry{"pacifist", {"Pa", "#2e7d32"}},     MarkEntry{"neutral", {"Ne", "#6a1b9a"}},
    MarkEntry{"crab", {"Cr", "#e65100"}},         MarkEntry{"prince", {"Pr", "#1565c0"}},
    MarkEntry{"paladin", {"Pl", "#00838f"}},      MarkEntry{"champion", {"Ch", "#ad1457"}},
    MarkEntry{"royal-knight", {"RK", "#4e342e"}}, MarkEntry{"warlord", {"Wl", "#c62828"}},
    MarkEntry{"amazon", {"Am", "#283593"}},       MarkEntry{"princess", {"Ps", "#8e24aa"}},
    MarkEntry{"medusa", {"Me", "#37474f"}},       MarkEntry{"confabulated", {"Cf", "#827717"}},
};

// Filled glyphs for both sides (white ones are drawn white with a black
// outline); U+FE0E asks for the text form, not an emoji.
std::string_view glyph(Role role) {
  switch (role) {
    case Role::King:
      return "\u265A\uFE0E";
    case Role::Queen:
      return "\u265B\uFE0E";
    case Role::Rook:
      return "\u265C\uFE0E";
    case Role::Bishop:
      return "\u265D\uFE0E";
    case Role::Knight:
      return "\u265E\uFE0E";
    case Role::Pawn:
      return "\u265F\uFE0E";
    case Role::Princess:  // no chess glyph: a crowned Queen would mislead, so a plain letter
      return "S";
  }
  return "?";
}

int x_of(Square s) { return kLeft + file_of(s) * kSquare; }
int y_of(Square s) { return kTop + (7 - rank_of(s)) * kSquare; }

std::string num(int v) { return std::to_string(v); }

void squares(std::string& svg) {
  for (int rank = 7; rank >= 0; --rank) {
    for (int file = 0; file < 8; ++file) {
      const Square s = make_square(file, rank);
      const bool light = (file + rank) % 2 == 1;
      svg += "<rect class=\"sq ";
      svg += light ? "light" : "dark";
      svg += "\" data-square=\"" + square_name(s) + "\" x=\"" + num(x_of(s)) + "\" y=\"" + num(y_of(s)) +
             "\" width=\"" + num(kSquare) + "\" height=\"" + num(kSquare) + "\" fill=\"";
      svg += light ? kLight : kDark;
      svg += "\"/>";
    }
  }
  svg += "<rect x=\"" + num(kLeft) + "\" y=\"" + num(kTop) + "\" width=\"" + num(kBoard) + "\" height=\"" +
         num(kBoard) + "\" fill=\"none\" stroke=\"#333\" stroke-width=\"1\"/>";
}

void coordinates(std::string& svg) {
  svg +=
      "<g class=\"coords\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#444\" text-anchor=\"middle\">";
  for (int file = 0; file < 8; ++file) {
    svg += "<text x=\"" + num(kLeft + file * kSquare + kSquare / 2) + "\" y=\"" + num(kTop + kBoard + 13) +
           "\">";
    svg += static_cast<char>('a' + file);
    svg += "</text>";
  }
  for (int rank = 0; rank < 8; ++rank) {
    svg += "<text x=\"" + num(kLeft / 2) + "\" y=\"" + num(kTop + (7 - rank) * kSquare + kSquare / 2 + 4) +
           "\">";
    svg += static_cast<char>('1' + rank);
    svg += "</text>";
  }
  svg += "</g>";
}

void special_squares(std::string& svg, const BoardOverlay& overlay) {
  for (const SpecialSquare& sp : overlay.squares) {
    if (sp.square >= kSquareCount) continue;
    svg += "<rect class=\"special\" data-kind=\"" + html_escape(sp.kind) + "\" x=\"" +
           num(x_of(sp.square) + 2) + "\" y=\"" + num(y_of(sp.square) + 2) + "\" width=\"" +
           num(kSquare - 4) + "\" height=\"" + num(kSquare - 4) +
           "\" fill=\"#1e88e5\" fill-opacity=\"0.25\" stroke=\"#1e88e5\" stroke-dasharray=\"4 2\"/>";
  }
}

void piece(std::string& svg, Square s, char letter) {
  const auto role = role_from_letter(letter);
  if (!role) return;
  const bool white = letter >= 'A' && letter <= 'Z';
  const std::string name = square_name(s);
  svg += "<g class=\"piece\" data-square=\"" + name + "\" data-piece=\"";
  svg += letter;
  svg += "\"><title>";
  svg += white ? "white " : "black ";
  svg += role_name(*role);
  svg += " on " + name + "</title><text x=\"" + num(x_of(s) + kSquare / 2) + "\" y=\"" +
         num(y_of(s) + kSquare / 2 + 11) + "\" font-size=\"32\" text-anchor=\"middle\" font-family=\"";
  svg += kGlyphFonts;
  svg += white ? "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.2\" paint-order=\"stroke\">"
               : "\" fill=\"#000\">";
  svg += glyph(*role);
  svg += "</text></g>";
}

void badge(std::string& svg, int x, int y, const MarkStyle& style) {
  svg += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"15\" height=\"11\" rx=\"3\" fill=\"";
  svg += style.colour;
  svg += "\"/><text x=\"" + num(x + 7) + "\" y=\"" + num(y + 8) +
         "\" font-family=\"sans-serif\" font-size=\"8\" font-weight=\"bold\" fill=\"#fff\" "
         "text-anchor=\"middle\">" +
         html_escape(style.badge) + "</text>";
}

void marks(std::string& svg, Square s, const std::vector<std::string>& names) {
  if (names.empty()) return;
  // A ring in the first mark's colour, then one badge per mark down the right edge.
  svg += "<rect class=\"mark-ring\" x=\"" + num(x_of(s) + 1) + "\" y=\"" + num(y_of(s) + 1) + "\" width=\"" +
         num(kSquare - 2) + "\" height=\"" + num(kSquare - 2) +
         "\" fill=\"none\" stroke-width=\"2\" stroke=\"";
  svg += mark_style(names.front()).colour;
  svg += "\"/>";
  int y = y_of(s) + 1;
  for (const std::string& name : names) {
    svg += "<g class=\"mark\" data-square=\"" + square_name(s) + "\" data-mark=\"" + html_escape(name) +
           "\"><title>" + html_escape(name) + "</title>";
    badge(svg, x_of(s) + kSquare - 16, y, mark_style(name));
    svg += "</g>";
    y += 12;
  }
}

void walls(std::string& svg, const BoardOverlay& overlay) {
  for (const Wall& w : overlay.walls) {
    if (w.a >= kSquareCount || w.b >= kSquareCount) continue;
    const int df = file_of(w.b) - file_of(w.a);
    const int dr = rank_of(w.b) - rank_of(w.a);
    std::string coords;
    if (std::abs(df) + std::abs(dr) == 1) {
      // The shared edge of two orthogonal neighbours.
      const Square low = df + dr > 0 ? w.a : w.b;  // the square left of or below the edge
      if (df != 0) {
        const int x = x_of(low) + kSquare;
        coords = "x1=\"" + num(x) + "\" y1=\"" + num(y_of(low)) + "\" x2=\"" + num(x) + "\" y2=\"" +
                 num(y_of(low) + kSquare) + "\"";
      } else {
        const int y = y_of(low);
        coords = "x1=\"" + num(x_of(low)) + "\" y1=\"" + num(y) + "\" x2=\"" + num(x_of(low) + kSquare) +
                 "\" y2=\"" + num(y) + "\"";
      }
    } else {
      // Not neighbours: join their centres, dashed.
      coords = "x1=\"" + num(x_of(w.a) + kSquare / 2) + "\" y1=\"" + num(y_of(w.a) + kSquare / 2) +
               "\" x2=\"" + num(x_of(w.b) + kSquare / 2) + "\" y2=\"" + num(y_of(w.b) + kSquare / 2) +
               "\" stroke-dasharray=\"6 3\"";
    }
    svg += "<line class=\"wall\" data-wall=\"" + square_name(w.a) + "-" + square_name(w.b) + "\" " + coords +
           " stroke=\"#b71c1c\" stroke-width=\"5\" stroke-linecap=\"round\"/>";
  }
}

std::vector<std::string> marks_shown(const BoardSnapshot& board) {
  std::vector<std::string> names;
  for (const auto& [square, list] : board.marks)
    for (const std::string& m : list)
      if (std::find(names.begin(), names.end(), m) == names.end()) names.push_back(m);
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<std::string> special_kinds(const BoardOverlay& overlay) {
  std::vector<std::string> kinds;
  for (const SpecialSquare& sp : overlay.squares)
    if (std::find(kinds.begin(), kinds.end(), sp.kind) == kinds.end()) kinds.push_back(sp.kind);
  return kinds;
}

std::string legend_text(int x, int y, const std::string& text) {
  return "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\">" + html_escape(text) + "</text>";
}

}  // namespace

MarkStyle mark_style(std::string_view mark) {
  for (const MarkEntry& e : kMarks)
    if (e.name == mark) return e.style;
  return {"?", "#757575"};
}

std::string board_svg(const BoardSnapshot& board, std::string_view label, const BoardOverlay& overlay) {
  const std::string_view placement_field = std::string_view(board.fen).substr(0, board.fen.find(' '));
  const Expected<Position> pos = parse_placement(placement_field);

  const std::vector<std::string> mark_names = marks_shown(board);
  const std::vector<std::string> kinds = special_kinds(overlay);
  const int legend_rows =
      static_cast<int>(mark_names.size() + kinds.size()) + (overlay.walls.empty() ? 0 : 1);
  const int height = kTop + kBoard + kBottom + legend_rows * kLegendRow + (legend_rows > 0 ? 4 : 0);

  std::string svg;
  svg.reserve(12000);
  svg += "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + num(kWidth) + " " +
         num(height) + "\" width=\"" + num(kWidth) + "\" height=\"" + num(height) +
         "\" role=\"img\" data-fen=\"" + html_escape(board.fen) + "\" aria-label=\"" +
         html_escape(label.empty() ? std::string_view("board") : label) + "\">";
  if (!label.empty()) svg += "<title>" + html_escape(label) + "</title>";
  squares(svg);
  coordinates(svg);
  special_squares(svg, overlay);
  if (!pos) {
    svg += "<text x=\"" + num(kLeft + kBoard / 2) + "\" y=\"" + num(kTop + kBoard / 2) +
           "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#b00020\">"
           "unreadable position: " +
           html_escape(pos.error().message) + "</text>";
  } else {
    for (int sq = 0; sq < kSquareCount; ++sq) {
      const auto s = static_cast<Square>(sq);
      const char letter = pos->letter_at(s);
      if (letter != '.') piece(svg, s, letter);
    }
    for (const auto& [square, names] : board.marks) marks(svg, square, names);
  }
  walls(svg, overlay);

  // The legend: one row per mark shown, special square kind, and walls.
  int y = kTop + kBoard + kBottom + 4;
  svg += "<g class=\"legend\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#222\">";
  for (const std::string& name : mark_names) {
    badge(svg, kLeft, y, mark_style(name));
    svg += legend_text(kLeft + 22, y + 10, name);
    y += kLegendRow;
  }
  for (const std::string& kind : kinds) {
    svg += "<rect x=\"" + num(kLeft) + "\" y=\"" + num(y) +
           "\" width=\"15\" height=\"11\" fill=\"#1e88e5\" fill-opacity=\"0.25\" stroke=\"#1e88e5\"/>";
    svg += legend_text(kLeft + 22, y + 10, kind);
    y += kLegendRow;
  }
  if (!overlay.walls.empty()) {
    svg += "<line x1=\"" + num(kLeft) + "\" y1=\"" + num(y + 6) + "\" x2=\"" + num(kLeft + 15) + "\" y2=\"" +
           num(y + 6) + "\" stroke=\"#b71c1c\" stroke-width=\"5\"/>";
    svg += legend_text(kLeft + 22, y + 10, "wall");
  }
  svg += "</g></svg>";
  return svg;
}

}  // namespace kmr::harness
