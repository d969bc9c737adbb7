#include "kmr/action.hpp"

#include <array>

namespace kmr {

std::optional<MoveRequest> parse_move_request(std::string_view text) {
  if (text.size() != 4 && text.size() != 5) return std::nullopt;
  auto from = parse_square(text.substr(0, 2));
  auto to = parse_square(text.substr(2, 2));
  if (!from || !to) return std::nullopt;
  MoveRequest m{*from, *to, std::nullopt};
  if (text.size() == 5) {
    auto role = role_from_letter(text[4]);
    if (!role || text[4] != role_letter(*role, Side::Black)) return std::nullopt;
    m.promotion = role;
  }
  return m;
}

std::string to_string(const MoveRequest& m) {
  if (m.castling == Castling::KingSide) return "O-O";
  if (m.castling == Castling::QueenSide) return "O-O-O";
  std::string s = square_name(m.from) + square_name(m.to);
  if (m.promotion) s += role_letter(*m.promotion, Side::Black);
  return s;
}

std::string_view to_string(ActionKind k) {
  constexpr std::array<std::string_view, 9> kNames = {"move",   "play",    "pass",    "end-turn", "say",
                                                      "recall", "timeout", "discard", "keep"};
  return kNames[static_cast<std::size_t>(k)];
}

}  // namespace kmr
