// The engine's self-check (`kmr run --self-check`): after every action,
// replaying the turn from its start rebuilds the game, as Game::replayed()
// == game would say, in time linear in the actions of a turn.
//
// Replaying the whole turn after each action costs time quadratic in the
// turn's length. A replay is a fold: Game::replay applies the actions one
// after another on the rewound game, so replaying a turn's first k+1
// actions is replaying its first k, then the last one. This check keeps the
// replay it made and gives it only the actions the turn gained. That is
// the same game as a whole replay as long as (a) the rewound game it
// started from is still the one the game rewinds to, and (b) the turn's
// earlier actions are unchanged; it replays the whole turn again when
// either fails (a new turn, a turn the engine re-resolved: a card that
// changes an earlier step, the Check Rule voiding an action, a turn
// reopened). The game tells (b) by counting its rewrites. A rewrite that
// keeps the turn's first actions (the Check Rule voiding the last move,
// R13.1) is replayed from the check's own replay of those: it keeps its
// last few, and the turn's actions tell how many are still the very ones
// it replayed (kmr/shared_list.hpp). Comparing the games skips the actions
// both already held, which were compared when they came. Should the quick
// check find a difference, the whole replay decides: the verdict is always
// the one Game::replayed() gives.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>

#include "kmr/game.hpp"

namespace kmr {

class ReplayCheck {
 public:
  // Does replaying g's turn from its start rebuild g? Call after every
  // action on one game, in order. g is left as it was (it is borrowed to
  // compare it without its turn's actions).
  bool holds(Game& g);
  // Actions replayed so far, whole replays included: linear in the actions.
  std::size_t replayed_actions() const { return replayed_; }
  // Whole replays so far (the first, then one per new turn, and per
  // rewrite that changed what lies before its last few replays).
  std::size_t restarts() const { return restarts_; }

 private:
  // The replay as it stood after its first `fed` actions.
  struct Kept {
    std::size_t fed = 0;
    Game game;
  };
  static constexpr std::size_t kKept = 4;
  std::deque<Kept> kept_;       // oldest first
  std::optional<Game> start_;   // the rewound game the replay started from
  std::optional<Game> replay_;  // start_ with the turn's first fed_ actions replayed
  std::size_t fed_ = 0;
  std::uint64_t rewrites_ = 0;  // the game's rewrite count when fed_ was reached
  std::size_t replayed_ = 0;
  std::size_t restarts_ = 0;
};

}  // namespace kmr
