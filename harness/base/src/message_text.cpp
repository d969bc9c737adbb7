#include "kmr/base/message_text.hpp"

namespace kmr::harness {

std::string in_quotes(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '\'';
  out += text;
  out += '\'';
  return out;
}

std::string one_line(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c == '\t')
      out += "\\t";
    else
      out += c;
  }
  return out;
}

bool is_kebab_case(std::string_view s) {
  if (s.empty() || s.front() == '-' || s.back() == '-') return false;
  char prev = '-';
  for (char c : s) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c == '-' && prev != '-');
    if (!ok) return false;
    prev = c;
  }
  return true;
}

std::string without_place(const std::string& message, std::string_view name) {
  if (!message.starts_with(name) || message.compare(name.size(), 1, ":") != 0) return message;
  std::size_t at = name.size() + 1;
  for (int field = 0; field < 2; ++field) {
    const std::size_t colon = message.find(':', at);
    if (colon == std::string::npos) return message;
    at = colon + 1;
  }
  const std::size_t text = message.find_first_not_of(' ', at);
  return text == std::string::npos ? message : message.substr(text);
}

}  // namespace kmr::harness
