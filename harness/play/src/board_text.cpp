// Drawing the board: ranks 8 to 1, files a to h underneath.
#include "kmr/play/board_text.hpp"

#include <string_view>

#include "kmr/diagram.hpp"

namespace kmr::harness {
namespace {

// The chess glyph of a FEN letter; other letters (pieces a card made) stay letters.
std::string glyph(char letter) {
  constexpr std::string_view kLetters = "KQRBNPkqrbnp";
  constexpr std::string_view kGlyphs[] = {"♔", "♕", "♖", "♗", "♘", "♙", "♚", "♛", "♜", "♝", "♞", "♟"};
  const std::size_t i = kLetters.find(letter);
  return i == std::string_view::npos ? std::string(1, letter) : std::string(kGlyphs[i]);
}

// On coloured squares every piece is drawn solid, its colour telling its side.
char solid(char letter) {
  return letter >= 'A' && letter <= 'Z' ? static_cast<char>(letter - 'A' + 'a') : letter;
}

}  // namespace

std::string board_text(const Game& game, BoardStyle style) {
  const Position& pos = game.position();
  if (style == BoardStyle::Ascii) return text_diagram(pos);
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += std::to_string(rank + 1) + " ";
    for (int file = 0; file < 8; ++file) {
      const char letter = pos.letter_at(static_cast<Square>(rank * 8 + file));
      const bool light = (rank + file) % 2 == 1;
      if (style == BoardStyle::Colour) {
        out += light ? "\x1b[48;5;180m" : "\x1b[48;5;137m";
        out += letter == '.' ? "  " : (letter >= 'a' ? "\x1b[30m" : "\x1b[97m") + glyph(solid(letter)) + " ";
        out += "\x1b[0m";
      } else {
        out += (letter == '.' ? std::string(light ? "·" : ".") : glyph(letter)) + " ";
      }
    }
    out += "\n";
  }
  out += "  a b c d e f g h\n";
  return out;
}

}  // namespace kmr::harness
