#include "kmr/model/fingerprint.hpp"

#include <algorithm>

namespace kmr::harness {
namespace {

bool is_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

}  // namespace

std::string normalise_text(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool gap = false;
  for (char c : text) {
    if (!is_alnum(c)) {
      gap = true;
      continue;
    }
    if (gap && !out.empty()) out += ' ';
    gap = false;
    out += lower(c);
  }
  return out;
}

std::vector<std::string> normal_words(std::string_view text) {
  std::vector<std::string> words;
  const std::string norm = normalise_text(text);
  std::size_t at = 0;
  while (at < norm.size()) {
    const std::size_t end = std::min(norm.find(' ', at), norm.size());
    words.push_back(norm.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

std::uint64_t text_hash(std::string_view text) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : normalise_text(text)) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

Fingerprint fingerprint_of(std::string_view edition, std::string_view question, std::string_view answer) {
  return Fingerprint{std::string(edition), text_hash(question), text_hash(answer)};
}

std::string hash_hex(std::uint64_t hash) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) out[static_cast<std::size_t>(i)] = kDigits[hash & 0xF];
  return out;
}

bool parse_hash_hex(std::string_view text, std::uint64_t& out) {
  if (text.size() != 16) return false;
  std::uint64_t v = 0;
  for (char c : text) {
    int d = 0;
    if (c >= '0' && c <= '9') {
      d = c - '0';
    } else if (c >= 'a' && c <= 'f') {
      d = c - 'a' + 10;
    } else {
      return false;
    }
    v = (v << 4) | static_cast<std::uint64_t>(d);
  }
  out = v;
  return true;
}

std::string fingerprint_yaml(const Fingerprint& fp) {
  // The date quoted: YAML 1.1 readers (PyYAML) would read it as a date, not text.
  return "{edition: \"" + fp.edition + "\", question: " + hash_hex(fp.question) +
         ", answer: " + hash_hex(fp.answer) + "}";
}

}  // namespace kmr::harness
