// Shared card parts about the board: threats, halves, captured pieces.
#include "kmr/cards/parts.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"

namespace kmr::parts {

bool threatens(const Game& game, PieceId id, Square target) {
  const Position& pos = game.position();
  const PieceProps props = game.props(id);
  if (!props.can_move || !props.can_capture) return false;
  const EffectRules rules(game.effects());
  if (!piece_threatens(pos, id, target, rules)) return false;
  const PieceId victim = pos.piece_at(target);
  return victim == kNoPiece || rules.can_capture(pos, id, pos.piece(id).owner, victim);
}

int rank_for(const Game& game, Side side, Square s) {
  return rank_in_frame(EffectRules(game.effects()).forward(game.position(), side), s);
}

bool in_half_of(const Game& game, Side side, Square s) { return rank_for(game, side, s) <= 3; }

PieceId captured_piece(const Game& game, Side owner, Role kind) {
  const Position& pos = game.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if (p.zone == Zone::Captured && p.owner == owner && p.born_as == kind) return id;
  }
  return kNoPiece;
}

bool is_king(const Game& game, PieceId id) {
  return game.position().piece(id).role == Role::King || game.props(id).royal;
}

int kings_of(const Game& game, Side side) {
  const Position& pos = game.position();
  int n = 0;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if ((p.zone == Zone::Board || p.zone == Zone::Aside) && p.owner == side && game.props(id).royal) ++n;
  }
  return n;
}

}  // namespace kmr::parts
