#include "kmr/piece.hpp"

#include <array>

namespace kmr {
namespace {
constexpr std::array<std::string_view, kMarkCount> kMarkNames = {
    "pacifist",     "neutral", "crab",   "prince",   "paladin", "champion",
    "royal-knight", "warlord", "amazon", "princess", "medusa",  "confabulated",
};
}  // namespace

std::string_view mark_name(Mark m) { return kMarkNames[static_cast<std::size_t>(m)]; }

std::optional<Mark> parse_mark(std::string_view name) {
  for (std::size_t i = 0; i < kMarkNames.size(); ++i)
    if (kMarkNames[i] == name) return static_cast<Mark>(i);
  return std::nullopt;
}

}  // namespace kmr
