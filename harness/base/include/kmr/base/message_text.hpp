// Small text helpers shared by the loaders' error messages.
#pragma once

#include <string>
#include <string_view>

namespace kmr::harness {

// 'text' (built by appending: GCC 12 warns falsely on "'" + std::string at -O3).
std::string in_quotes(std::string_view text);

// Messages quote what the file says; an error stays on one line (\n, \r, \t escaped).
std::string one_line(std::string_view text);

// A reader's message without its "<name>:line:column: " place, for a front
// end where the one line typed is the place (kmr play, the Python module).
// Other messages come back as they are.
std::string without_place(const std::string& message, std::string_view name = "input");

// True for lower-case letters and digits joined by single hyphens ("fog-of-war").
bool is_kebab_case(std::string_view s);

}  // namespace kmr::harness
