// Random play, for testing the engine against its invariants (the
// RandomPlay test, `kmr fuzz`): random setups and random actions, card
// plays with random choices among those each card declares it reads
// (CardBehaviour::choices, and its random_choices hook when it has one).
// Reproducible from the seed.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/card.hpp"
#include "kmr/game.hpp"

namespace kmr {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}

  // The opening position, or one of a few games under way (with captured
  // pieces, forks, a check), with five cards in each hand and ten in each
  // deck, drawn from `cards`; the engine's own shuffles seeded too.
  Setup setup(const std::vector<std::string>& cards);
  // Any action, legal or not: mostly legal moves (now and then a capture or
  // a check) and card plays, mostly of a card whose window is open now, by
  // either player; passes, end-turns, discards, words.
  Action action(const Game& g);
  // A play of `card` by `by` with random choices among those it reads.
  Action play(const Game& g, const CardDef& card, Side by);

  // A whole number in [0, n); n > 0.
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(rng_() % n); }
  std::uint64_t next() { return rng_(); }

 private:
  Square square() { return static_cast<Square>(below(64)); }
  Square occupied(const Game& g);
  std::mt19937_64 rng_;
};

}  // namespace kmr
