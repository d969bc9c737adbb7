// A text as lines, for tools that edit files a line at a time and must give
// back every other byte as it was: the line ending (LF or CRLF) and whether
// the last line ends with one are kept.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace kmr::harness {

struct TextLines {
  std::vector<std::string> lines;  // without their endings
  std::string eol = "\n";
  bool final_eol = true;

  explicit TextLines(std::string_view text);
  std::string str() const;
};

}  // namespace kmr::harness
