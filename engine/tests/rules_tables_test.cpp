// The effects resolved into tables: piece entries and board geometry.
#include <gtest/gtest.h>

#include "kmr/rules_tables.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::sq;

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

EffectSetup effect(const char* card, Side owner, CardChoices choices = {}) {
  return EffectSetup{card, owner, std::move(choices)};
}

const PieceEntry& entry(const PieceTable& t, const Game& g, const char* square) {
  return t.entry[g.position().piece_at(sq(square))];
}

TEST(RulesTables, PlainChessIsPlainEntriesAndTheSharedGeometry) {
  const Game g = test::make(kStart);
  const auto t = resolve_pieces(g.position(), g.effects());
  ASSERT_TRUE(t);
  EXPECT_EQ(t->exceptions, 0u);
  EXPECT_FALSE(t->modified);
  EXPECT_EQ(entry(*t, g, "e1").shape, Shape::King);
  EXPECT_TRUE(entry(*t, g, "e1").royal);
  EXPECT_EQ(entry(*t, g, "g8").control, 2);  // Black moves it
  std::optional<BoardGeometry> storage;
  EXPECT_EQ(resolve_geometry(g.position(), g.effects(), storage), &BoardGeometry::plain());
}

TEST(RulesTables, PacifismAndNeutralityAreExceptionsResolvedOncePerSearch) {
  const Game g = test::make(kStart, {},
                            {effect("pacifism", Side::White, test::target("g1")),
                             effect("neutrality", Side::White, test::target("b8"))});
  const auto t = resolve_pieces(g.position(), g.effects());
  ASSERT_TRUE(t);
  EXPECT_TRUE(t->piece_only);
  EXPECT_TRUE(t->modified);
  const PieceEntry& pacifist = entry(*t, g, "g1");
  EXPECT_EQ(pacifist.shape, Shape::Knight);
  EXPECT_FALSE(pacifist.captures);           // R15.1
  EXPECT_FALSE(pacifist.capturable);         // R22.3
  EXPECT_EQ(entry(*t, g, "b8").control, 3);  // both sides move it (R24.1)
  const BoardMasks m = board_masks(g.position(), *t);
  EXPECT_FALSE(m.capturers & bit(sq("g1")));
  EXPECT_FALSE(m.capturable & bit(sq("g1")));
  EXPECT_TRUE(m.controlled[0] & bit(sq("b8")));
  EXPECT_TRUE(m.neutral & bit(sq("b8")));
  EXPECT_TRUE(m.exotic_control);
}

TEST(RulesTables, AMovementNoRoleHasIsExotic) {
  const Game g = test::make(kStart, {}, {effect("confabulation", Side::White, test::moves({"b1d2"}))});
  const auto t = resolve_pieces(g.position(), g.effects());
  ASSERT_TRUE(t);
  EXPECT_FALSE(t->piece_only);  // a merger joins two pieces' properties
  EXPECT_EQ(entry(*t, g, "d2").shape, Shape::Exotic);
}

TEST(RulesTables, AWallStopsStepsBothWays) {
  CardChoices wall;
  wall.wall = std::pair{sq("d4"), sq("d5")};
  const Game g = test::make(kStart, {}, {effect("fortification", Side::White, wall)});
  std::optional<BoardGeometry> storage;
  const BoardGeometry* geo = resolve_geometry(g.position(), g.effects(), storage);
  ASSERT_NE(geo, nullptr);
  ASSERT_NE(geo, &BoardGeometry::plain());
  EXPECT_FALSE(geo->adjacent[sq("d4")] & bit(sq("d5")));
  EXPECT_FALSE(geo->adjacent[sq("e5")] & bit(sq("e4")));
  EXPECT_TRUE(geo->adjacent[sq("d4")] & bit(sq("c5")));
  EXPECT_FALSE(geo->forward_cuts.empty());
  EXPECT_EQ(geo->pawn_push[0][sq("d4")], kOffBoard);  // no step through the wall
  EXPECT_EQ(geo->pawn_push[0][sq("c4")], sq("c5"));
}

TEST(RulesTables, ATurnedBoardTurnsThePawns) {
  CardChoices cw;
  cw.rotate = Rotation::Clockwise;
  const Game g = test::make(kStart, {}, {effect("earthquake", Side::White, cw)});
  std::optional<BoardGeometry> storage;
  const BoardGeometry* geo = resolve_geometry(g.position(), g.effects(), storage);
  ASSERT_NE(geo, nullptr);
  // White's Pawns now advance toward the a-file (R19.2), Black's toward the h-file.
  EXPECT_EQ(geo->forward[0], (Step{-1, 0}));
  EXPECT_EQ(geo->forward[1], (Step{1, 0}));
  EXPECT_EQ(geo->pawn_push[0][sq("e2")], sq("d2"));
}

TEST(RulesTables, AClosedSquareIsClosed) {
  CardChoices city;
  city.square = sq("e4");
  const Game g = test::make(kStart, {}, {effect("forbidden-city", Side::White, city)});
  std::optional<BoardGeometry> storage;
  const BoardGeometry* geo = resolve_geometry(g.position(), g.effects(), storage);
  ASSERT_NE(geo, nullptr);
  EXPECT_EQ(geo->closed, bit(sq("e4")));
  EXPECT_EQ(geo->pawn_push[0][sq("e3")], kOffBoard);
}

}  // namespace
}  // namespace kmr
