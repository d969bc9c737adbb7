// Which rule set the plain-chess layer follows.
#pragma once

#include <optional>
#include <string_view>

namespace kmr {

// fide: ordinary chess (perft, baselines).
// knightmare: castling through, out of and into check is allowed as long as
// the King is safe when the turn ends (R18.1); a Pawn on its first or second
// rank may always advance one or two squares (R19.1).
enum class RulesProfile : unsigned char { Fide, Knightmare };

std::string_view to_string(RulesProfile p);
std::optional<RulesProfile> parse_rules_profile(std::string_view text);

}  // namespace kmr
