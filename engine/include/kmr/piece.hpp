// A piece with a stable identity: cards target pieces, not squares, so a
// piece keeps its id when it moves, is swapped, transformed, promoted,
// captured or returned.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "kmr/types.hpp"

namespace kmr {

using PieceId = std::uint8_t;
inline constexpr PieceId kNoPiece = 0xFF;
inline constexpr int kMaxPieces = 64;
inline constexpr Square kOffBoard = 64;

// Where a piece is: on the board, in its owner's captured box (may come
// back through cards, R22.1), dead (never returns, R22.2), or set aside by
// a card that will put it back itself (a King UNDER ELF HILL, R17.3; the
// part of a merged piece that is not on the board, CONFABULATION, R11.9):
// not captured, still its owner's, still in play.
enum class Zone : std::uint8_t { Board, Captured, Dead, Aside };

// Status marks laid on a piece by effects (R2.1). The engine derives them
// from the continuing effects in play; a plain-chess piece has none.
enum class Mark : std::uint8_t {
  Pacifist,
  Neutral,
  Crab,
  Prince,
  Paladin,
  Champion,
  RoyalKnight,
  Warlord,
  Amazon,
  Princess,
  Medusa,
  Confabulated,
};
inline constexpr int kMarkCount = 12;
std::string_view mark_name(Mark m);
std::optional<Mark> parse_mark(std::string_view name);

class MarkSet {
 public:
  constexpr bool has(Mark m) const { return bits_ & mask(m); }
  constexpr void set(Mark m) { bits_ = static_cast<std::uint16_t>(bits_ | mask(m)); }
  constexpr void clear(Mark m) { bits_ = static_cast<std::uint16_t>(bits_ & ~mask(m)); }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr bool operator==(const MarkSet&) const = default;

 private:
  static constexpr std::uint16_t mask(Mark m) {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(m));
  }
  std::uint16_t bits_ = 0;
};

struct Piece {
  Role role = Role::Pawn;     // how it moves now
  Side owner = Side::White;   // whose piece it is
  Role born_as = Role::Pawn;  // what it was at the start: a promoted Pawn stays a Pawn underneath (R21.5)
  Zone zone = Zone::Board;
  Square square = kOffBoard;  // kOffBoard unless zone == Board
  MarkSet marks;
  constexpr bool operator==(const Piece&) const = default;
};

}  // namespace kmr
