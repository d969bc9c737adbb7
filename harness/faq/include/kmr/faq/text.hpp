// Reading the FAQ as printed (the text files of ../shared/faq/, issue 16): a
// header naming the edition, "Section N: ..." headers (Section 3 with its
// letter), then entries of "Q." and "A." paragraphs. Tolerant of the real
// text's quirks: "Q:" for "Q.", lines wrapped anywhere, answers of several
// paragraphs, and page furniture (page numbers, repeated running heads, the
// list of letters) between them. Anything else out of place is an error
// naming file and line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/expected.hpp"

namespace kmr::harness {

// A section, or a Section 3 letter: "1", "2", "4", or "3" with "B".
struct FaqPlace {
  std::string section;
  std::optional<std::string> letter;
  std::string key() const { return letter ? section + "-" + *letter : section; }  // "1", "3-B"
  auto operator<=>(const FaqPlace&) const = default;
};

struct FaqEntry {
  std::string file;
  int line = 0;         // the line of its "Q."
  std::string edition;  // YYYY-MM-DD the header names; empty when the file names none
  FaqPlace place;
  int position = 0;      // order of appearance in its section or letter, from 1
  std::string question;  // as printed, wrapped lines and paragraphs joined by single spaces
  std::string answer;
};

struct FaqDocument {
  std::string path;
  std::string edition;              // as in FaqEntry (the first header's)
  std::vector<FaqPlace> places;     // every section or letter the file has a header for
  std::vector<std::string> titles;  // the header text of each place ("Specific Cards - B")
  std::vector<FaqEntry> entries;    // in the file's order
};

// Parses one text; `name` stands for the file in messages. Errors:
// "name:line:column: message". A UTF-8 byte order mark at the start is skipped.
Expected<FaqDocument> parse_faq_text(std::string_view text, const std::string& name);
Expected<FaqDocument> read_faq_file(const std::string& path);

// "November 28, 2007", "28 November 2007", "Nov. 28, 2007" or "2007-11-28" as
// YYYY-MM-DD; nullopt when it is none of these.
std::optional<std::string> parse_edition_date(std::string_view text);

// A number written with at least two digits ("07"): FAQ ids and dates.
std::string two_digits(int n);

}  // namespace kmr::harness
