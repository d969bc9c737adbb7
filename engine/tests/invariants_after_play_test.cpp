// Positions random play found breaking the engine's invariants (each card
// in one place, something left to do), kept as tests of those invariants:
// check_game must find nothing wrong after each of them.
#include <gtest/gtest.h>

#include "kmr/invariants.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;

void expect_sound(const Game& g) {
  for (const std::string& broken : check_game(g)) ADD_FAILURE() << broken;
}

using Cards = std::map<Side, std::vector<std::string>>;

// A game from a FEN with hands and decks (top first) given.
Game with_decks(const char* fen, Cards hands, Cards decks) {
  kmr::Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  s.decks = std::move(decks);
  return std::move(Game::create(s)).value();
}

// FOG OF WAR on the last card played.
Action fog_of_war_on_last(Side by) {
  CardChoices last;
  last.card = "last";
  return test::play("fog-of-war", last, by);
}

Action say(const char* word) {
  Action a = test::act(ActionKind::Say);
  a.word = word;
  return a;
}

TEST(InvariantsAfterPlay, FogOfWarOnPlotsLeavesTheTrucePlayedSinceInADiscard) {
  Game g = with_decks(
      "4k3/pppp4/8/8/8/8/PPPP4/4K3 b - - 0 1",
      {{Side::White, {"plots-within-plots"}}, {Side::Black, {"counterthrust", "truce", "fog-of-war"}}},
      {{Side::White, {"bog"}}, {Side::Black, {"siege", "toll", "bog", "crab"}}});
  ASSERT_TRUE(g.apply(test::move("a7a6")).ok());
  ASSERT_TRUE(g.apply(test::play("plots-within-plots", {}, Side::White)).ok());
  ASSERT_TRUE(g.apply(test::play("counterthrust", {}, Side::Black)).ok());
  ASSERT_TRUE(g.apply(test::play("truce", {}, Side::Black)).ok());
  ASSERT_TRUE(g.apply(fog_of_war_on_last(Side::Black)).ok());
  EXPECT_TRUE(g.effects().empty());
  expect_sound(g);
}

TEST(InvariantsAfterPlay, AWordThatExposesTheSpeakersKingDoesNotStand) {
  Game g = make("4k3/8/8/8/8/8/7P/q4RK1 w - - 0 1", {}, {test::effect("doomsayer", Side::Black)});
  ASSERT_TRUE(g.apply(test::move("h2h3")).ok());
  ASSERT_TRUE(g.apply(say("rook")).ok());
  EXPECT_TRUE(g.exposed(Side::White));
  EXPECT_FALSE(some_legal_action(g).empty());  // the end of the turn takes the word back
  ASSERT_TRUE(g.apply(test::end_turn()).ok());
  EXPECT_EQ(test::at(g, "f1"), 'R');
  expect_sound(g);
}

TEST(InvariantsAfterPlay, RiposteAfterManTrapTookTheCapturerIsRefusedCleanly) {
  Game g = make("4k3/8/5n2/8/4P3/8/8/4K3 w - - 0 1", {{Side::White, {"man-trap", "riposte"}}});
  ASSERT_TRUE(g.apply(test::move("e1d1")).ok());
  CardChoices on_e4;
  on_e4.square = test::sq("e4");
  ASSERT_TRUE(g.apply(test::play("man-trap", on_e4)).ok());
  ASSERT_TRUE(g.apply(test::end_turn()).ok());
  ASSERT_TRUE(g.apply(test::move("f6e4")).ok());
  const Result r = g.apply(test::play("riposte", {}, Side::White));
  EXPECT_EQ(r.reason, Reason::ConditionUnmet);
  expect_sound(g);
}

TEST(InvariantsAfterPlay, AMoveByCardTakenBackLeavesTheCardInADiscard) {
  Game g = with_decks("rnbqk1nr/pppp1pp1/8/4p3/1b6/3P4/PPP1PPPP/RN1QKBNR w KQkq - 1 3",
                      {{Side::White, {"fog-of-war", "confabulation"}}, {Side::Black, {"knightmare"}}},
                      {{Side::White, {"bog", "anathema"}}, {Side::Black, {"counterthrust"}}});
  ASSERT_TRUE(g.apply(test::play("confabulation", test::moves({"d1c2"}))).ok());
  ASSERT_TRUE(g.apply(test::play("knightmare", {}, Side::Black)).ok());
  ASSERT_TRUE(g.apply(fog_of_war_on_last(Side::White)).ok());
  EXPECT_TRUE(g.effects().empty());
  expect_sound(g);
}

TEST(InvariantsAfterPlay, HauntingMemoriesAsBogTakesItselfFromTheHand) {
  Game g = make("r3k3/7p/8/8/8/8/8/R3K3 b - - 0 1",
                {{Side::White, {"bog"}}, {Side::Black, {"haunting-memories", "bog"}}});
  ASSERT_TRUE(g.apply(test::move("a8a4")).ok());
  ASSERT_TRUE(g.apply(test::play("bog", {}, Side::White)).ok());
  ASSERT_TRUE(g.apply(test::end_turn()).ok());
  ASSERT_TRUE(g.apply(test::move("a1a6")).ok());
  ASSERT_TRUE(g.apply(test::act(ActionKind::Pass)).ok());
  ASSERT_TRUE(g.apply(test::play("haunting-memories", {}, Side::Black)).ok());
  EXPECT_EQ(test::ids(g.cards(Side::Black).hand), std::vector<std::string>{"bog"});
  expect_sound(g);
}

}  // namespace
}  // namespace kmr
