// The card implemented for the rulings of FAQ Section 3, letter S: SPOILS
// OF WAR (SEAT OF POWER is tested with the letter P cards).
#include <gtest/gtest.h>

#include "kmr/fen.hpp"
#include "kmr/game.hpp"

namespace kmr {
namespace {

Game make(const std::string& fen, std::map<Side, std::vector<std::string>> hands = {}) {
  kmr::Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  auto g = Game::create(s);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

Square sq(const char* s) { return *parse_square(s); }

Action move(const char* text) {
  Action a;
  a.kind = ActionKind::Move;
  a.move = *parse_move_request(text);
  return a;
}

Action play(const char* card, std::optional<Square> target = std::nullopt) {
  Action a;
  a.kind = ActionKind::Play;
  a.card = card;
  a.choices.target = target;
  return a;
}

TEST(SpoilsOfWar, TheCapturerBecomesThePieceItTook) {
  Game g = make("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", {{Side::White, {"spoils-of-war"}}});
  const PieceId pawn = g.position().piece_at(sq("e4"));
  ASSERT_TRUE(g.apply(move("e4d5")).ok());
  ASSERT_TRUE(g.apply(play("spoils-of-war")).ok());
  EXPECT_EQ(g.position().piece_at(sq("d5")), pawn);
  EXPECT_EQ(g.position().piece(pawn).role, Role::Knight);
}

TEST(SpoilsOfWar, NeedsACaptureThisTurn) {
  Game g = make("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", {{Side::White, {"spoils-of-war"}}});
  ASSERT_TRUE(g.apply(move("e4e5")).ok());
  EXPECT_EQ(g.probe(play("spoils-of-war")).reason, Reason::ConditionUnmet);
  EXPECT_EQ(g.probe(play("spoils-of-war", sq("e5"))).reason, Reason::IllegalTarget);
}

TEST(SpoilsOfWar, NotOnTheOnlyKing) {
  Game g = make("4k3/7p/8/8/8/8/3b3P/4K3 w - - 0 1", {{Side::White, {"spoils-of-war"}}});
  ASSERT_TRUE(g.apply(move("e1d2")).ok());
  const Result r = g.apply(play("spoils-of-war"));
  EXPECT_EQ(r.outcome, Outcome::NoEffect);
  EXPECT_EQ(r.reason, Reason::CheckmateRule);
  EXPECT_EQ(g.position().letter_at(sq("d2")), 'K');
}

TEST(SpoilsOfWar, OnOneOfTwoKings) {
  Game g = make("4k3/7p/8/8/8/8/3b3P/K3K3 w - - 0 1", {{Side::White, {"spoils-of-war"}}});
  ASSERT_TRUE(g.apply(move("e1d2")).ok());
  ASSERT_TRUE(g.apply(play("spoils-of-war")).ok());
  EXPECT_EQ(g.position().letter_at(sq("d2")), 'B');
  EXPECT_FALSE(g.props(g.position().piece_at(sq("d2"))).royal);
}

}  // namespace
}  // namespace kmr
