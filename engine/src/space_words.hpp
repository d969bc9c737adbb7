// Text split at spaces: a FEN's fields, an effect's name ("pacifism on e4").
#pragma once

#include <string_view>
#include <vector>

namespace kmr::detail {

// The words of `text` between runs of spaces, none empty.
inline std::vector<std::string_view> space_words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

}  // namespace kmr::detail
