#include "kmr/base/json_text.hpp"

#include <cstdio>

#include "kmr/base/utf8.hpp"

namespace kmr::harness {

std::string json_quote(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint cp = decode_utf8(text, i);
    if (!cp.valid) {
      out += kReplacementChar;
    } else if (cp.length > 1) {
      out.append(text.substr(i, cp.length));
    } else {
      const char ch = text[i];
      switch (ch) {
        case '"':
          out += "\\\"";
          break;
        case '\\':
          out += "\\\\";
          break;
        case '\b':
          out += "\\b";
          break;
        case '\f':
          out += "\\f";
          break;
        case '\n':
          out += "\\n";
          break;
        case '\r':
          out += "\\r";
          break;
        case '\t':
          out += "\\t";
          break;
        default:
          if (cp.value < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", cp.value);
            out += buf;
          } else {
            out += ch;
          }
      }
    }
    i += cp.length;
  }
  out += '"';
  return out;
}

}  // namespace kmr::harness
