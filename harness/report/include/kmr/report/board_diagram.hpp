// Board diagrams for reports that only kept a FEN (results, traces). The
// picture itself is the engine's text_diagram (kmr/diagram.hpp).
#pragma once

#include <string>
#include <string_view>

namespace kmr::harness {

// text_diagram of a FEN (only the placement field is read). A FEN that does
// not parse comes back as it is, so a report never loses what it had.
std::string fen_diagram(std::string_view fen);

// Prefixes every non-empty line of `text` with `indent` (diagrams nested in reports).
std::string indent_lines(std::string_view text, std::string_view indent);

}  // namespace kmr::harness
