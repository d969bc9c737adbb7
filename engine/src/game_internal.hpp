// Helpers shared by the files that implement Game (game*.cpp); not part of
// the engine's interface.
#pragma once

#include <cstddef>
#include <string>

#include "kmr/position.hpp"
#include "kmr/types.hpp"

namespace kmr::detail {

inline constexpr std::size_t kHandSize = 5;  // R5.1

inline std::string side_name(Side s) { return std::string(to_string(s)); }

// The position as it would be if `side` were to move now.
inline Position as_if_to_move(const Position& pos, Side side) {
  if (pos.side_to_move() == side) return pos;
  Position view = pos;
  view.set_side_to_move(side);
  view.set_en_passant(std::nullopt);  // an en passant chance belongs to the other side
  return view;
}

}  // namespace kmr::detail
