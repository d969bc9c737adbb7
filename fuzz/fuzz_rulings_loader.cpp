// libFuzzer target: the rulings loader on any text. A rulings file must be
// named after its section or letter, so the name is taken from the text's
// own `section:` and `letter:` lines (else section-1.yaml): the fuzzer then
// gets past the name check and into the rulings.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "kmr/load/rulings_loader.hpp"

namespace {

// The first letter or digit after `key` at the start of a line, or 0.
char value_after(std::string_view text, std::string_view key) {
  for (std::size_t at = text.find(key); at != std::string_view::npos; at = text.find(key, at + 1)) {
    if (at != 0 && text[at - 1] != '\n') continue;
    for (std::size_t i = at + key.size(); i < text.size() && text[i] != '\n'; ++i)
      if (std::isalnum(static_cast<unsigned char>(text[i]))) return text[i];
  }
  return 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const char section = value_after(text, "section:");
  const char letter = value_after(text, "letter:");
  std::string name = "section-1.yaml";
  if (section == '3' && letter)
    name = std::string("3-") + letter + ".yaml";
  else if (section)
    name = std::string("section-") + section + ".yaml";
  const kmr::harness::RulingsFile file = kmr::harness::load_rulings_text(text, name);
  if (file.error && file.error->rfind(name + ":", 0) != 0) std::abort();  // errors name the file
  return 0;
}
