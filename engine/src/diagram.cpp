#include "kmr/diagram.hpp"

namespace kmr {

std::string text_diagram(const Position& pos) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += static_cast<char>('1' + rank);
    for (int file = 0; file < 8; ++file) {
      out += ' ';
      out += pos.letter_at(make_square(file, rank));
    }
    out += '\n';
  }
  out += "  a b c d e f g h\n";
  return out;
}

}  // namespace kmr
