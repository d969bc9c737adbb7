// The fingerprint of a printed FAQ entry (issue 16): a hash of its question
// and one of its answer, each taken after normalising case, spacing and
// punctuation, with the edition the text was read from. The knowledge base
// stores fingerprints instead of the FAQ's text, so matching a revision
// against it never needs the text copied into the project.
#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kmr::harness {

struct Fingerprint {
  std::string edition;     // YYYY-MM-DD of the text it was taken from
  std::uint64_t question;  // text_hash() of the printed question
  std::uint64_t answer;    // text_hash() of the printed answer
  // Same text: the edition does not count (a ruling reprinted unchanged).
  bool same_text(const Fingerprint& o) const { return question == o.question && answer == o.answer; }
  bool operator==(const Fingerprint&) const = default;
};

// Lower case, every run of characters other than ASCII letters and digits
// made one space, no space at either end: "Can't  it?" -> "can t it".
std::string normalise_text(std::string_view text);
// The words of normalise_text(), in order.
std::vector<std::string> normal_words(std::string_view text);
// 64-bit FNV-1a of normalise_text(text): stable across platforms and runs.
std::uint64_t text_hash(std::string_view text);

Fingerprint fingerprint_of(std::string_view edition, std::string_view question, std::string_view answer);

// 16 lower-case hex digits, and back (nullopt-like: false when not 16 hex digits).
std::string hash_hex(std::uint64_t hash);
bool parse_hash_hex(std::string_view text, std::uint64_t& out);

// The YAML flow map the knowledge base holds (rulings/README.md):
// {edition: 2007-11-28, question: 0123456789abcdef, answer: fedcba9876543210}
std::string fingerprint_yaml(const Fingerprint& fp);

}  // namespace kmr::harness
