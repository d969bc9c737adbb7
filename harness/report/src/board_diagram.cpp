#include "kmr/report/board_diagram.hpp"

#include "kmr/diagram.hpp"
#include "kmr/fen.hpp"

namespace kmr::harness {

std::string fen_diagram(std::string_view fen) {
  const Expected<Position> pos = parse_placement(fen.substr(0, fen.find(' ')));
  if (!pos) return std::string(fen) + '\n';
  return text_diagram(*pos);
}

std::string indent_lines(std::string_view text, std::string_view indent) {
  std::string out;
  bool line_start = true;
  for (const char ch : text) {
    if (line_start && ch != '\n') out += indent;
    out += ch;
    line_start = ch == '\n';
  }
  return out;
}

}  // namespace kmr::harness
