// "(did you mean 'pacifism'?)": the closest of the names a word could have
// been, for messages about unknown card ids, keys, reasons, phases and steps.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace kmr::harness {

// " (did you mean 'x'?)", or "" when no name is close.
std::string did_you_mean(std::string_view word, std::span<const std::string_view> names);

}  // namespace kmr::harness
