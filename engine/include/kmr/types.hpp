// Basic vocabulary of the board: sides, roles and squares.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kmr {

enum class Side : std::uint8_t { White = 0, Black = 1 };

constexpr Side operator~(Side s) { return s == Side::White ? Side::Black : Side::White; }
constexpr int index(Side s) { return static_cast<int>(s); }
std::string_view to_string(Side s);
std::optional<Side> parse_side(std::string_view text);

// The six chess roles. Transformed pieces (Crab, Prince, Paladin...) keep
// one of these as the role they are based on and carry a mark for the rest.
// Princess: a kind of piece of her own that a card brings into play
// (PRINCESS), based on nothing (R11.4); FEN letter s.
enum class Role : std::uint8_t { Pawn = 0, Knight, Bishop, Rook, Queen, King, Princess };
inline constexpr int kRoleCount = 7;

constexpr int index(Role r) { return static_cast<int>(r); }
// Letter as in FEN: upper case for White.
char role_letter(Role r, Side s);
std::optional<Role> role_from_letter(char c);  // case-insensitive
std::string_view role_name(Role r);            // "pawn", "knight", ...
std::optional<Role> parse_role_name(std::string_view name);

// Squares a1 = 0 ... h8 = 63, file-major within a rank (a1 b1 ... h1 a2 ...).
using Square = std::uint8_t;
inline constexpr int kSquareCount = 64;

constexpr Square make_square(int file, int rank) { return static_cast<Square>(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

std::optional<Square> parse_square(std::string_view text);
std::string square_name(Square s);

}  // namespace kmr
