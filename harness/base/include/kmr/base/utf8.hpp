// UTF-8 decoding for the escapers of the JSON and JUnit reports: text from
// scenario files and engine messages is not guaranteed to be valid UTF-8,
// and both formats must stay well-formed whatever it holds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace kmr::harness {

struct CodePoint {
  std::uint32_t value = 0;
  std::size_t length = 1;  // bytes consumed (1 for an invalid byte)
  bool valid = false;
};

// Decodes the sequence at `i`; rejects overlong forms, surrogates and values above U+10FFFF.
inline CodePoint decode_utf8(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(s[k]); };
  const std::uint8_t b0 = byte(i);
  if (b0 < 0x80) return {b0, 1, true};
  std::size_t length = 0;
  std::uint32_t value = 0;
  std::uint32_t min = 0;
  if ((b0 & 0xE0) == 0xC0) {
    length = 2;
    value = b0 & 0x1Fu;
    min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    length = 3;
    value = b0 & 0x0Fu;
    min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    length = 4;
    value = b0 & 0x07u;
    min = 0x10000;
  } else {
    return {};
  }
  if (i + length > s.size()) return {};
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return {};
    value = (value << 6) | (byte(i + k) & 0x3Fu);
  }
  if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return {};
  return {value, length, true};
}

inline constexpr std::string_view kReplacementChar = "\xEF\xBF\xBD";  // U+FFFD

}  // namespace kmr::harness
