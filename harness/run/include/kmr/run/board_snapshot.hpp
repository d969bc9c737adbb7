// The board at one moment of a scenario, as the HTML report draws it: the
// FEN, the marks effects lay on pieces, the effects in force with the
// squares and walls they hold, the pieces off the board and the cards in
// hand and discarded. Taken through the engine's public state and its
// cards' own geometry hooks only (no rules of its own).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "kmr/game.hpp"

namespace kmr::harness {

// An edge between two orthogonally adjacent squares that no step crosses.
using WallEdge = std::pair<Square, Square>;  // first < second

// An effect in force, by its card.
struct EffectSnapshot {
  std::string card;              // card id
  Side owner = Side::White;      // who played it
  std::vector<Square> targets;   // squares of the pieces it is tied to that are on the board
  std::optional<Square> square;  // the square it is tied to (MAN-TRAP, SEAT OF POWER...)
  std::vector<WallEdge> walls;   // the edges it closes (FORTIFICATION), as the engine answers
  std::vector<Square> closed;    // the squares it closes (FORBIDDEN CITY), as the engine answers
  bool continuing = true;        // false: a regular card's lingering effect (not "in play")
  bool suspended = false;
  bool operator==(const EffectSnapshot&) const = default;
};

// A move made since the previous snapshot (regular or by a card).
struct MoveSnapshot {
  Square from = 0;
  Square to = 0;
  bool by_card = false;
  bool operator==(const MoveSnapshot&) const = default;
};

struct SideCards {
  std::vector<std::string> hand;     // card ids
  std::vector<std::string> discard;  // card ids, oldest first
  std::vector<char> captured;        // FEN letters of this side's pieces lost
  std::vector<char> dead;
  bool operator==(const SideCards&) const = default;
};

struct BoardSnapshot {
  std::string fen;
  std::map<Square, std::vector<std::string>> marks;  // only squares whose piece has marks
  std::vector<EffectSnapshot> effects;               // in play order
  std::vector<MoveSnapshot> moves;                   // made since the previous snapshot (step boards)
  SideCards white;
  SideCards black;
  bool operator==(const BoardSnapshot&) const = default;
  // The same position, effects, pieces and cards (the moves aside).
  bool same_state(const BoardSnapshot& other) const;
};

BoardSnapshot take_snapshot(const Game& game);

// The moves in `after`'s turn log that `before`'s did not have; the whole of
// `after`'s when the log was started again (a new turn, a replayed one).
std::vector<MoveSnapshot> moves_between(const Game& before, const Game& after);

}  // namespace kmr::harness
