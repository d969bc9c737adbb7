// Random play over every implemented card: whatever a player tries, a
// refusal leaves the game exactly as it was, an accepted action leaves a
// game that replaying its turn rebuilds, and nothing crashes or hangs.
// Seeds are fixed, so a failure replays.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {
using namespace kmr::test;

std::vector<std::string> implemented_cards() {
  std::vector<std::string> ids;
  for (const CardDef* c : all_cards())
    if (c->behaviour && c->behaviour->play) ids.emplace_back(c->id);
  return ids;
}

// A whole number in [0, n).
int below(std::mt19937& rng, std::size_t n) { return static_cast<int>(rng() % n); }

// A card play with choices drawn at random among those the card reads.
Action random_play(std::mt19937& rng, const Game& g, const std::string& card, Side by) {
  auto square = [&] { return static_cast<Square>(rng() % 64); };
  auto occupied = [&] {
    for (int tries = 0; tries < 16; ++tries)
      if (Square s = square(); g.position().piece_at(s) != kNoPiece) return s;
    return square();
  };
  const unsigned reads = find_card(card)->behaviour->choices;
  CardChoices c;
  if (reads & kChooseTarget && rng() % 4) c.target = occupied();
  if (reads & kChooseTargets && rng() % 2) c.targets = {occupied(), occupied()};
  if (reads & kChooseTo && rng() % 2) c.to = square();
  if (reads & kChooseSquare && rng() % 2) c.square = square();
  if (reads & kChooseMoves && rng() % 4) {
    const MoveList legal = g.legal_moves();
    if (legal.size() > 0 && rng() % 2) {
      const Move& m = legal[below(rng, static_cast<std::size_t>(legal.size()))];
      c.moves.push_back(MoveRequest{m.from, m.to, std::nullopt});
    } else {
      c.moves.push_back(MoveRequest{occupied(), square(), std::nullopt});
    }
  }
  if (reads & kChoosePiece && rng() % 2) {
    constexpr const char* kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    c.piece = kNames[rng() % 6];
  }
  if (reads & kChooseCard && rng() % 2) c.card = "last";
  if (reads & kChooseRotate && rng() % 2)
    c.rotate = rng() % 2 ? Rotation::Clockwise : Rotation::CounterClockwise;
  if (reads & kChoosePromote && rng() % 2) c.promote = Role::Queen;
  return play(card.c_str(), c, by);
}

Action random_action(std::mt19937& rng, const Game& g) {
  const int pick = below(rng, 10);
  if (pick < 4) {
    const MoveList legal = g.legal_moves();
    if (legal.size() > 0) {
      const Move& m = legal[below(rng, static_cast<std::size_t>(legal.size()))];
      Action a = act(ActionKind::Move);
      a.move = MoveRequest{m.from, m.to,
                           m.kind == MoveKind::Promotion ? std::optional(m.promotion) : std::nullopt};
      return a;
    }
  }
  if (pick < 8) {
    const Side by = rng() % 3 ? g.turn() : ~g.turn();
    const auto& hand = g.cards(by).hand;
    if (!hand.empty()) return random_play(rng, g, std::string(hand[rng() % hand.size()]->id), by);
  }
  if (pick == 8) return act(ActionKind::Pass);
  return end_turn();
}

TEST(RandomPlay, RefusalsChangeNothingAndTurnsReplay) {
  const std::vector<std::string> cards = implemented_cards();
  ASSERT_GT(cards.size(), 50u);
  for (std::uint32_t seed = 1; seed <= 150; ++seed) {
    std::mt19937 rng(seed);
    kmr::Setup setup;
    setup.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (Side s : {Side::White, Side::Black}) {
      for (int i = 0; i < 5; ++i) setup.hands[s].push_back(cards[rng() % cards.size()]);
      for (int i = 0; i < 10; ++i) setup.decks[s].push_back(cards[rng() % cards.size()]);
    }
    auto created = Game::create(setup);
    ASSERT_TRUE(created) << created.error().message;
    Game g = std::move(created).value();
    for (int step = 0; step < 120 && g.game_over() == GameOver::None; ++step) {
      const Action a = random_action(rng, g);
      Game next = g;
      const Result r = next.apply(a);
      if (r.outcome == Outcome::Rejected) {
        ASSERT_EQ(next, g) << "seed " << seed << " step " << step << ": a refused " << to_string(a.kind)
                           << " " << a.card << " changed the game (" << r.detail << ")";
        continue;
      }
      ASSERT_EQ(next.replayed(), next) << "seed " << seed << " step " << step << ": " << to_string(a.kind)
                                       << " " << a.card << " cannot be replayed (" << r.detail << ")";
      g = std::move(next);
    }
  }
}

}  // namespace
}  // namespace kmr
