#include "kmr/run/board_snapshot.hpp"

#include <algorithm>

#include "kmr/card_behaviour.hpp"
#include "kmr/fen.hpp"

namespace kmr::harness {
namespace {

std::vector<std::string> ids(const std::vector<CardRef>& cards) {
  std::vector<std::string> out;
  for (const CardRef c : cards)
    if (c) out.emplace_back(c->id);
  return out;
}

std::vector<char> letters(const std::vector<PieceCode>& pieces) {
  std::vector<char> out;
  for (const PieceCode p : pieces) out.push_back(to_char(p));
  return out;
}

SideCards side_cards(const Game& game, Side side) {
  const PlayerCards& cards = game.cards(side);
  return {ids(cards.hand), ids(cards.discard), letters(game.captured(side)), letters(game.dead(side))};
}

// The geometry an effect lays on the board, asked of its card's own hooks
// over every square and every edge between orthogonal neighbours.
void geometry(const Effect& fx, EffectSnapshot& e) {
  if (fx.choices.square) e.square = fx.choices.square;
  const CardBehaviour* b = fx.card->behaviour;
  if (!b) return;
  for (int sq = 0; sq < kSquareCount; ++sq) {
    const auto s = static_cast<Square>(sq);
    if (b->closes_square && b->closes_square(fx, s)) e.closed.push_back(s);
    if (!b->blocks_step) continue;
    if (file_of(s) < 7) {
      const Square east = make_square(file_of(s) + 1, rank_of(s));
      if (b->blocks_step(fx, s, east) || b->blocks_step(fx, east, s)) e.walls.emplace_back(s, east);
    }
    if (rank_of(s) < 7) {
      const Square north = make_square(file_of(s), rank_of(s) + 1);
      if (b->blocks_step(fx, s, north) || b->blocks_step(fx, north, s)) e.walls.emplace_back(s, north);
    }
  }
}

}  // namespace

bool BoardSnapshot::same_state(const BoardSnapshot& o) const {
  return fen == o.fen && marks == o.marks && effects == o.effects && white == o.white && black == o.black;
}

BoardSnapshot take_snapshot(const Game& game) {
  BoardSnapshot snap;
  const Position& pos = game.position();
  snap.fen = to_fen(pos);
  for (int sq = 0; sq < kSquareCount; ++sq) {
    const auto square = static_cast<Square>(sq);
    if (pos.piece_at(square) == kNoPiece) continue;
    std::vector<std::string> marks = game.marks_at(square);
    if (!marks.empty()) snap.marks.emplace(square, std::move(marks));
  }
  for (const Effect& fx : game.effects()) {
    EffectSnapshot e;
    e.card = std::string(fx.card->id);
    e.owner = fx.owner;
    e.continuing = fx.continuing;
    e.suspended = fx.suspended;
    for (const PieceId id : fx.targets) {
      if (id >= pos.piece_count()) continue;
      const Piece& piece = pos.piece(id);
      if (piece.zone == Zone::Board) e.targets.push_back(piece.square);
    }
    geometry(fx, e);
    snap.effects.push_back(std::move(e));
  }
  snap.white = side_cards(game, Side::White);
  snap.black = side_cards(game, Side::Black);
  return snap;
}

std::vector<MoveSnapshot> moves_between(const Game& before, const Game& after) {
  const auto& was = before.turn_log().moves;
  const auto& now = after.turn_log().moves;
  std::size_t from = 0;
  if (now.size() >= was.size() && std::equal(was.begin(), was.end(), now.begin())) from = was.size();
  std::vector<MoveSnapshot> out;
  for (std::size_t i = from; i < now.size(); ++i) out.push_back({now[i].from, now[i].to, now[i].by_card});
  return out;
}

}  // namespace kmr::harness
