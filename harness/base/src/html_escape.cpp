#include "kmr/base/html_escape.hpp"

#include "kmr/base/utf8.hpp"

namespace kmr::harness {
namespace {

bool html_char_allowed(std::uint32_t c) {
  if (c == 0x9 || c == 0xA || c == 0xC || c == 0xD) return true;
  if (c < 0x20) return false;
  return c < 0x7F || c > 0x9F;
}

}  // namespace

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint cp = decode_utf8(text, i);
    if (!cp.valid || !html_char_allowed(cp.value)) {
      out += kReplacementChar;
    } else {
      switch (cp.value) {
        case '&':
          out += "&amp;";
          break;
        case '<':
          out += "&lt;";
          break;
        case '>':
          out += "&gt;";
          break;
        case '"':
          out += "&quot;";
          break;
        case '\'':
          out += "&#39;";
          break;
        default:
          out.append(text.substr(i, cp.length));
      }
    }
    i += cp.length;
  }
  return out;
}

}  // namespace kmr::harness
