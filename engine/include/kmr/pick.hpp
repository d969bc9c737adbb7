// Random picks from a position, for random play (kmr/random_play.hpp) and
// the cards' random_choices hooks (engine/cards/parts/random_parts.hpp).
// Nothing here is a rule: a wrong pick is only a refused action.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/game.hpp"
#include "kmr/move.hpp"
#include "kmr/movement.hpp"

namespace kmr::pick {

// Random numbers from the seed a hook is given (splitmix64).
class Draw {
 public:
  explicit Draw(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  bool one_in(std::size_t n) { return below(n) == 0; }
  template <class T>
  std::optional<T> one(const std::vector<T>& v) {
    if (v.empty()) return std::nullopt;
    return v[below(v.size())];
  }

 private:
  std::uint64_t state_;
};

enum class Whose : unsigned char { Own, Enemy, Either };

// The squares of the pieces on the board that `by` controls (Own), that his
// opponent controls (Enemy), or either, answering to `kind` (a piece name,
// "rook", "crab"; empty: any). Kings (and pieces based on one) only when
// `kings`.
std::vector<Square> pieces(const Game& g, Side by, Whose whose, std::string_view kind = {},
                           bool kings = false);
std::vector<Square> empty_squares(const Game& g);

// The moves by the rules `side`'s pieces could make now, with every effect
// in force and whoever is to move (pseudo-legal, as card code checks a move).
std::vector<Move> moves_of(const Game& g, Side side);
std::vector<Move> moves_from(const Game& g, Side side, Square from);
MoveRequest request(const Move& m);
// The empty squares a piece on `from` reaches by `how`'s leaps, and its
// slides over empty squares (a card that moves a piece "like" another).
std::vector<Square> slides_to_empty(const Game& g, Square from, const Movement& how);
// Does the move take an enemy piece (a piece stands where it ends)?
bool takes(const Game& g, const Move& m);

}  // namespace kmr::pick
