#include "kmr/effect_rules.hpp"

#include "kmr/card_behaviour.hpp"

namespace kmr {

PieceProps EffectRules::props(const Position& pos, PieceId id) const {
  const Piece& p = pos.piece(id);
  PieceProps pp;
  pp.movement = standard_movement(p.role);
  pp.royal = p.role == Role::King;
  pp.controlled_by[static_cast<std::size_t>(index(p.owner))] = true;
  pp.marks = p.marks;
  // Play order: a later effect overwrites what an earlier one set (R14.3).
  for (const Effect& fx : effects_) {
    if (fx.suspended || !fx.card->behaviour || !fx.card->behaviour->modify) continue;
    fx.card->behaviour->modify(fx, pos, id, pp);
  }
  return pp;
}

Movement EffectRules::movement(const Position& pos, PieceId id) const {
  PieceProps pp = props(pos, id);
  if (!pp.can_move) {
    Movement held;  // no move, so no threat either (R15.1)
    held.captures = false;
    return held;
  }
  if (!pp.can_capture) pp.movement.captures = false;
  return std::move(pp.movement);
}

bool EffectRules::is_royal(const Position& pos, PieceId id) const { return props(pos, id).royal; }

bool EffectRules::controlled_by(const Position& pos, PieceId id, Side side) const {
  return props(pos, id).controlled_by[static_cast<std::size_t>(index(side))];
}

bool EffectRules::can_capture(const Position& pos, PieceId mover, Side side, PieceId victim) const {
  const PieceProps m = props(pos, mover);
  if (!m.can_capture || !m.can_move || !props(pos, victim).capturable) return false;
  // A neutral piece may take pieces of either colour, its mover's too (R24.1).
  const bool neutral = m.controlled_by[0] && m.controlled_by[1];
  return neutral || pos.piece(victim).owner != side;
}

}  // namespace kmr
