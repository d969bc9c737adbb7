// A single displacement of one piece by the rules of chess (R26.1).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "kmr/types.hpp"

namespace kmr {

enum class MoveKind : std::uint8_t { Normal, DoublePush, EnPassant, Castle, Promotion };

struct Move {
  Square from = 0;
  Square to = 0;
  MoveKind kind = MoveKind::Normal;
  Role promotion = Role::Queen;  // meaningful only for MoveKind::Promotion
  constexpr bool operator==(const Move&) const = default;
};

// Coordinate notation: "e2e4", "e7e8q"; castling as the King's move ("e1g1").
std::string to_uci(Move m);

// Fixed-capacity list: move generation never allocates.
class MoveList {
 public:
  static constexpr int kCapacity = 256;
  void push(Move m) { moves_[size_++] = m; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  const Move& operator[](int i) const { return moves_[static_cast<std::size_t>(i)]; }

 private:
  std::array<Move, kCapacity> moves_;
  int size_ = 0;
};

}  // namespace kmr
