#include "kmr/harness/board_snapshot.hpp"

#include "kmr/fen.hpp"

namespace kmr::harness {

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
    snap.effects.push_back(std::move(e));
  }
  return snap;
}

}  // namespace kmr::harness
