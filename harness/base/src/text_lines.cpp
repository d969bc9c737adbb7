#include "kmr/base/text_lines.hpp"

namespace kmr::harness {

TextLines::TextLines(std::string_view text) {
  if (text.find("\r\n") != std::string_view::npos) eol = "\r\n";
  final_eol = !text.empty() && text.back() == '\n';
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(at, end - at);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    lines.emplace_back(l);
    at = end + 1;
  }
  if (final_eol) lines.pop_back();
}

std::string TextLines::str() const {
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    out += lines[i] + (i + 1 < lines.size() || final_eol ? eol : "");
  return out;
}

}  // namespace kmr::harness
