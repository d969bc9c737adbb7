// A turn costs work linear in its actions (issue 36): counted, not timed.
// Game::actions_applied counts every action the game and its copies apply
// (probes, searches, replays); a turn ten times as long may cost ten times
// the work, not more. Before the fix a voided end of the turn searched the
// turn again on every replay (three times the work per end: 20 ends did
// not finish), and the self-check and undo kept or replayed the whole turn
// per action.
#include <gtest/gtest.h>

#include <functional>
#include <vector>

#include "kmr/replay_check.hpp"
#include "kmr/session.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {
using namespace kmr::test;

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Work done by `turn(g, n)` on a fresh game, and by the self-check after
// each of its actions when `checked`.
template <class Turn>
std::uint64_t work(Game g, int n, Turn turn, bool checked = false) {
  const std::uint64_t before = g.actions_applied();
  ReplayCheck check;
  turn(g, n, [&] {
    if (checked) {
      EXPECT_TRUE(check.holds(g));
    }
  });
  std::uint64_t replayed = checked ? check.replayed_actions() : 0;
  return g.actions_applied() - before + replayed;
}

// N passes after the move.
void passes(Game& g, int n, const std::function<void()>& after) {
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  after();
  for (int i = 0; i < n; ++i) {
    ASSERT_TRUE(g.apply(act(ActionKind::Pass)).ok());
    after();
  }
}

// N times: the King steps into the Rook's line (allowed while a card might
// still remove the check, R13.2), and the end of the turn makes that move
// void (R13.1, R13.3): he must move again.
void voided_ends(Game& g, int n, const std::function<void()>& after) {
  for (int i = 0; i < n; ++i) {
    ASSERT_TRUE(g.apply(move("d1e1")).ok()) << "cycle " << i;
    after();
    const Result r = g.apply(end_turn());
    ASSERT_EQ(r.outcome, Outcome::NoEffect) << "cycle " << i << ": " << r.detail;
    after();
  }
  ASSERT_TRUE(g.apply(move("d1c1")).ok());
  after();
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_EQ(g.turn(), Side::Black);
}

Game opening() { return make(kStart, {{Side::White, {"fireball"}}, {Side::Black, {"fog-of-war"}}}); }
// PEACE TALKS could remove a check after the move (R13.2) but has nothing
// to end here, so it is never a card he may play now.
Game rook_line() {
  return make("4r2k/8/8/8/8/8/8/3K4 w - - 0 1",
              {{Side::White, {"peace-talks"}}, {Side::Black, {"fog-of-war"}}});
}

// At most ten times the work and a little more for ten times the actions.
void expect_linear(std::uint64_t one, std::uint64_t ten) {
  EXPECT_GT(one, 0u);
  EXPECT_LE(ten, 11 * one) << "the work grew from " << one << " to " << ten << " for ten times the actions";
}

TEST(TurnCost, PassesCostWorkLinearInTheirNumber) {
  expect_linear(work(opening(), 200, passes), work(opening(), 2000, passes));
}

TEST(TurnCost, VoidedEndsCostWorkLinearInTheirNumber) {
  expect_linear(work(rook_line(), 20, voided_ends), work(rook_line(), 200, voided_ends));
}

TEST(TurnCost, TheSelfCheckOfVoidedEndsIsLinearToo) {
  expect_linear(work(rook_line(), 20, voided_ends, true), work(rook_line(), 200, voided_ends, true));
}

TEST(TurnCost, AReplayRebuildsATurnOfVoidedEnds) {
  Game g = rook_line();
  voided_ends(g, 5, [&] { ASSERT_EQ(g.replayed(), g); });
}

// Undo keeps one game every few actions, not one per action, and takes an
// action back by playing the ones before it again: the game it gives back
// is the one played up to there.
TEST(TurnCost, UndoKeepsFewGamesAndGivesBackTheGameAsPlayed) {
  kmr::Setup setup;
  setup.fen = kStart;
  setup.hands = {{Side::White, {"fireball"}}};
  Session s = Session::create(setup).value();
  std::vector<Game> played{s.game()};
  ASSERT_TRUE(s.act(move("e2e4")).ok());
  played.push_back(s.game());
  for (int i = 0; i < 200; ++i) {
    ASSERT_TRUE(s.act(act(ActionKind::Pass)).ok());
    played.push_back(s.game());
  }
  EXPECT_LE(s.games_kept(), 1 + played.size() / 16);
  while (s.can_undo()) {
    ASSERT_TRUE(s.undo());
    played.pop_back();
    ASSERT_EQ(s.game(), played.back()) << played.size() << " actions left";
  }
  EXPECT_EQ(played.size(), 1u);
}

}  // namespace
}  // namespace kmr
