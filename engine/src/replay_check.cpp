#include "kmr/replay_check.hpp"

#include <string>
#include <utility>
#include <vector>

namespace kmr {
namespace {

// Runs `f` with the turn's actions of `a` and `b` set aside (empty), then
// puts them back: for comparing games without the actions' cost.
template <class F>
auto without_turn_actions(std::vector<Action>& a, std::vector<Action>& b, F f) {
  std::vector<Action> keep_a, keep_b;
  std::swap(a, keep_a);
  std::swap(b, keep_b);
  auto result = f();
  std::swap(a, keep_a);
  std::swap(b, keep_b);
  return result;
}

bool same_from(const std::vector<Action>& a, const std::vector<Action>& b, std::size_t from) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = from; i < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

}  // namespace

bool ReplayCheck::holds(Game& g) {
  if (!g.turn_start_) {  // nothing to replay: Game::replayed() is the game itself
    start_.reset();
    replay_.reset();
    return true;
  }
  // The game rewound, made without copying the turn's actions.
  std::vector<Action> none;
  Game base = without_turn_actions(g.turn_actions_, none, [&] { return g.rewound(); });
  const std::size_t n = g.turn_actions_.size();
  const bool goes_on = replay_ && n >= fed_ && g.turn_rewrites_.count == rewrites_ && base == *start_;
  if (!goes_on) {
    ++restarts_;
    start_ = base;
    replay_ = std::move(base);
    fed_ = 0;
  }
  const std::size_t known = replay_->turn_actions_.size();  // equal to g's first `known` actions
  const std::uint64_t own_rewrites = replay_->turn_rewrites_.count;
  const std::vector<Action> gained(g.turn_actions_.begin() + static_cast<std::ptrdiff_t>(fed_),
                                   g.turn_actions_.end());
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
  if (same) return true;
  // A difference: the whole replay decides, as Game::replayed() does.
  replay_.reset();
  replayed_ += n;
  return g.replayed() == g;
}

}  // namespace kmr
