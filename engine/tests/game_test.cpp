// The action API and the plain-chess turn: results, reasons and the value
// semantics that probes and undo rely on.
#include <gtest/gtest.h>

#include "kmr/fen.hpp"
#include "kmr/game.hpp"

namespace kmr {
namespace {

Game make(const std::string& fen, RulesProfile rules = RulesProfile::Knightmare, kmr::Setup extra = {}) {
  extra.fen = fen;
  extra.rules = rules;
  auto g = Game::create(extra);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return std::move(g).value();
}

Action move(const char* text) {
  Action a;
  a.kind = ActionKind::Move;
  a.move = *parse_move_request(text);
  return a;
}

TEST(Game, ProbeLeavesTheStateExactlyAsItWas) {
  Game g = make(std::string(kStartFen));
  const Game before = g;
  EXPECT_TRUE(g.probe(move("e2e4")).ok());
  EXPECT_EQ(g, before);
  EXPECT_EQ(g.probe(move("e2e5")).reason, Reason::IllegalMove);
  EXPECT_EQ(g, before);
}

TEST(Game, TheOpponentsMoveEndsTheTurn) {
  Game g = make(std::string(kStartFen));
  EXPECT_TRUE(g.apply(move("e2e4")).ok());
  EXPECT_EQ(g.phase(), Phase::AfterMove);
  EXPECT_EQ(g.to_move(), Side::Black);
  EXPECT_EQ(g.turn(), Side::White);
  EXPECT_TRUE(g.apply(move("e7e5")).ok());
  EXPECT_EQ(g.turn(), Side::Black);
  EXPECT_EQ(placement(g.position()), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR");
}

TEST(Game, OneMovePerTurn) {
  Game g = make(std::string(kStartFen));
  ASSERT_TRUE(g.apply(move("e2e4")).ok());
  Action again = move("d2d4");
  again.by = Side::White;
  Result r = g.apply(again);
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.reason, Reason::WrongTiming);
}

TEST(Game, IllegalMovesAreRejectedWithAReason) {
  Game g = make("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
  Result r = g.apply(move("e1f3"));
  EXPECT_EQ(r.reason, Reason::IllegalMove);
  EXPECT_EQ(r.rule, "R1.1");
  r = g.apply(move("e1d2"));
  EXPECT_EQ(r.reason, Reason::IllegalMove);
  EXPECT_EQ(r.rule, "R13.3");  // it would leave the King in check
  r = g.apply(move("e8d8"));
  EXPECT_EQ(r.reason, Reason::IllegalMove);  // not White's piece
  EXPECT_TRUE(g.apply(move("e1e2")).ok());
}

TEST(Game, PromotionNeedsAPiece) {
  Game g = make("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(g.probe(move("a7a8")).rule, "R21.1");
  EXPECT_TRUE(g.apply(move("a7a8n")).ok());
  EXPECT_EQ(g.position().letter_at(*parse_square("a8")), 'N');
}

TEST(Game, KnightmareCastlesThroughCheckFideDoesNot) {
  const std::string fen = "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1";  // f1 attacked... by the rook on f2
  EXPECT_FALSE(make(fen, RulesProfile::Fide).probe(move("e1g1")).ok());
  EXPECT_TRUE(make(fen, RulesProfile::Knightmare).probe(move("e1g1")).ok());
  const std::string into = "4k3/8/8/8/8/8/6r1/4K2R w K - 0 1";  // g1 attacked: never
  EXPECT_FALSE(make(into, RulesProfile::Knightmare).probe(move("e1g1")).ok());
}

TEST(Game, KnightmarePawnOnFirstRankMovesTwoAndCanBeTakenEnPassant) {
  Game g = make("4k3/8/8/8/8/1p6/8/P3K3 w - - 0 1");
  ASSERT_TRUE(g.apply(move("a1a3")).ok());
  EXPECT_EQ(g.position().en_passant(), parse_square("a2"));
  ASSERT_TRUE(g.apply(move("b3a2")).ok());
  EXPECT_EQ(g.captured(Side::White), (std::vector<PieceCode>{PieceCode{Role::Pawn, Side::White}}));
}

TEST(Game, CheckmateEndsAGameWithoutCards) {
  Game g = make(std::string(kStartFen), RulesProfile::Fide);
  for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"}) ASSERT_TRUE(g.apply(move(m)).ok()) << m;
  EXPECT_EQ(g.checkmated(), Side::White);
  EXPECT_EQ(g.game_over(), GameOver::BlackWins);
  EXPECT_EQ(g.apply(move("e2e3")).reason, Reason::GameOver);
}

TEST(Game, StalemateIsADraw) {
  Game g = make("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", RulesProfile::Fide);
  EXPECT_TRUE(g.stalemated());
  EXPECT_EQ(g.game_over(), GameOver::Draw);
}

TEST(Game, ThreefoldRepetitionOfTheBoardIsADraw) {
  Game g = make("4k3/7p/8/8/8/8/7P/4K1N1 w - - 0 1");
  for (int i = 0; i < 2; ++i)
    for (const char* m : {"g1f3", "e8d8", "f3g1", "d8e8"}) {
      if (i == 1 && std::string(m) == "d8e8") {
        EXPECT_EQ(g.game_over(), GameOver::None);
      }
      ASSERT_TRUE(g.apply(move(m)).ok());
    }
  // The third occurrence is complete once Black's turn ends: the game is drawn.
  EXPECT_EQ(g.game_over(), GameOver::Draw);
  EXPECT_EQ(g.apply(move("g1f3")).reason, Reason::GameOver);
}

TEST(Game, CardsOutsideTheHandOrNotImplemented) {
  // Any card the engine does not implement yet.
  std::string unimplemented;
  for (const CardDef* c : all_cards())
    if (!c->behaviour) unimplemented = std::string(c->id);
  ASSERT_FALSE(unimplemented.empty());
  kmr::Setup s;
  s.hands[Side::White] = {unimplemented};
  Game g = make(std::string(kStartFen), RulesProfile::Knightmare, s);
  Action play;
  play.kind = ActionKind::Play;
  play.card = "fog-of-war";
  EXPECT_EQ(g.apply(play).reason, Reason::NotInHand);
  play.card = unimplemented;
  play.by = Side::White;
  EXPECT_EQ(g.apply(play).reason, Reason::NotImplemented);
}

TEST(Game, SetupRejectsUnknownCardsAndBadFen) {
  kmr::Setup s;
  s.fen = std::string(kStartFen);
  s.hands[Side::Black] = {"no-such-card"};
  auto g = Game::create(s);
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().message, "hand: unknown card 'no-such-card'");
  s.hands.clear();
  s.fen = "nonsense";
  EXPECT_FALSE(Game::create(s));
}

TEST(Position, CopiesAreSnapshotsAndSameBoardIgnoresIds) {
  auto a = parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  ASSERT_TRUE(a);
  Position b = *a;
  EXPECT_EQ(b, *a);
  b.play(Move{*parse_square("a1"), *parse_square("a2")});
  EXPECT_NE(b, *a);
  // Same pieces on the same squares, built in another order: different ids, same board.
  auto c = parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  Position d;
  d.add_piece(Role::King, Side::White, *parse_square("e1"));
  d.add_piece(Role::Rook, Side::White, *parse_square("a1"));
  d.add_piece(Role::King, Side::Black, *parse_square("e8"));
  EXPECT_TRUE(same_board(*c, d));
}

TEST(Position, PiecesKeepTheirIdentityWhenTheyMove) {
  auto pos = parse_fen(std::string(kStartFen));
  ASSERT_TRUE(pos);
  const PieceId knight = pos->piece_at(*parse_square("g1"));
  pos->play(Move{*parse_square("g1"), *parse_square("f3")});
  EXPECT_EQ(pos->piece_at(*parse_square("f3")), knight);
  EXPECT_EQ(pos->piece(knight).square, *parse_square("f3"));
}

}  // namespace
}  // namespace kmr

namespace kmr {
namespace {

TEST(Game, DeadPositionsAreDrawnOnceNoCardCanChangeThem) {
  auto over = [](const char* fen, RulesProfile rules, std::vector<std::string> hand = {}) {
    kmr::Setup s;
    s.fen = fen;
    s.rules = rules;
    if (!hand.empty()) s.hands[Side::White] = hand;
    return Game::create(s)->game_over();
  };
  EXPECT_EQ(over("4k3/8/8/8/8/8/8/4K3 w - - 0 1", RulesProfile::Fide), GameOver::Draw);
  EXPECT_EQ(over("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", RulesProfile::Fide), GameOver::Draw);
  EXPECT_EQ(over("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", RulesProfile::Fide),
            GameOver::Draw);  // f8 and c1: both dark
  EXPECT_EQ(over("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", RulesProfile::Fide),
            GameOver::None);  // g8 light, c1 dark
  EXPECT_EQ(over("4k3/8/8/8/8/8/8/4KR2 w - - 0 1", RulesProfile::Fide), GameOver::None);
  EXPECT_EQ(over("4k3/8/8/8/8/8/8/4K3 w - - 0 1", RulesProfile::Knightmare), GameOver::Draw);
  EXPECT_EQ(over("4k3/8/8/8/8/8/8/4K3 w - - 0 1", RulesProfile::Knightmare, {"fog-of-war"}), GameOver::None);
}

}  // namespace
}  // namespace kmr
