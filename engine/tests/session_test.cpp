// The session API (kmr/session.hpp): acting, trying, undo, the line kept,
// a card's choices and a piece's moves as data, the state described.
#include "kmr/session.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "kmr/fen.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::move;
using test::play;
using test::sq;

Session session_of(const std::string& fen, std::map<Side, std::vector<std::string>> hands = {}) {
  kmr::Setup s;
  s.fen = fen;
  s.hands = std::move(hands);
  auto made = Session::create(s);
  EXPECT_TRUE(made) << (made ? "" : made.error().message);
  return std::move(made).value();
}

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(Session, BadSetupIsAnError) {
  kmr::Setup s;
  s.fen = "not a fen";
  auto made = Session::create(s);
  ASSERT_FALSE(made);
  EXPECT_NE(made.error().message.find("FEN"), std::string::npos);
}

TEST(Session, ActRecordsTheLineAndUndoTakesItBack) {
  Session s = session_of(kStart);
  const Game start = s.game();
  EXPECT_TRUE(s.act(move("e2e4")).ok());
  EXPECT_EQ(s.line().size(), 1u);
  EXPECT_NE(s.game(), start);
  EXPECT_TRUE(s.undo());
  EXPECT_EQ(s.game(), start);
  EXPECT_TRUE(s.line().empty());
  EXPECT_FALSE(s.undo());
}

TEST(Session, ARefusedActionIsRecordedButChangesNothing) {
  Session s = session_of(kStart);
  const Game start = s.game();
  const Result& r = s.act(move("e2e5"));
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.reason, Reason::IllegalMove);
  ASSERT_EQ(s.line().size(), 1u);
  EXPECT_FALSE(s.line()[0].probe);
  EXPECT_EQ(s.game(), start);
  EXPECT_FALSE(s.can_undo());  // nothing to take back
}

TEST(Session, ATryLeavesTheGameAndUndoDropsTriesAfterTheLastAction) {
  Session s = session_of(kStart);
  s.act(move("e2e4"));
  const Game after = s.game();
  EXPECT_TRUE(s.attempt(move("e7e5")).ok());
  EXPECT_EQ(s.game(), after);
  ASSERT_EQ(s.line().size(), 2u);
  EXPECT_TRUE(s.line()[1].probe);
  EXPECT_TRUE(s.undo());
  EXPECT_TRUE(s.line().empty());
}

TEST(Session, WithoutUndoNoCopiesAreKept) {
  kmr::Setup setup;
  setup.fen = kStart;
  auto s = Session::create(setup, Session::Options{.undo = false});
  ASSERT_TRUE(s);
  s->act(move("e2e4"));
  EXPECT_FALSE(s->can_undo());
  EXPECT_EQ(s->line().size(), 1u);
}

TEST(Session, MovesAreTheLegalMovesEachAccepted) {
  Session s = session_of(kStart);
  EXPECT_EQ(s.moves().size(), 20u);
  const auto knight = s.moves(sq("g1"));
  ASSERT_EQ(knight.size(), 2u);
  for (const MoveOption& m : knight) {
    EXPECT_EQ(m.from, sq("g1"));
    EXPECT_TRUE(m.result.ok());
    EXPECT_FALSE(m.result.events.empty());
  }
}

TEST(Session, ChoicesListEveryAcceptedTargetAndEachIsAccepted) {
  // BRIBERY reads one target.
  Session s = session_of("4k3/8/4p3/8/8/8/8/4K3 w - - 0 1", {{Side::White, {"bribery"}}});
  const ChoiceListing list = s.choices("bribery");
  EXPECT_FALSE(list.refusal);
  EXPECT_FALSE(list.cut);
  for (const ChoiceOption& o : list.options) {
    Game g = s.game();
    EXPECT_NE(g.apply(play("bribery", o.choices)).outcome, Outcome::Rejected);
  }
}

TEST(Session, EquivalentChoiceSetsAreListedOnce) {
  // FIREBALL's target is optional and can only be the piece moved: naming
  // it changes nothing, so the play with and without it is one choice.
  Session s = session_of("4k3/8/8/8/1p1p4/8/8/1N2K3 w - - 0 1", {{Side::White, {"fireball"}}});
  ASSERT_TRUE(s.act(move("b1c3")).ok());
  const ChoiceListing list = s.choices("fireball");
  ASSERT_FALSE(list.refusal);
  ASSERT_EQ(list.options.size(), 1u);
  EXPECT_FALSE(list.options.front().choices.target);
}

TEST(Session, AMistypedCardIdGetsADidYouMean) {
  kmr::Setup setup;
  setup.fen = kStart;
  setup.hands[Side::White] = {"fireblal"};
  auto made = Session::create(setup);
  ASSERT_FALSE(made);
  EXPECT_EQ(made.error().message, "hand: unknown card 'fireblal' (did you mean 'fireball'?)");
  setup.hands.clear();
  setup.effects.push_back({"pacifsm", Side::White, {}});
  made = Session::create(setup);
  ASSERT_FALSE(made);
  EXPECT_EQ(made.error().message, "effects: unknown card 'pacifsm' (did you mean 'pacifism'?)");
}

TEST(Session, StateSaysHowTheGameEnded) {
  Session s = session_of("7k/8/6QK/8/8/8/8/8 w - - 0 1");
  EXPECT_FALSE(s.state().ending.over());
  ASSERT_TRUE(s.act(move("g6g7")).ok());
  const StateView v = s.state();
  EXPECT_EQ(v.ending.termination, Termination::Checkmate);
  EXPECT_EQ(v.ending.winner(), Side::White);
  EXPECT_EQ(v.game_over, GameOver::WhiteWins);
  EXPECT_EQ(describe(v.ending), "white wins by checkmate (R16.1)");
}

TEST(Session, ChoicesOfACardNotInHandSayWhy) {
  Session s = session_of(kStart, {{Side::White, {"bribery"}}});
  const ChoiceListing list = s.choices("fireball");
  ASSERT_TRUE(list.refusal);
  EXPECT_EQ(list.refusal->reason, Reason::NotInHand);
  EXPECT_TRUE(list.options.empty());
  ASSERT_TRUE(s.choices("no-such-card").refusal);
}

TEST(Session, ABoundThatCutsTheSearchSaysSo) {
  Session s = session_of(kStart, {{Side::White, {"assassin"}}});
  const ChoiceListing list = s.choices("assassin", Side::White, 10);
  EXPECT_TRUE(list.cut);
  EXPECT_EQ(list.tried, 10);
}

TEST(Session, StateDescribesTheTable) {
  Session s = session_of(kStart, {{Side::White, {"bribery"}}, {Side::Black, {"fireball"}}});
  s.act(move("e2e4"));
  const StateView v = s.state();
  EXPECT_EQ(v.fen, to_fen(s.game().position()));
  EXPECT_EQ(v.turn, Side::White);
  EXPECT_EQ(v.to_move, Side::Black);
  EXPECT_EQ(v.phase, Phase::AfterMove);
  ASSERT_EQ(v.sides.size(), 2u);
  ASSERT_EQ(v.sides[0].hand.size(), 1u);
  EXPECT_EQ(v.sides[0].hand[0].card, "bribery");
  EXPECT_EQ(v.game_over, GameOver::None);
  // After White's move: his after-move window, Black's answer to it (R6.4).
  const auto has = [](const SideView& side, Timing t) {
    return std::find(side.windows.begin(), side.windows.end(), t) != side.windows.end();
  };
  EXPECT_TRUE(has(v.sides[0], Timing::AfterMove));
  EXPECT_FALSE(has(v.sides[0], Timing::BeforeMove));
  EXPECT_TRUE(has(v.sides[1], Timing::AfterOpponentMove));
}

}  // namespace
}  // namespace kmr
