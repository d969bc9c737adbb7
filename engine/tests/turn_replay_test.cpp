// Replaying a turn from its start (Game::replayed), and the cards that use
// it to change an earlier step of the turn: BOG under a FIREBALL (R6.6),
// FOG OF WAR on an earlier card of PLOTS WITHIN PLOTS (R7.4), and the
// extra cards PLOTS WITHIN PLOTS announces.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace kmr {
namespace {
using namespace kmr::test;

CardChoices naming(const char* card) {
  CardChoices c;
  c.card = card;
  return c;
}

TEST(TurnReplay, RebuildsTheGameAfterEveryAction) {
  Game g = make("4k3/8/8/1p6/8/1n6/8/R3K3 w - - 0 1", {{Side::White, {"fireball"}}, {Side::Black, {"bog"}}});
  EXPECT_EQ(g.replayed(), g);
  ASSERT_TRUE(g.apply(move("a1a4")).ok());
  EXPECT_EQ(g.replayed(), g);
  ASSERT_TRUE(g.apply(play("fireball")).ok());
  EXPECT_EQ(g.replayed(), g);
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_EQ(g.replayed(), g);
}

TEST(TurnReplay, BogShortensAMoveThatFireballFollowed) {
  Game g = make("4k3/8/8/1p6/8/1n6/8/R3K3 w - - 0 1", {{Side::White, {"fireball"}}, {Side::Black, {"bog"}}});
  ASSERT_TRUE(g.apply(move("a1a4")).ok());
  ASSERT_TRUE(g.apply(play("fireball")).ok());
  EXPECT_EQ(at(g, "a4"), '.');  // the Rook exploded where it stopped
  const Result r = g.apply(play("bog", {}, Side::Black));
  ASSERT_TRUE(r.ok()) << r.detail;
  EXPECT_EQ(at(g, "a2"), '.');  // it now explodes on a2
  EXPECT_EQ(at(g, "b3"), '.');
  EXPECT_EQ(at(g, "b5"), 'p');  // out of reach of a2
  EXPECT_EQ(g.replayed(), g);
}

TEST(TurnReplay, BogWithNothingAfterTheMoveIsUnchanged) {
  Game g = make("4k3/8/8/1p6/8/1n6/8/R3K3 w - - 0 1", {{Side::Black, {"bog"}}});
  ASSERT_TRUE(g.apply(move("a1a4")).ok());
  ASSERT_TRUE(g.apply(play("bog", {}, Side::Black)).ok());
  EXPECT_EQ(at(g, "a2"), 'R');
  EXPECT_EQ(at(g, "b3"), 'n');
}

Game bribery_and_resurrection() {
  Game g =
      make("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1",
           {{Side::White, {"plots-within-plots", "bribery", "resurrection"}}, {Side::Black, {"fog-of-war"}}},
           {}, {{Side::White, {Role::Knight, Role::Bishop}}});
  EXPECT_TRUE(g.apply(play("plots-within-plots")).ok());
  EXPECT_TRUE(g.apply(play("bribery", target("d3"))).ok());
  CardChoices res;
  res.piece = "bishop";
  res.to = sq("c1");
  EXPECT_TRUE(g.apply(play("resurrection", res)).ok());
  return g;
}

TEST(TurnReplay, FogOfWarCancelsAnEarlierCardOfPlots) {
  Game g = bribery_and_resurrection();
  const Result r = g.apply(play("fog-of-war", naming("bribery"), Side::Black));
  ASSERT_TRUE(r.ok()) << r.detail;
  EXPECT_EQ(at(g, "d3"), 'n');              // the bribe is undone
  EXPECT_EQ(at(g, "c1"), 'B');              // RESURRECTION stands
  EXPECT_EQ(g.phase(), Phase::BeforeMove);  // BRIBERY was a move: White moves again
  EXPECT_TRUE(g.in_check(Side::White));
  EXPECT_EQ(g.replayed(), g);
  EXPECT_EQ(g.apply(play("pacifism", target("c1"))).reason, Reason::NotInHand);
  EXPECT_TRUE(g.apply(move("e1d2")).ok());
}

TEST(TurnReplay, FogOfWarNamesOnlyCardsOfThePlot) {
  Game g = bribery_and_resurrection();
  const Result r = g.apply(play("fog-of-war", naming("pacifism"), Side::Black));
  EXPECT_EQ(r.reason, Reason::IllegalTarget);
}

// PLOTS WITHIN PLOTS itself may be cancelled after its extra cards: the
// player backs up, and the extra cards go back to his hand (R7.4, F-12).
TEST(TurnReplay, FogOfWarBacksUpToPlotsItself) {
  Game g = bribery_and_resurrection();
  const Result r = g.apply(play("fog-of-war", naming("plots-within-plots"), Side::Black));
  ASSERT_TRUE(r.ok()) << r.detail;
  EXPECT_EQ(at(g, "d3"), 'n');  // no bribe
  EXPECT_EQ(at(g, "c1"), '.');  // no resurrection
  EXPECT_EQ(g.phase(), Phase::BeforeMove);
  const auto& hand = g.cards(Side::White).hand;
  EXPECT_EQ(std::count(hand.begin(), hand.end(), find_card("bribery")), 1);
  EXPECT_EQ(std::count(hand.begin(), hand.end(), find_card("resurrection")), 1);
  EXPECT_EQ(g.replayed(), g);
  EXPECT_EQ(g.apply(play("bribery", target("d3"))).reason, Reason::OneCardLimit);
}

TEST(PlotsAnnounce, NamedCardsBindTheExtraCards) {
  Game g = make("4k3/p7/8/8/8/8/3P4/RN2K3 w - - 0 1",
                {{Side::White, {"plots-within-plots", "crab", "neutrality", "mystic-shield"}},
                 {Side::Black, {"fog-of-war"}}});
  ASSERT_TRUE(g.apply(move("d2d4")).ok());
  CardChoices announce;
  announce.announce = {"crab", "neutrality"};
  ASSERT_TRUE(g.apply(play("plots-within-plots", announce)).ok());
  EXPECT_EQ(g.apply(play("mystic-shield", target("b1"))).reason, Reason::OneCardLimit);
  ASSERT_TRUE(g.apply(play("crab", target("d4"))).ok());
  ASSERT_TRUE(g.apply(play("fog-of-war", {}, Side::Black)).ok());
  EXPECT_EQ(g.apply(play("mystic-shield", target("b1"))).reason, Reason::OneCardLimit);
  EXPECT_TRUE(g.apply(play("neutrality", target("a7"))).ok());
}

TEST(PlotsAnnounce, AnnouncedCardsMustBeInHand) {
  Game g = make("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", {{Side::White, {"plots-within-plots", "pacifism"}}});
  CardChoices two;
  two.announce = {"pacifism", "pacifism"};
  EXPECT_EQ(g.apply(play("plots-within-plots", two)).reason, Reason::NotInHand);
  CardChoices three;
  three.announce = {"pacifism", "pacifism", "pacifism"};
  EXPECT_EQ(g.apply(play("plots-within-plots", three)).reason, Reason::IllegalTarget);
}

}  // namespace
}  // namespace kmr

namespace kmr {
namespace {
using namespace kmr::test;

TEST(HauntingMemories, NeedsACardPlayedBefore) {
  Game g = make("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", {{Side::White, {"haunting-memories"}}});
  EXPECT_EQ(g.apply(play("haunting-memories")).reason, Reason::ConditionUnmet);
}

TEST(HauntingMemories, CopiesACardOfAnEarlierTurnWithItsTiming) {
  Game g = make("4k3/7p/8/8/8/8/4P3/4K3 w - - 0 1",
                {{Side::White, {"pacifism"}}, {Side::Black, {"haunting-memories"}}});
  ASSERT_TRUE(g.apply(play("pacifism", target("e2"))).ok());
  ASSERT_TRUE(g.apply(move("e2e3")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  ASSERT_TRUE(g.apply(move("h7h6")).ok());
  // PACIFISM is played before the move; so is its copy.
  EXPECT_EQ(g.apply(play("haunting-memories", target("h6"))).reason, Reason::WrongTiming);
}

TEST(HauntingMemories, CopiesTheOpponentsUniqueCardButNotItsOwn) {
  Game mine = make("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", {{Side::White, {"vendetta", "haunting-memories"}}});
  ASSERT_TRUE(mine.apply(move("e2e3")).ok());
  ASSERT_TRUE(mine.apply(play("vendetta")).ok());
  ASSERT_TRUE(mine.apply(end_turn()).ok());
  ASSERT_TRUE(mine.apply(move("e8d8")).ok());
  ASSERT_TRUE(mine.apply(end_turn()).ok());
  ASSERT_TRUE(mine.apply(move("e3e4")).ok());
  // What it copies is not chosen: the game's condition (row 10), not a wrong choice.
  const Result own = mine.apply(play("haunting-memories"));
  EXPECT_EQ(own.reason, Reason::ConditionUnmet);
  EXPECT_EQ(own.cause, Cause::GameCondition);

  Game theirs = make("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
                     {{Side::White, {"vendetta"}}, {Side::Black, {"haunting-memories"}}});
  ASSERT_TRUE(theirs.apply(move("e2e3")).ok());
  ASSERT_TRUE(theirs.apply(play("vendetta")).ok());
  ASSERT_TRUE(theirs.apply(end_turn()).ok());
  ASSERT_TRUE(theirs.apply(move("e8d8")).ok());
  const Result r = theirs.apply(play("haunting-memories"));
  EXPECT_TRUE(r.ok()) << r.detail;
}

}  // namespace
}  // namespace kmr

namespace kmr {
namespace {
using namespace kmr::test;

// Rook and Knight merged on d4, the merger ended by White's PEACE TALKS after his move.
Game sharing_d4() {
  EffectSetup merger;
  merger.card = "confabulation";
  merger.owner = Side::White;
  merger.choices.moves.push_back(*parse_move_request("d1d4"));
  Game g = make("4k3/7p/8/8/3N4/8/8/3RK3 w - - 0 1", {{Side::White, {"peace-talks"}}}, {merger});
  EXPECT_TRUE(g.apply(move("e1f2")).ok());
  CardChoices c;
  c.card = "confabulation";
  EXPECT_TRUE(g.apply(play("peace-talks", c)).ok());
  EXPECT_TRUE(g.apply(end_turn()).ok());
  EXPECT_TRUE(g.apply(move("e8e7")).ok());
  EXPECT_TRUE(g.apply(end_turn()).ok());
  return g;
}

Action keep(const char* piece, const char* square) {
  Action a = act(ActionKind::Keep);
  a.word = piece;
  a.square = sq(square);
  return a;
}

TEST(SharedSquare, ThePieceBeneathMovesOff) {
  Game g = sharing_d4();
  ASSERT_TRUE(g.apply(move("d4f5")).ok());
  EXPECT_EQ(at(g, "f5"), 'N');
  EXPECT_EQ(at(g, "d4"), 'R');
  EXPECT_EQ(g.replayed(), g);
}

TEST(SharedSquare, UnfixedByTheOwnersNextMoveThePieceBeneathIsLost) {
  Game g = sharing_d4();
  ASSERT_TRUE(g.apply(keep("knight", "d4")).ok());
  EXPECT_EQ(at(g, "d4"), 'N');
  EXPECT_EQ(g.apply(keep("bishop", "d4")).reason, Reason::IllegalTarget);
  ASSERT_TRUE(g.apply(move("f2g2")).ok());
  ASSERT_TRUE(g.apply(end_turn()).ok());
  EXPECT_EQ(at(g, "d4"), 'N');
  ASSERT_EQ(g.captured(Side::White).size(), 1u);
  EXPECT_EQ(g.captured(Side::White)[0].role, Role::Rook);
}

TEST(SharedSquare, KeepNeedsTwoPiecesOnTheSquare) {
  Game g = make("4k3/7p/8/8/3N4/8/8/4K3 w - - 0 1");
  EXPECT_EQ(g.apply(keep("knight", "d4")).reason, Reason::ConditionUnmet);
  EXPECT_EQ(g.apply(keep("knight", "d5")).reason, Reason::IllegalTarget);
}

}  // namespace
}  // namespace kmr
