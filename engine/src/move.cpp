#include "kmr/move.hpp"

#include "kmr/rules_profile.hpp"

namespace kmr {

std::string to_uci(Move m) {
  std::string s = square_name(m.from) + square_name(m.to);
  if (m.kind == MoveKind::Promotion) s += role_letter(m.promotion, Side::Black);
  return s;
}

std::string_view to_string(RulesProfile p) { return p == RulesProfile::Fide ? "fide" : "knightmare"; }

std::optional<RulesProfile> parse_rules_profile(std::string_view text) {
  if (text == "fide") return RulesProfile::Fide;
  if (text == "knightmare") return RulesProfile::Knightmare;
  return std::nullopt;
}

}  // namespace kmr
