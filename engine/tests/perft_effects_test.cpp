// Perft with continuing effects in play, counted both ways: the card-aware
// generator on tables against the PieceRules route it replaces (the
// reference), and Game's legal moves against that route move for move.
#include <gtest/gtest.h>

#include "kmr/effect_rules.hpp"
#include "kmr/fen.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/movegen_tables.hpp"
#include "kmr/perft.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::sq;

constexpr const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* kPosition4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
constexpr const char* kPosition3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

struct EffectCase {
  const char* name;
  const char* fen;
  std::vector<EffectSetup> effects;
  int depth;
  bool tables;  // the tables describe the position (no fallback at the root)
};

void PrintTo(const EffectCase& c, std::ostream* os) { *os << c.name << " at depth " << c.depth; }

EffectSetup effect(const char* card, Side owner, CardChoices choices = {}) {
  return EffectSetup{card, owner, std::move(choices)};
}
CardChoices target(const char* s) { return test::target(s); }
CardChoices wall(const char* a, const char* b) {
  CardChoices c;
  c.wall = std::pair{sq(a), sq(b)};
  return c;
}
CardChoices square(const char* s) {
  CardChoices c;
  c.square = sq(s);
  return c;
}
CardChoices rotate(Rotation r) {
  CardChoices c;
  c.rotate = r;
  return c;
}

std::vector<EffectCase> cases() {
  return {
      {"pacifism", kKiwipete, {effect("pacifism", Side::White, target("e5"))}, 2, true},
      {"pacifism_black_bishop", kKiwipete, {effect("pacifism", Side::Black, target("a6"))}, 2, true},
      {"neutrality", kKiwipete, {effect("neutrality", Side::Black, target("d5"))}, 2, true},
      {"neutrality_knight", kKiwipete, {effect("neutrality", Side::White, target("b6"))}, 2, true},
      {"neutrality_promoting_pawn", kPosition4, {effect("neutrality", Side::Black, target("a7"))}, 3, true},
      {"fortification", kKiwipete, {effect("fortification", Side::White, wall("d4", "d5"))}, 2, true},
      {"fortification_corner", kKiwipete, {effect("fortification", Side::Black, wall("e5", "d4"))}, 2, true},
      {"fortification_by_king",
       kPosition4,
       {effect("fortification", Side::White, wall("f1", "f2"))},
       3,
       true},
      {"earthquake_cw", kStart, {effect("earthquake", Side::White, rotate(Rotation::Clockwise))}, 3, true},
      {"earthquake_ccw",
       kKiwipete,
       {effect("earthquake", Side::Black, rotate(Rotation::CounterClockwise))},
       2,
       true},
      {"forbidden_city", kKiwipete, {effect("forbidden-city", Side::White, square("d6"))}, 2, true},
      {"medusa", kKiwipete, {effect("medusa", Side::Black, target("e5"))}, 2, true},
      {"truce", kKiwipete, {effect("truce", Side::White)}, 2, true},
      {"holy_ground", kKiwipete, {effect("holy-ground", Side::White, square("e4"))}, 2, true},
      {"pacifism_deep", kPosition4, {effect("pacifism", Side::White, target("c4"))}, 3, true},
      {"pacifism_endgame", kPosition3, {effect("pacifism", Side::Black, target("h5"))}, 4, true},
      {"fortification_endgame",
       kPosition3,
       {effect("fortification", Side::White, wall("b4", "b5"))},
       4,
       true},
      {"forbidden_city_endgame", kPosition3, {effect("forbidden-city", Side::White, square("e4"))}, 4, true},
      {"earthquake_endgame",
       kPosition3,
       {effect("earthquake", Side::White, rotate(Rotation::Clockwise))},
       4,
       true},
      {"neutrality_endgame", kPosition3, {effect("neutrality", Side::White, target("h5"))}, 4, true},
      // Movements no chess role has, beside pieces the tables describe.
      {"crab", kKiwipete, {effect("crab", Side::White, target("d5"))}, 2, true},
      {"champion", kKiwipete, {effect("champion", Side::White, target("e5"))}, 2, true},
      {"curse", kKiwipete, {effect("curse", Side::White, target("e7"))}, 2, true},
      {"coup", kKiwipete, {effect("coup", Side::White, target("c3"))}, 2, true},
      {"fatal_attraction", kKiwipete, {effect("fatal-attraction", Side::White, target("c3"))}, 2, true},
      {"seat_of_power", kKiwipete, {effect("seat-of-power", Side::White, square("d5"))}, 2, true},
      {"new_tactics", kPosition4, {effect("new-tactics", Side::White)}, 3, true},
      {"confabulation", kStart, {effect("confabulation", Side::White, test::moves({"b1d2"}))}, 3, true},
      {"pacifism_and_wall",
       kKiwipete,
       {effect("pacifism", Side::White, target("f3")),
        effect("fortification", Side::Black, wall("e6", "f6"))},
       2,
       true},
  };
}

class EffectPerft : public ::testing::TestWithParam<EffectCase> {};

TEST_P(EffectPerft, CardAwarePathAgreesWithReference) {
  const EffectCase& c = GetParam();
  const Game g = test::make(c.fen, {}, c.effects);
  ASSERT_EQ(g.effects().size(), c.effects.size());
  EXPECT_EQ(tables_apply(g.position(), g.effects()), c.tables);
  for (RulesProfile profile : {RulesProfile::Knightmare, RulesProfile::Fide})
    for (int depth = 1; depth <= c.depth; ++depth)
      EXPECT_EQ(perft(g.position(), profile, depth, MoveGenPath::Generic, g.effects()),
                perft(g.position(), profile, depth, MoveGenPath::Reference, g.effects()))
          << to_string(profile) << " depth " << depth;
}

// Game's legal moves are the reference route's, in its order, one ply deep
// and in every position after one move, checks included.
TEST_P(EffectPerft, SameMovesInSameOrderAsReference) {
  const EffectCase& c = GetParam();
  const Game g = test::make(c.fen, {}, c.effects);
  const EffectRules rules(g.effects());
  auto same = [&](const Position& pos) {
    MoveList fast, ref;
    generate_card_aware(pos, g.rules(), g.effects(), fast);
    generate_generic(pos, g.rules(), rules, ref);
    ASSERT_EQ(fast.size(), ref.size()) << to_fen(pos);
    for (int i = 0; i < fast.size(); ++i) EXPECT_EQ(to_uci(fast[i]), to_uci(ref[i])) << to_fen(pos);
    for (Side s : {Side::White, Side::Black}) {
      EXPECT_EQ(in_check_card_aware(pos, s, g.effects()), in_check_generic(pos, s, rules)) << to_fen(pos);
      EXPECT_EQ(exposed_card_aware(pos, s, g.effects()), exposed_generic(pos, s, rules)) << to_fen(pos);
    }
  };
  same(g.position());
  MoveList root;
  generate_generic(g.position(), g.rules(), rules, root);
  for (const Move& m : root) {
    Position next = g.position();
    next.play(m);
    same(next);
  }
}

INSTANTIATE_TEST_SUITE_P(Effects, EffectPerft, ::testing::ValuesIn(cases()),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

TEST(EffectPerft, AutoPathTakesTheFastPathOnlyOnPlainChess) {
  const Game plain = test::make(kKiwipete);
  EXPECT_TRUE(path_applies(MoveGenPath::Fast, plain.position(), plain.effects()));
  const Game shielded = test::make(kKiwipete, {}, {effect("pacifism", Side::White, target("e5"))});
  EXPECT_FALSE(path_applies(MoveGenPath::Fast, shielded.position(), shielded.effects()));
  EXPECT_EQ(perft(shielded.position(), shielded.rules(), 2, MoveGenPath::Auto, shielded.effects()),
            perft(shielded.position(), shielded.rules(), 2, MoveGenPath::Reference, shielded.effects()));
}

TEST(EffectPerft, PathNamesRoundTrip) {
  for (MoveGenPath p : {MoveGenPath::Auto, MoveGenPath::Fast, MoveGenPath::Generic, MoveGenPath::Reference})
    EXPECT_EQ(parse_movegen_path(to_string(p)), p);
  EXPECT_FALSE(parse_movegen_path("virtual"));
}

}  // namespace
}  // namespace kmr
