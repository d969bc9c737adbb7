// Why a game ended (Game::ending, R16, R17): each termination the engine
// gives, the winner, the words, and the names the scenario format reads.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::move;

Ending after(const char* fen, std::initializer_list<const char*> moves) {
  Game g = make(fen, {});
  for (const char* m : moves) {
    const Result r = g.apply(m == std::string("end-turn") ? test::end_turn() : move(m));
    EXPECT_NE(r.outcome, Outcome::Rejected) << m << ": " << r.detail;
  }
  return g.ending();
}

TEST(Termination, Checkmate) {
  const Ending e = after("7k/8/6QK/8/8/8/8/8 w - - 0 1", {"g6g7"});
  EXPECT_EQ(e.result, GameOver::WhiteWins);
  EXPECT_EQ(e.termination, Termination::Checkmate);
  EXPECT_EQ(e.winner(), Side::White);
  EXPECT_EQ(describe(e), "white wins by checkmate (R16.1)");
}

TEST(Termination, Stalemate) {
  const Ending e = after("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1", {});
  EXPECT_EQ(e.result, GameOver::Draw);
  EXPECT_EQ(e.termination, Termination::Stalemate);
  EXPECT_EQ(e.winner(), std::nullopt);
  EXPECT_EQ(describe(e), "draw by stalemate (R17.2)");
}

TEST(Termination, DeadPosition) {
  const Ending e = after("4k3/8/8/8/8/8/3p4/4KN2 w - - 0 1", {"e1d2"});
  EXPECT_EQ(e.termination, Termination::DeadPosition);
  EXPECT_EQ(e.result, GameOver::Draw);
}

TEST(Termination, Repetition) {
  const Ending e = after("4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                         {"a1a2", "end-turn", "e8d8", "end-turn", "a2a1", "end-turn", "d8e8", "end-turn",
                          "a1a2", "end-turn", "e8d8", "end-turn", "a2a1", "end-turn", "d8e8"});
  EXPECT_EQ(e.termination, Termination::Repetition);
  EXPECT_EQ(describe(e), "draw by repetition (R17.1)");
}

TEST(Termination, MoveCountAtAHundredHalfMoves) {
  EXPECT_FALSE(after("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", {"a1a2"}).over());
  const Ending e = after("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", {"a1a2"});
  EXPECT_EQ(e.termination, Termination::MoveCount);
  EXPECT_EQ(describe(e), "draw by the move count (R17.5)");
  // A Pawn move or a capture puts the count back to 0.
  EXPECT_FALSE(after("4k3/8/8/8/8/8/P7/4K3 w - - 99 80", {"a2a3"}).over());
  EXPECT_FALSE(after("4k3/8/8/8/8/8/n7/R3K3 w - - 99 80", {"a1a2"}).over());
}

TEST(Termination, AMateOnTheHundredthHalfMoveStands) {
  const Ending e = after("1r4k1/8/8/8/8/8/6PP/7K b - - 99 80", {"b8b1"});
  EXPECT_EQ(e.termination, Termination::Checkmate);
  EXPECT_EQ(e.winner(), Side::Black);
}

TEST(Termination, TheGameGoesOn) {
  const Ending e = after("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"e2e4"});
  EXPECT_FALSE(e.over());
  EXPECT_EQ(e.termination, Termination::None);
  EXPECT_EQ(describe(e), "");
}

TEST(Termination, NamesReadBack) {
  for (Termination t : {Termination::None, Termination::Checkmate, Termination::Stalemate,
                        Termination::Repetition, Termination::MoveCount, Termination::DeadPosition,
                        Termination::NoKing, Termination::Stalled, Termination::CardWin}) {
    EXPECT_EQ(parse_termination(to_string(t)), t);
    EXPECT_EQ(rule_of(t).empty(), t == Termination::None);
  }
  EXPECT_EQ(to_string(Termination::MoveCount), "move-count");
  EXPECT_FALSE(parse_termination("fifty-moves"));
}

}  // namespace
}  // namespace kmr
