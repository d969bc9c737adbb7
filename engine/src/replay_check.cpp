#include "kmr/replay_check.hpp"

#include <string>
#include <utility>
#include <vector>

#include "kmr/game.hpp"

namespace kmr {
namespace {

// Runs `f` with the turn's actions of `a` and `b` set aside (empty), then
// puts them back: for comparing games without the actions' cost.
template <class F>
auto without_turn_actions(ActionList& a, ActionList& b, F f) {
  ActionList keep_a, keep_b;
  std::swap(a, keep_a);
  std::swap(b, keep_b);
  auto result = f();
  std::swap(a, keep_a);
  std::swap(b, keep_b);
  return result;
}

// Are a's and b's actions from the `from`-th on the same? A cost in those.
bool same_from(const ActionList& a, const ActionList& b, std::size_t from) {
  return a.size() == b.size() && a.from(from) == b.from(from);
}

}  // namespace

bool ReplayCheck::holds(Game& g) {
  if (!g.turn_start_) {  // nothing to replay: Game::replayed() is the game itself
    start_.reset();
    replay_.reset();
    return true;
  }
  // The game rewound, made without copying the turn's actions.
  ActionList none;
  Game base = without_turn_actions(g.turn_actions_, none, [&] { return g.rewound(); });
  const std::size_t n = g.turn_actions_.size();
  const bool same_start = replay_ && base == *start_;
  bool goes_on = same_start && n >= fed_ && g.turn_rewrites_.count == rewrites_;
  if (same_start && !goes_on) {
    // Rewritten: from the last replay kept whose actions the turn still
    // begins with (the very ones, not only equal ones).
    const std::size_t still = g.turn_actions_.shared_prefix(replay_->turn_actions_);
    while (!kept_.empty() && kept_.back().fed > still) kept_.pop_back();
    if (!kept_.empty()) {
      replay_ = kept_.back().game;
      fed_ = kept_.back().fed;
      kept_.pop_back();
      goes_on = true;
    }
  }
  if (!goes_on) {
    ++restarts_;
    kept_.clear();
    start_ = base;
    replay_ = std::move(base);
    fed_ = 0;
  }
  kept_.push_back({fed_, *replay_});
  if (kept_.size() > kKept) kept_.pop_front();
  const std::size_t known = replay_->turn_actions_.size();  // equal to g's first `known` actions
  const std::uint64_t own_rewrites = replay_->turn_rewrites_.count;
  const std::vector<TurnAction> gained = g.turn_actions_.from(fed_);
  std::vector<std::string> events;
  replay_->replay(gained, events);
  replayed_ += gained.size();
  fed_ = n;
  rewrites_ = g.turn_rewrites_.count;
  // The replay re-resolving its own turn may have changed its earlier actions.
  const std::size_t from = replay_->turn_rewrites_.count == own_rewrites ? known : 0;
  const bool same =
      same_from(replay_->turn_actions_, g.turn_actions_, from) &&
      without_turn_actions(replay_->turn_actions_, g.turn_actions_, [&] { return *replay_ == g; });
  if (same) {
    // Equal: the replay goes on from the game's own actions, so that the
    // two share them (and compare at a pointer's cost) from here on.
    replay_->turn_actions_ = g.turn_actions_;
    return true;
  }
  // A difference: the whole replay decides, as Game::replayed() does.
  replay_.reset();
  replayed_ += n;
  return g.replayed() == g;
}

}  // namespace kmr
