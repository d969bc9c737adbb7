#include "kmr/types.hpp"

#include <array>
#include <cctype>

namespace kmr {

std::string_view to_string(Side s) { return s == Side::White ? "white" : "black"; }

std::optional<Side> parse_side(std::string_view text) {
  if (text == "white") return Side::White;
  if (text == "black") return Side::Black;
  return std::nullopt;
}

namespace {
constexpr std::string_view kLetters = "pnbrqks";
constexpr std::array<std::string_view, kRoleCount> kNames = {"pawn",  "knight", "bishop",  "rook",
                                                             "queen", "king",   "princess"};
}  // namespace

char role_letter(Role r, Side s) {
  char c = kLetters[static_cast<std::size_t>(index(r))];
  return s == Side::White ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
}

std::optional<Role> role_from_letter(char c) {
  auto pos = kLetters.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  if (pos == std::string_view::npos) return std::nullopt;
  return static_cast<Role>(pos);
}

std::string_view role_name(Role r) { return kNames[static_cast<std::size_t>(index(r))]; }

std::optional<Role> parse_role_name(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<Role>(i);
  return std::nullopt;
}

std::optional<Square> parse_square(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  int file = text[0] - 'a';
  int rank = text[1] - '1';
  if (!on_board(file, rank)) return std::nullopt;
  return make_square(file, rank);
}

std::string square_name(Square s) {
  return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

}  // namespace kmr
