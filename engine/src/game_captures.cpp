// What every capture does to the game, whoever made it (R22.1, R17.5): the
// one place a capture is recorded and the clock put back, for regular
// moves, cards, effects in force and ABDUCTION's answer alike.
#include <algorithm>

#include "kmr/game.hpp"

namespace kmr {

void Game::record_capture(PieceId id, Square at, Side by, const CardDef* card) {
  s_.log.captures.push_back(CaptureRecord{id, at, by, card});
  settle_halfmove_clock();
}

Game Game::with_owner(PieceId id, Side owner) const {
  Game g = *this;
  g.s_.position.set_owner(id, owner);
  g.settle_effects();
  return g;
}

void Game::settle_halfmove_clock() {
  Position& pos = s_.position;
  if (pos.halfmove_clock() == 0) return;
  // A Pawn's move, or a move only a Pawn makes (a merged Pawn's double step, R11.9).
  const bool pawn_moved = std::any_of(s_.log.moves.begin(), s_.log.moves.end(), [&](const MoveRecord& m) {
    const MoveKind k = m.move.kind;
    return k == MoveKind::Promotion || k == MoveKind::DoublePush || k == MoveKind::EnPassant ||
           pos.piece(m.piece).role == Role::Pawn;
  });
  if (pawn_moved || !s_.log.captures.empty()) pos.set_clocks(0, pos.fullmove_number());
}

}  // namespace kmr
