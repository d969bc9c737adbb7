// How a piece moves, as data: leaps, slides with an optional maximum range,
// and the Pawn's pushes and diagonal captures. Continuing effects change a
// piece's movement by editing this description (R11, R14), never by
// special cases in the generator.
#pragma once

#include <cstdint>
#include <vector>

#include "kmr/small_list.hpp"
#include "kmr/types.hpp"

namespace kmr {

struct Step {
  std::int8_t df = 0;  // files to the right (toward h)
  std::int8_t dr = 0;  // ranks forward for White, i.e. toward rank 8
  constexpr bool operator==(const Step&) const = default;
};

struct Slide {
  Step dir;
  std::uint8_t max_range = 0;  // 0: as far as the board allows
  constexpr bool operator==(const Slide&) const = default;
};

struct Movement {
  // In place up to 16 each (a copy allocates nothing); more go to the heap.
  SmallList<Step, 16> leaps;
  SmallList<Slide, 16> slides;
  bool pawn = false;      // pushes forward, captures diagonally forward, en passant, promotes
  bool castles = false;   // the King's castling (R18)
  bool captures = true;   // false: moves but never captures, so threatens nothing (R15.1)
  bool promotes = false;  // leaps and slides to the last rank promote, as a Pawn's moves do (CRAB)
  // No move of it promotes, Pawn moves included (merged Pawns, R21.6).
  bool promotion_barred = false;
  // Pawn moves swapped: it moves diagonally forward and captures straight
  // forward (NEW TACTICS); en passant and the double step are then gone.
  bool pawn_swapped = false;
  // Pawn moves only diagonally forward, capturing or not (CRAB); no push,
  // double step or en passant. "Forward" follows the board (EARTHQUAKE).
  bool pawn_diagonal = false;
  // Walks up to this many King steps through empty squares, a capture ending
  // the walk (WARLORD); 0: no walk.
  std::uint8_t walk = 0;
  // Every move is two of its leaps in a row, made as one move: the square
  // between must be empty and only the second leap may capture; a single
  // leap is no move (PALADIN). Slides are unaffected.
  bool leaps_twice = false;
  // Further movements it has, each whole: a merged piece moves as either
  // of its parts (CONFABULATION, R11.9), a Pawn part and a CRAB part each
  // with their own Pawn moves.
  std::vector<Movement> parts;
  bool operator==(const Movement&) const = default;
};

// The ordinary movement of a chess role.
const Movement& standard_movement(Role role);

}  // namespace kmr
