#include "kmr/site/board_svg.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include "kmr/base/html_escape.hpp"
#include "kmr/card.hpp"
#include "kmr/fen.hpp"

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

// The squares: the board light, then one path over the 32 dark squares
// (many boards share a page: a rect per square would triple its size).
void squares(std::string& svg) {
  svg += "<rect class=\"squares light\" x=\"" + num(kLeft) + "\" y=\"" + num(kTop) + "\" width=\"" +
         num(kBoard) + "\" height=\"" + num(kBoard) + "\" fill=\"";
  svg += kLight;
  svg += "\"/><path class=\"squares dark\" fill=\"";
  svg += kDark;
  svg += "\" d=\"";
  for (int rank = 7; rank >= 0; --rank)
    for (int file = 0; file < 8; ++file)
      if ((file + rank) % 2 == 0) {
        const Square s = make_square(file, rank);
        svg += 'M';
        svg += num(x_of(s));
        svg += ' ';
        svg += num(y_of(s));
        svg += "h40v40h-40z";
      }
  svg += "\"/>";
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

// A colour per card tied to squares, stable from its id.
std::string_view square_colour(std::string_view kind) {
  constexpr std::array<std::string_view, 6> kPalette{"#1e88e5", "#8e24aa", "#00897b",
                                                     "#f4511e", "#6d4c41", "#3949ab"};
  std::size_t h = 0;
  for (const char c : kind) h = h * 31 + static_cast<unsigned char>(c);
  return kPalette[h % kPalette.size()];
}

// "MT" for MAN-TRAP, "FC" for FORBIDDEN CITY: the card's initials, at most two.
std::string initials(std::string_view kind) {
  const CardDef* def = find_card(kind);
  const std::string_view name = def ? std::string_view(def->name) : kind;
  std::string out;
  bool start = true;
  for (const char c : name) {
    const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    if (letter && start && out.size() < 2) out += static_cast<char>(c >= 'a' ? c - 'a' + 'A' : c);
    start = !letter;
  }
  return out.empty() ? "?" : out;
}

void special_squares(std::string& svg, const BoardOverlay& overlay) {
  for (const SpecialSquare& sp : overlay.squares) {
    if (sp.square >= kSquareCount) continue;
    const std::string colour(square_colour(sp.kind));
    const int x = x_of(sp.square), y = y_of(sp.square);
    svg += "<g class=\"special-square\"><title>" + html_escape(sp.label.empty() ? sp.kind : sp.label) +
           "</title><rect class=\"special\" data-kind=\"" + html_escape(sp.kind) + "\" data-square=\"" +
           square_name(sp.square) + "\" x=\"" + num(x + 2) + "\" y=\"" + num(y + 2) + "\" width=\"" +
           num(kSquare - 4) + "\" height=\"" + num(kSquare - 4) + "\" fill=\"" + colour +
           "\" fill-opacity=\"0.3\" stroke=\"" + colour + "\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/>";
    if (sp.closed)
      svg += "<path class=\"closed\" d=\"M" + num(x + 5) + " " + num(y + 5) + "L" + num(x + kSquare - 5) +
             " " + num(y + kSquare - 5) + "M" + num(x + kSquare - 5) + " " + num(y + 5) + "L" + num(x + 5) +
             " " + num(y + kSquare - 5) + "\" stroke=\"" + colour +
             "\" stroke-width=\"2.5\" stroke-opacity=\"0.8\"/>";
    svg += "<text x=\"" + num(x + 4) + "\" y=\"" + num(y + kSquare - 4) +
           "\" font-family=\"sans-serif\" font-size=\"9\" font-weight=\"bold\" fill=\"" + colour + "\">" +
           html_escape(initials(sp.kind)) + "</text></g>";
  }
}

// The squares a move left and reached, tinted under the pieces.
void move_squares(std::string& svg, const BoardSnapshot& board) {
  for (const MoveSnapshot& m : board.moves)
    for (const Square s : {m.from, m.to})
      if (s < kSquareCount)
        svg += "<rect class=\"moved\" x=\"" + num(x_of(s)) + "\" y=\"" + num(y_of(s)) + "\" width=\"" +
               num(kSquare) + "\" height=\"" + num(kSquare) + "\" fill=\"#fdd835\" fill-opacity=\"0.45\"/>";
}

// An arrow from square centre to square centre, its head a polygon (no
// marker ids: many boards share a page).
void move_arrows(std::string& svg, const BoardSnapshot& board) {
  for (const MoveSnapshot& m : board.moves) {
    if (m.from >= kSquareCount || m.to >= kSquareCount || m.from == m.to) continue;
    const double x1 = x_of(m.from) + kSquare / 2.0, y1 = y_of(m.from) + kSquare / 2.0;
    const double x2 = x_of(m.to) + kSquare / 2.0, y2 = y_of(m.to) + kSquare / 2.0;
    const double len = std::hypot(x2 - x1, y2 - y1);
    const double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    const double hx = x2 - ux * 12, hy = y2 - uy * 12;  // base of the head
    auto f = [](double v) { return num(static_cast<int>(std::lround(v))); };
    const std::string colour = m.by_card ? "#6a1b9a" : "#0d47a1";
    svg += "<g class=\"move\" data-move=\"" + square_name(m.from) + "-" + square_name(m.to) + "\"><title>" +
           (m.by_card ? "moved by a card: " : "move: ") + square_name(m.from) + "-" + square_name(m.to) +
           "</title><line x1=\"" + f(x1 + ux * 6) + "\" y1=\"" + f(y1 + uy * 6) + "\" x2=\"" + f(hx) +
           "\" y2=\"" + f(hy) + "\" stroke=\"" + colour + "\" stroke-width=\"4\" stroke-opacity=\"0.75\"" +
           (m.by_card ? " stroke-dasharray=\"6 3\"" : "") + "/><polygon points=\"" + f(x2) + "," + f(y2) +
           " " + f(hx - uy * 7) + "," + f(hy + ux * 7) + " " + f(hx + uy * 7) + "," + f(hy - ux * 7) +
           "\" fill=\"" + colour + "\" fill-opacity=\"0.75\"/></g>";
  }
}

// One piece; its font comes from the pieces' group (board_svg).
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
         num(y_of(s) + kSquare / 2 + 11) + "\"";
  svg += white ? " fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.2\" paint-order=\"stroke\">"
               : " fill=\"#000\">";
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

// Each player's walls apart: White's solid red, Black's dashed dark blue,
// so where they meet (F-23) the join and any open corner show.
struct WallLook {
  std::string_view colour;
  std::string_view dash;
};
WallLook wall_look(std::optional<Side> owner) {
  if (owner == Side::Black) return {"#1a237e", " stroke-dasharray=\"9 4\""};
  return {"#b71c1c", ""};
}

void taken_glyph(std::string& svg, int cx, int cy, int r) {
  // A burst: a ring with eight short rays.
  svg += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(r) +
         "\" fill=\"#ff7043\" fill-opacity=\"0.55\" stroke=\"#bf360c\" stroke-width=\"1.5\"/>";
  for (int k = 0; k < 8; ++k) {
    const double a = k * 3.14159265358979 / 4;
    const auto f = [](double v) { return num(static_cast<int>(std::lround(v))); };
    svg += "<line x1=\"" + f(cx + std::cos(a) * r) + "\" y1=\"" + f(cy + std::sin(a) * r) + "\" x2=\"" +
           f(cx + std::cos(a) * (r * 1.6)) + "\" y2=\"" + f(cy + std::sin(a) * (r * 1.6)) +
           "\" stroke=\"#bf360c\" stroke-width=\"1.5\"/>";
  }
}

void taken_marks(std::string& svg, const BoardOverlay& overlay) {
  for (const TakenMark& t : overlay.taken) {
    if (t.square >= kSquareCount) continue;
    svg += "<g class=\"taken\" data-square=\"" + square_name(t.square) + "\"><title>" + html_escape(t.what) +
           "</title>";
    taken_glyph(svg, x_of(t.square) + kSquare / 2, y_of(t.square) + kSquare / 2, 9);
    svg += "</g>";
  }
}

void reach_marks(std::string& svg, const BoardOverlay& overlay) {
  if (overlay.reach_from && *overlay.reach_from < kSquareCount)
    svg += "<rect class=\"reach-from\" x=\"" + num(x_of(*overlay.reach_from) + 1) + "\" y=\"" +
           num(y_of(*overlay.reach_from) + 1) + "\" width=\"" + num(kSquare - 2) + "\" height=\"" +
           num(kSquare - 2) + "\" fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"3\"/>";
  for (const Square s : overlay.reach)
    if (s < kSquareCount)
      svg += "<circle class=\"reach\" data-square=\"" + square_name(s) + "\" cx=\"" +
             num(x_of(s) + kSquare / 2) + "\" cy=\"" + num(y_of(s) + kSquare / 2) +
             "\" r=\"7\" fill=\"#2e7d32\" fill-opacity=\"0.8\"/>";
  for (const Square s : overlay.no_reach)
    if (s < kSquareCount)
      svg += "<circle class=\"no-reach\" data-square=\"" + square_name(s) + "\" cx=\"" +
             num(x_of(s) + kSquare / 2) + "\" cy=\"" + num(y_of(s) + kSquare / 2) +
             "\" r=\"9\" fill=\"none\" stroke=\"#c62828\" stroke-width=\"2.5\"/>";
}

void refused_marks(std::string& svg, const BoardOverlay& overlay) {
  const auto f = [](double v) { return num(static_cast<int>(std::lround(v))); };
  for (const RefusedMark& r : overlay.refused) {
    if (r.to >= kSquareCount) continue;
    const double x2 = x_of(r.to) + kSquare / 2.0, y2 = y_of(r.to) + kSquare / 2.0;
    svg += "<g class=\"refused\" data-square=\"" + square_name(r.to) +
           "\"><title>refused: " + html_escape(r.reason) + "</title>";
    if (r.from && *r.from < kSquareCount && *r.from != r.to) {
      const double x1 = x_of(*r.from) + kSquare / 2.0, y1 = y_of(*r.from) + kSquare / 2.0;
      svg += "<line class=\"ghost\" x1=\"" + f(x1) + "\" y1=\"" + f(y1) + "\" x2=\"" + f(x2) + "\" y2=\"" +
             f(y2) +
             "\" stroke=\"#757575\" stroke-width=\"4\" stroke-opacity=\"0.6\" stroke-dasharray=\"5 4\"/>";
    }
    svg += "<rect x=\"" + num(x_of(r.to) + 2) + "\" y=\"" + num(y_of(r.to) + 2) + "\" width=\"" +
           num(kSquare - 4) + "\" height=\"" + num(kSquare - 4) +
           "\" fill=\"none\" stroke=\"#c62828\" stroke-width=\"2\"/>";
    svg += "<path d=\"M" + f(x2 - 10) + " " + f(y2 - 10) + "L" + f(x2 + 10) + " " + f(y2 + 10) + "M" +
           f(x2 + 10) + " " + f(y2 - 10) + "L" + f(x2 - 10) + " " + f(y2 + 10) +
           "\" stroke=\"#c62828\" stroke-width=\"4\" stroke-linecap=\"round\"/></g>";
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
    const WallLook look = wall_look(w.owner);
    svg += "<line class=\"wall\" data-wall=\"" + square_name(w.a) + "-" + square_name(w.b) + "\"";
    if (w.owner) svg += " data-owner=\"" + std::string(to_string(*w.owner)) + "\"";
    svg += " " + coords + " stroke=\"" + std::string(look.colour) + "\" stroke-width=\"5\"" +
           std::string(look.dash) + " stroke-linecap=\"" + (w.owner == Side::Black ? "butt" : "round") +
           "\"><title>" + html_escape(w.label.empty() ? std::string("wall") : w.label) + ": " +
           square_name(w.a) + "|" + square_name(w.b) + "</title></line>";
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

// Legend rows of the special squares, one per label.
std::vector<const SpecialSquare*> special_rows(const BoardOverlay& overlay) {
  std::vector<const SpecialSquare*> rows;
  for (const SpecialSquare& sp : overlay.squares) {
    const std::string& text = sp.label.empty() ? sp.kind : sp.label;
    if (std::none_of(rows.begin(), rows.end(),
                     [&](const SpecialSquare* r) { return (r->label.empty() ? r->kind : r->label) == text; }))
      rows.push_back(&sp);
  }
  return rows;
}

std::vector<std::pair<std::string, std::optional<Side>>> wall_rows(const BoardOverlay& overlay) {
  std::vector<std::pair<std::string, std::optional<Side>>> rows;
  for (const Wall& w : overlay.walls) {
    const std::string text = w.label.empty() ? "wall" : w.label;
    if (std::none_of(rows.begin(), rows.end(), [&](const auto& r) { return r.first == text; }))
      rows.emplace_back(text, w.owner);
  }
  return rows;
}

std::string card_name(std::string_view id) {
  const CardDef* def = find_card(id);
  return def ? std::string(def->name) : std::string(id);
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

std::string effect_squares_text(const EffectSnapshot& e) {
  const std::string who = card_name(e.card) + " (" + std::string(to_string(e.owner)) + ")";
  std::string out;
  const bool square_closed =
      e.square && std::find(e.closed.begin(), e.closed.end(), *e.square) != e.closed.end();
  if (e.square && !square_closed) out = who + " on " + square_name(*e.square);
  if (!e.walls.empty()) {
    out += (out.empty() ? who : std::string(";")) + ": wall ";
    for (std::size_t i = 0; i < e.walls.size(); ++i)
      out += (i ? ", " : "") + square_name(e.walls[i].first) + "|" + square_name(e.walls[i].second);
  }
  if (!e.closed.empty()) {
    out += (out.empty() ? who : std::string(";")) + " closes ";
    for (std::size_t i = 0; i < e.closed.size(); ++i) out += (i ? ", " : "") + square_name(e.closed[i]);
  }
  if (!out.empty() && e.suspended) out += " (suspended)";
  return out;
}

BoardOverlay overlay_of(const BoardSnapshot& board) {
  BoardOverlay o;
  for (const EffectSnapshot& e : board.effects) {
    const std::string who =
        card_name(e.card) + " (" + std::string(to_string(e.owner)) + (e.suspended ? ", suspended)" : ")");
    for (const WallEdge& w : e.walls) o.walls.push_back({w.first, w.second, who, e.owner});
    std::vector<Square> squares = e.closed;
    if (e.square && std::find(squares.begin(), squares.end(), *e.square) == squares.end())
      squares.push_back(*e.square);
    for (const Square s : squares) {
      const bool closed = std::find(e.closed.begin(), e.closed.end(), s) != e.closed.end();
      o.squares.push_back({s, e.card, who + (closed ? " closes " : " on ") + square_name(s), closed});
    }
  }
  return o;
}

std::string board_svg(const BoardSnapshot& board, std::string_view label, const BoardOverlay& given) {
  const std::string_view placement_field = std::string_view(board.fen).substr(0, board.fen.find(' '));
  const Expected<Position> pos = parse_placement(placement_field);

  BoardOverlay overlay = overlay_of(board);
  overlay.walls.insert(overlay.walls.end(), given.walls.begin(), given.walls.end());
  overlay.squares.insert(overlay.squares.end(), given.squares.begin(), given.squares.end());
  overlay.refused = given.refused;
  overlay.taken = given.taken;
  overlay.reach_from = given.reach_from;
  overlay.reach = given.reach;
  overlay.no_reach = given.no_reach;

  const std::vector<std::string> mark_names = marks_shown(board);
  const std::vector<const SpecialSquare*> specials = special_rows(overlay);
  const auto wall_names = wall_rows(overlay);
  const bool by_move =
      std::any_of(board.moves.begin(), board.moves.end(), [](const MoveSnapshot& m) { return !m.by_card; });
  const bool by_card =
      std::any_of(board.moves.begin(), board.moves.end(), [](const MoveSnapshot& m) { return m.by_card; });
  const int legend_rows =
      static_cast<int>(mark_names.size() + specials.size() + wall_names.size() + overlay.refused.size()) +
      (by_move ? 1 : 0) + (by_card ? 1 : 0) + (overlay.taken.empty() ? 0 : 1) +
      (overlay.reach.empty() && overlay.no_reach.empty() ? 0 : 1);
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
  move_squares(svg, board);
  special_squares(svg, overlay);
  if (!pos) {
    svg += "<text x=\"" + num(kLeft + kBoard / 2) + "\" y=\"" + num(kTop + kBoard / 2) +
           "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#b00020\">"
           "unreadable position: " +
           html_escape(pos.error().message) + "</text>";
  } else {
    svg += "<g font-size=\"32\" text-anchor=\"middle\" font-family=\"";
    svg += kGlyphFonts;
    svg += "\">";
    for (int sq = 0; sq < kSquareCount; ++sq) {
      const auto s = static_cast<Square>(sq);
      const char letter = pos->letter_at(s);
      if (letter != '.') piece(svg, s, letter);
    }
    svg += "</g>";
    for (const auto& [square, names] : board.marks) marks(svg, square, names);
  }
  walls(svg, overlay);
  move_arrows(svg, board);
  taken_marks(svg, overlay);
  reach_marks(svg, overlay);
  refused_marks(svg, overlay);

  // The legend: one row per mark shown, special square, wall and kind of move.
  int y = kTop + kBoard + kBottom + 4;
  svg += "<g class=\"legend\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#222\">";
  for (const std::string& name : mark_names) {
    badge(svg, kLeft, y, mark_style(name));
    svg += legend_text(kLeft + 22, y + 10, name);
    y += kLegendRow;
  }
  for (const SpecialSquare* sp : specials) {
    const std::string colour(square_colour(sp->kind));
    svg += "<rect x=\"" + num(kLeft) + "\" y=\"" + num(y) + "\" width=\"15\" height=\"11\" fill=\"" + colour +
           "\" fill-opacity=\"0.3\" stroke=\"" + colour + "\"/>";
    svg += legend_text(kLeft + 22, y + 10, sp->label.empty() ? sp->kind : sp->label);
    y += kLegendRow;
  }
  for (const auto& [name, owner] : wall_names) {
    const WallLook look = wall_look(owner);
    svg += "<line x1=\"" + num(kLeft) + "\" y1=\"" + num(y + 6) + "\" x2=\"" + num(kLeft + 15) + "\" y2=\"" +
           num(y + 6) + "\" stroke=\"" + std::string(look.colour) + "\" stroke-width=\"5\"" +
           std::string(look.dash) + "/>";
    svg += legend_text(kLeft + 22, y + 10, name == "wall" ? name : "wall: " + name);
    y += kLegendRow;
  }
  if (!overlay.taken.empty()) {
    taken_glyph(svg, kLeft + 7, y + 6, 6);
    svg += legend_text(kLeft + 22, y + 10, "a piece taken off the board in this step");
    y += kLegendRow;
  }
  if (!overlay.reach.empty() || !overlay.no_reach.empty()) {
    svg += "<circle cx=\"" + num(kLeft + 7) + "\" cy=\"" + num(y + 6) + "\" r=\"5\" fill=\"#2e7d32\"/>";
    svg += legend_text(kLeft + 22, y + 10,
                       overlay.reach_from ? "where the piece on " + square_name(*overlay.reach_from) +
                                                " may go (ringed: may not)"
                                          : "where the piece may go (ringed: may not)");
    y += kLegendRow;
  }
  for (const RefusedMark& r : overlay.refused) {
    svg += "<path d=\"M" + num(kLeft + 2) + " " + num(y + 1) + "L" + num(kLeft + 13) + " " + num(y + 11) +
           "M" + num(kLeft + 13) + " " + num(y + 1) + "L" + num(kLeft + 2) + " " + num(y + 11) +
           "\" stroke=\"#c62828\" stroke-width=\"3\"/>";
    svg += legend_text(kLeft + 22, y + 10, "refused: " + r.reason);
    y += kLegendRow;
  }
  for (const bool card_move : {false, true}) {
    if (!(card_move ? by_card : by_move)) continue;
    const std::string colour = card_move ? "#6a1b9a" : "#0d47a1";
    svg += "<line x1=\"" + num(kLeft) + "\" y1=\"" + num(y + 6) + "\" x2=\"" + num(kLeft + 15) + "\" y2=\"" +
           num(y + 6) + "\" stroke=\"" + colour + "\" stroke-width=\"4\"" +
           (card_move ? " stroke-dasharray=\"4 2\"" : "") + "/>";
    svg += legend_text(kLeft + 22, y + 10,
                       card_move ? "moved by a card in this step" : "move made in this step");
    y += kLegendRow;
  }
  svg += "</g></svg>";
  return svg;
}

}  // namespace kmr::harness
