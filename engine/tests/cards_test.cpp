// Cards whose effects reach into the turn: lingering effects, lost moves,
// compulsory captures, royalty changes and spoken words.
#include <gtest/gtest.h>

#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using namespace kmr::test;  // NOLINT: the shared builders

Game make(const std::string& fen, std::map<Side, std::vector<std::string>> hands = {}) {
  kmr::Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  auto g = Game::create(s);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

CardChoices naming(const char* piece) {
  CardChoices c;
  c.piece = piece;
  return c;
}

TEST(MysticShield, AKingMayStepIntoCheckAndBeShielded) {
  Game without = make("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
  EXPECT_EQ(without.apply(move("e1e2")).reason, Reason::IllegalMove);

  Game g = make("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", {{Side::White, {"mystic-shield"}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  EXPECT_EQ(g.apply(act(ActionKind::EndTurn)).reason, Reason::IllegalMove);  // still in check
  ASSERT_TRUE(g.apply(play("mystic-shield")).ok());
  EXPECT_TRUE(g.in_check().empty());
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  EXPECT_EQ(g.apply(move("d2e2")).reason, Reason::IllegalMove);  // the King cannot be taken
  ASSERT_TRUE(g.apply(move("d2c2")).ok());
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  EXPECT_EQ(g.in_check(), std::vector<Side>{Side::White});  // the shield has lapsed
}

TEST(Challenge, LeavesTheKingInCheckByAPieceThatMayNotMove) {
  // Kd1 steps into the Rook's line; CHALLENGE on the Knight freezes the Rook.
  Game g = make("4k3/8/8/8/8/8/n7/4K2r w - - 0 1", {{Side::White, {"challenge"}}});
  ASSERT_TRUE(g.apply(move("e1d1")).ok());
  EXPECT_EQ(g.in_check(), std::vector<Side>{Side::White});
  ASSERT_TRUE(g.apply(play("challenge", naming("knight"))).ok());
  EXPECT_TRUE(g.in_check().empty());
  EXPECT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  EXPECT_EQ(g.apply(move("h1d1")).reason, Reason::IllegalMove);
}

TEST(Challenge, TheChallengedSideMovesOnlyTheNamedPiece) {
  Game g = make("4k3/8/8/8/8/8/n7/R3K3 w - - 0 1", {{Side::White, {"challenge"}}});
  ASSERT_TRUE(g.apply(move("a1b1")).ok());
  ASSERT_TRUE(g.apply(play("challenge", naming("knight"))).ok());
  EXPECT_EQ(g.apply(move("e8d8")).reason, Reason::IllegalMove);
  EXPECT_TRUE(g.apply(move("a2c3")).ok());
}

TEST(Riposte, TheCapturerIsTakenInsteadAndTheMoveIsLost) {
  Game g = make("4k3/7p/8/8/8/2b5/3N3P/4K3 b - - 0 1", {{Side::White, {"riposte"}}});
  ASSERT_TRUE(g.apply(move("c3d2")).ok());
  ASSERT_TRUE(g.apply(play("riposte")).ok());
  EXPECT_EQ(placement(g.position()), "4k3/7p/8/8/8/8/3N3P/4K3");
  EXPECT_EQ(g.captured(Side::Black).size(), 1u);
  ASSERT_TRUE(g.apply(act(ActionKind::EndTurn)).ok());
  EXPECT_EQ(g.turn(), Side::White);
  EXPECT_EQ(g.phase(), Phase::AfterMove);  // White's move is lost
  EXPECT_EQ(g.apply(move("d2f3", Side::White)).reason, Reason::WrongTiming);
  EXPECT_TRUE(g.apply(move("e8d8")).ok());
}

TEST(Vendetta, CapturesBecomeCompulsory) {
  Game g = make("4k3/8/8/3p4/8/8/8/2R1K3 w - - 0 1", {{Side::White, {"vendetta"}}});
  ASSERT_TRUE(g.apply(move("c1c4")).ok());
  ASSERT_TRUE(g.apply(play("vendetta")).ok());
  ASSERT_EQ(g.effects().size(), 1u);
  EXPECT_EQ(g.apply(move("e8e7")).reason, Reason::IllegalMove);
  EXPECT_EQ(g.apply(move("d5d4")).reason, Reason::IllegalMove);
  EXPECT_TRUE(g.apply(move("d5c4")).ok());
  EXPECT_TRUE(g.effects().empty());  // White has nothing to capture: VENDETTA ends
}

TEST(Coup, TheCrownedPieceIsTheKingNow) {
  Game g = make("4k3/8/8/8/8/8/8/1N2K2r w - - 0 1", {{Side::White, {"coup"}}});
  EXPECT_EQ(g.in_check(), std::vector<Side>{Side::White});
  // White's King moves off the Rook's rank and crowns the Knight.
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  ASSERT_TRUE(g.apply(play("coup", on("b1"))).ok());
  EXPECT_EQ(g.marks_at(sq("e2")), std::vector<std::string>{"prince"});
  EXPECT_EQ(g.in_check(), std::vector<Side>{Side::White});  // the Rook on h1 now checks the Knight-King
}

TEST(Doomsayer, TheFirstPieceNameSpokenCostsThatPiece) {
  Game g = make("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"doomsayer"}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  ASSERT_TRUE(g.apply(play("doomsayer")).ok());
  Action say = act(ActionKind::Say, Side::Black);
  say.word = "king";
  ASSERT_TRUE(g.apply(say).ok());
  EXPECT_EQ(g.effects().size(), 1u);
  say.word = "rook";
  ASSERT_TRUE(g.apply(say).ok());
  EXPECT_EQ(g.position().letter_at(sq("a8")), '.');
  EXPECT_TRUE(g.effects().empty());
  EXPECT_EQ(g.cards(Side::White).discard.size(), 1u);
}

TEST(Doomsayer, TheSpeakerPicksWhichPieceHeLoses) {
  Game g = make("r3k2r/8/8/8/8/8/8/R3K3 w - - 0 1", {{Side::White, {"doomsayer"}}});
  ASSERT_TRUE(g.apply(move("e1e2")).ok());
  ASSERT_TRUE(g.apply(play("doomsayer")).ok());
  Action say = act(ActionKind::Say, Side::Black);
  say.word = "rook";
  say.square = sq("e8");  // his King, not a Rook
  EXPECT_EQ(g.apply(say).reason, Reason::IllegalTarget);
  say.square = sq("h8");
  ASSERT_TRUE(g.apply(say).ok());
  EXPECT_EQ(at(g, "h8"), '.');
  EXPECT_EQ(at(g, "a8"), 'r');
}

}  // namespace
}  // namespace kmr
