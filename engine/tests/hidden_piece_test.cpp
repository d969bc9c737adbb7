// A piece taken off in secret (ABDUCTION, R28.1): who knows what, the
// owner's answer, and nothing else going on until it comes.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace kmr::test {
namespace {

Action recall(const char* piece, const char* square, bool aloud = true) {
  Action a = act(ActionKind::Recall);
  a.word = piece;
  a.square = sq(square);
  a.aloud = aloud;
  return a;
}

Game abducted() {
  Game g = make("r3k3/7p/8/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"abduction"}}});
  EXPECT_TRUE(g.apply(move("e1d1")).ok());
  EXPECT_TRUE(g.apply(play("abduction", target("a8"))).ok());
  return g;
}

TEST(HiddenPiece, OnlyTheTakerKnowsUntilTheOwnerAnswers) {
  Game g = abducted();
  ASSERT_TRUE(g.hidden().has_value());
  EXPECT_EQ(g.hidden()->from, sq("a8"));
  EXPECT_EQ(g.hidden()->known_to, Side::White);
  EXPECT_TRUE(g.knows_hidden(Side::White));
  EXPECT_FALSE(g.knows_hidden(Side::Black));
  EXPECT_EQ(g.position().piece(g.hidden()->piece).zone, Zone::Aside);
  EXPECT_EQ(at(g, "a8"), '.');
  EXPECT_TRUE(g.apply(recall("rook", "a8")).ok());  // by defaults to the owner
  EXPECT_FALSE(g.hidden().has_value());
  EXPECT_TRUE(g.knows_hidden(Side::Black));
  EXPECT_EQ(at(g, "a8"), 'r');
}

TEST(HiddenPiece, PlayWaitsForTheAnswer) {
  Game g = abducted();
  const Game before = g;
  EXPECT_EQ(g.apply(end_turn()).reason, Reason::WrongTiming);
  EXPECT_EQ(g.apply(move("h7h6", Side::Black)).reason, Reason::WrongTiming);
  Action by_taker = recall("rook", "a8");
  by_taker.by = Side::White;
  EXPECT_EQ(g.apply(by_taker).reason, Reason::WrongTiming);
  EXPECT_EQ(g, before);
}

TEST(HiddenPiece, AWrongAnswerCapturesThePiece) {
  Game g = abducted();
  EXPECT_TRUE(g.apply(recall("rook", "b8")).ok());
  EXPECT_EQ(g.position().piece(static_cast<PieceId>(g.position().piece_at(sq("e8")))).role, Role::King);
  ASSERT_EQ(g.captured(Side::Black).size(), 1u);
  EXPECT_EQ(g.captured(Side::Black)[0].role, Role::Rook);
  EXPECT_TRUE(g.apply(end_turn()).ok());
}

TEST(HiddenPiece, TheTurnReplaysWithTheAnswer) {
  Game g = abducted();
  EXPECT_TRUE(g.apply(recall("knight", "a8")).ok());
  EXPECT_EQ(g.replayed(), g);
}

}  // namespace
}  // namespace kmr::test
