// The answers Game computes most often, remembered (Game::rules_memo_).
// Random play and the escape search ask the same position again and again:
// a probe is a copy of the game that asks what its original just asked, and
// game_over, the invariants and the random player each generate the moves
// of the position they are given. Legal moves and checks depend on the
// position and the effects in force alone (and the rules profile, fixed for
// a game), so each answer is kept with the exact position and effects it was
// computed for and reused only when both are equal: a hit is the answer the
// engine would compute again. Not part of the game's value (operator==
// ignores it); shared by a game and its copies, used from one thread at a
// time, as the escape memo is.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "kmr/effect.hpp"
#include "kmr/game.hpp"
#include "kmr/move.hpp"
#include "kmr/position.hpp"
#include "kmr/rules_tables.hpp"

namespace kmr::detail {

// A few answers of one kind, the oldest replaced first.
template <class Value, std::size_t N>
class RecentAnswers {
 public:
  // The answer kept for (pos, effects, extra), or nullptr.
  const Value* find(const Position& pos, const std::vector<Effect>& effects, int extra) const {
    for (std::size_t i = 0; i < size_; ++i) {
      const Entry& e = entries_[i];
      if (e.extra == extra && e.position == pos && e.effects == effects) return &e.value;
    }
    return nullptr;
  }
  void keep(const Position& pos, const std::vector<Effect>& effects, int extra, const Value& value) {
    Entry& e = entries_[next_];
    e.position = pos;
    e.effects = effects;
    e.extra = extra;
    e.value = value;
    next_ = (next_ + 1) % N;
    if (size_ < N) ++size_;
  }

 private:
  struct Entry {
    Position position;
    std::vector<Effect> effects;
    int extra = 0;
    Value value{};
  };
  std::array<Entry, N> entries_{};
  std::size_t size_ = 0, next_ = 0;
};

// The board geometry the effects make (resolve_geometry): it depends on
// the effects alone, and building it (every square's walls and closed
// squares) costs more than most of the queries that read it.
class RecentGeometry {
 public:
  // resolve_geometry(pos, effects, ...), kept for these effects.
  const BoardGeometry* get(const Position& pos, const std::vector<Effect>& effects) {
    for (Entry& e : entries_)
      if (e.set && e.effects == effects) return e.geo;
    Entry& e = entries_[next_];
    next_ = (next_ + 1) % entries_.size();
    e.set = true;
    e.effects = effects;
    e.storage.reset();
    e.geo = resolve_geometry(pos, effects, e.storage);  // may point into e.storage: entries never move
    return e.geo;
  }

 private:
  struct Entry {
    bool set = false;
    std::vector<Effect> effects;
    std::optional<BoardGeometry> storage;
    const BoardGeometry* geo = nullptr;
  };
  std::array<Entry, 2> entries_{};
  std::size_t next_ = 0;
};

struct RulesMemo {
  RulesMemo() = default;
  RulesMemo(const RulesMemo&) = delete;  // the geometry kept points into itself
  RulesMemo& operator=(const RulesMemo&) = delete;
  RecentGeometry geometry;
  // The card-aware moves of a position, the last King's captures dropped
  // (before the effects' own restrictions, which read the whole game).
  RecentAnswers<MoveList, 8> moves;
  // in_check_card_aware and exposed_card_aware, by side (extra: side, plus 2 for exposed).
  RecentAnswers<bool, 16> checks;
  // Which sides still have a royal piece on the board or set aside
  // (game_over asks it of every piece, each time).
  RecentAnswers<std::array<bool, 2>, 4> kings;
  // Game::game_over's last answers, each with the whole game it judged
  // (its value: operator==), whether it looked ahead, and how deep in card
  // searches it was asked (a search nested too deep finds nothing).
  struct Over {
    std::optional<Game> game;
    bool look_ahead = false;
    int depth = 0;
    Ending over;
  };
  std::array<Over, 4> overs;
  std::size_t next_over = 0;
};

}  // namespace kmr::detail
