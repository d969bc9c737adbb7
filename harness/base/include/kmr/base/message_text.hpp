// Small text helpers shared by the loaders' error messages.
#pragma once

#include <string>
#include <string_view>

namespace kmr::harness {

// 'text' (built by appending: GCC 12 warns falsely on "'" + std::string at -O3).
std::string in_quotes(std::string_view text);

// Messages quote what the file says; an error stays on one line (\n, \r, \t escaped).
std::string one_line(std::string_view text);

// True for lower-case letters and digits joined by single hyphens ("fog-of-war").
bool is_kebab_case(std::string_view s);

}  // namespace kmr::harness
