// The invariant "no King is ever captured by a move" (R12.3) that random
// play and `kmr fuzz` check after every action: the engine never lets a move
// take a last King, so the check is shown on a made-up step whose "after"
// lacks the King, and on real steps that keep it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "kmr/invariants.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::move;

bool names_king_taken(const std::vector<std::string>& broken) {
  for (const auto& b : broken)
    if (b.find("only King") != std::string::npos) return true;
  return false;
}

TEST(KingCaptureInvariant, AMoveThatTookTheOnlyKingIsReported) {
  const Game before = make("4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
  const Game after = make("4R3/8/8/8/8/8/8/5K2 b - - 0 1");
  const Result r = Result::accepted("R6.4", "white moves e1e8");
  EXPECT_TRUE(names_king_taken(check_step(before, move("e1e8"), r, after)));
}

TEST(KingCaptureInvariant, TheEngineRefusesTheCaptureAndTheStepHolds) {
  Game g = make("4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
  const Game before = g;
  const Result r = g.apply(move("e1e8"));
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.rule, "R12.3");
  EXPECT_TRUE(check_step(before, move("e1e8"), r, g).empty());
  const Result other = g.apply(move("e1e7"));
  EXPECT_EQ(other.outcome, Outcome::Accepted);
  EXPECT_TRUE(check_step(before, move("e1e7"), other, g).empty());
}

TEST(KingCaptureInvariant, OneOfSeveralKingsMayBeTaken) {
  Game g = make("4k2k/8/8/8/8/8/8/4RK2 w - - 0 1");
  const Game before = g;
  const Result r = g.apply(move("e1e8"));
  EXPECT_EQ(r.outcome, Outcome::Accepted) << r.detail;
  EXPECT_FALSE(names_king_taken(check_step(before, move("e1e8"), r, g)));
}

TEST(KingCaptureInvariant, AKingPromotedAwayIsNotTaken) {
  // White's COUP'd Pawn b7, its Prince taken, promotes to a Rook: COUP is
  // suspended and White has no King, so he has lost; no King was captured
  // (R21.7).
  Game g =
      make("6k1/1P6/8/8/8/8/8/r3K3 b - - 0 1", {}, {test::effect("coup", Side::White, test::target("b7"))});
  ASSERT_EQ(g.apply(move("a1e1")).outcome, Outcome::Accepted);
  const Game before = g;
  const Result r = g.apply(move("b7b8r"));
  ASSERT_EQ(r.outcome, Outcome::Accepted) << r.detail;
  EXPECT_FALSE(names_king_taken(check_step(before, move("b7b8r"), r, g)));
  EXPECT_EQ(g.game_over(), GameOver::BlackWins);
}

}  // namespace
}  // namespace kmr
