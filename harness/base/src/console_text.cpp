#include "kmr/base/console_text.hpp"

#include "kmr/base/utf8.hpp"

namespace kmr::harness {

std::string console_text(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 0xf];
    } else if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (const CodePoint cp = decode_utf8(text, i); !cp.valid) {
      // A byte that is no part of a whole UTF-8 character (a lone lead or
      // continuation byte, a cut sequence): shown as its value, never raw.
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 0xf];
    } else if (cp.value >= 0x80 && cp.value <= 0x9f) {  // a C1 control
      out += "\\u00";
      out += kHex[cp.value >> 4];
      out += kHex[cp.value & 0xf];
      i += cp.length - 1;
    } else {
      out.append(text.substr(i, cp.length));
      i += cp.length - 1;
    }
  }
  return out;
}

std::string console_lines(std::string_view text) {
  std::string out;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find('\n', start);
    out += console_text(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) break;
    out += '\n';
    start = end + 1;
  }
  return out;
}

}  // namespace kmr::harness
