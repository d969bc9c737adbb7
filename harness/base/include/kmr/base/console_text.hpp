// Text from a scenario or rulings file (ids, titles, reasons, steps) made
// safe for a terminal, as the HTML, JSON and JUnit outputs escape it: a
// title holding an escape sequence must not recolour or rewrite the screen.
#pragma once

#include <string>
#include <string_view>

namespace kmr::harness {

// Control characters written out: \n, \r, \t, other C0 controls and DEL
// as \xHH, the C1 controls (U+0080 to U+009F) as \u0080 to \u009f, and
// every byte that is not part of a valid UTF-8 character (a lone byte of a
// multi-byte one, Latin-1 text) as \xHH too. Other UTF-8 is kept.
std::string console_text(std::string_view text);
// The same, line by line: a text of several lines (the load errors of one
// scenario, one a line) keeps its line breaks, each line escaped.
std::string console_lines(std::string_view text);

}  // namespace kmr::harness
