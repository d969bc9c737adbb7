#include "kmr/effect_rules.hpp"

#include <algorithm>

#include "kmr/card_behaviour.hpp"

namespace kmr {
namespace {

void bar_promotion(Movement& m) {
  m.promotion_barred = true;
  for (Movement& part : m.parts) bar_promotion(part);
}

void forbid_captures(Movement& m) {
  m.captures = false;
  for (Movement& part : m.parts) forbid_captures(part);
}

}  // namespace

PieceProps EffectRules::props(const Position& pos, PieceId id) const {
  const Piece& p = pos.piece(id);
  PieceProps pp;
  pp.movement = standard_movement(p.role);
  pp.royal = p.role == Role::King;
  pp.controlled_by[static_cast<std::size_t>(index(p.owner))] = true;
  pp.marks = p.marks;
  if (p.role == Role::Princess) pp.marks.set(Mark::Princess);  // her name, as a mark (R11.4)
  // Play order: a later effect overwrites what an earlier one set (R14.3).
  for (const Effect& fx : effects_) {
    if (fx.suspended || !fx.card->behaviour || !fx.card->behaviour->modify) continue;
    fx.card->behaviour->modify(fx, pos, id, pp);
  }
  // A piece merged into this one (CONFABULATION, R11.9) joins it: the whole
  // moves and captures as either part, and what holds back either part (an
  // effect laid on it before the merger) holds back the whole; an effect that
  // made a part a named piece (CRAB) shapes that part's moves only.
  for (const Effect& fx : effects_) {
    if (fx.suspended || !fx.card->behaviour || !fx.card->behaviour->merged_into) continue;
    const PieceId part = fx.card->behaviour->merged_into(fx, id);
    if (part == kNoPiece || part == id) continue;
    const PieceProps other = props(pos, part);
    Movement part_moves = other.movement;
    bar_promotion(part_moves);  // merged Pawns never promote (R21.6)
    bar_promotion(pp.movement);
    pp.movement.parts.push_back(std::move(part_moves));
    pp.royal = pp.royal || other.royal;
    for (std::size_t s = 0; s < pp.controlled_by.size(); ++s)
      pp.controlled_by[s] = pp.controlled_by[s] || other.controlled_by[s];
    pp.can_capture = pp.can_capture && other.can_capture;
    pp.capturable = pp.capturable && other.capturable;
    pp.can_move = pp.can_move && other.can_move;
    for (int k = 0; k < kMarkCount; ++k)
      if (other.marks.has(static_cast<Mark>(k))) pp.marks.set(static_cast<Mark>(k));
  }
  return pp;
}

Movement EffectRules::movement(const Position& pos, PieceId id) const {
  PieceProps pp = props(pos, id);
  if (!pp.can_move) {
    Movement held;  // no move, so no threat either (R15.1)
    held.captures = false;
    held.castles = pp.castles_held && pp.movement.castles;  // castling moves the Rook too (R18.2)
    return held;
  }
  if (!pp.can_capture) forbid_captures(pp.movement);
  return std::move(pp.movement);
}

bool EffectRules::is_royal(const Position& pos, PieceId id) const { return props(pos, id).royal; }

bool EffectRules::controlled_by(const Position& pos, PieceId id, Side side) const {
  return props(pos, id).controlled_by[static_cast<std::size_t>(index(side))];
}

bool EffectRules::can_capture(const Position& pos, PieceId mover, Side side, PieceId victim) const {
  const PieceProps m = props(pos, mover);
  const PieceProps v = props(pos, victim);
  if (!m.can_capture || !m.can_move || !v.capturable) return false;
  // A neutral piece may take pieces of either colour, its mover's too (R24.1),
  // but never its mover's own King: Kings are not captured (R12.3).
  const bool neutral = m.controlled_by[0] && m.controlled_by[1];
  if (pos.piece(victim).owner != side) return true;
  // A neutral piece is an enemy piece to both players: its owner may
  // capture it too (R24.1, R24.2; Official Rulings 2003, 3-N).
  const bool victim_neutral = v.controlled_by[0] && v.controlled_by[1];
  return (neutral || victim_neutral) && !v.royal;
}

// The board turned by a quarter turn clockwise: what was "up" for White now
// points toward the a-file (R19.2).
Step EffectRules::forward(const Position&, Side side) const {
  int turns = 0;
  for (const Effect& fx : effects_)
    if (!fx.suspended && fx.card->behaviour && fx.card->behaviour->turns)
      turns += fx.card->behaviour->turns(fx);
  Step f{0, 1};
  for (int i = 0; i < ((turns % 4) + 4) % 4; ++i) f = Step{static_cast<std::int8_t>(-f.dr), f.df};
  if (side == Side::Black) f = Step{static_cast<std::int8_t>(-f.df), static_cast<std::int8_t>(-f.dr)};
  return f;
}

bool EffectRules::step_open(const Position&, Square from, Square to) const {
  for (const Effect& fx : effects_)
    if (!fx.suspended && fx.card->behaviour && fx.card->behaviour->blocks_step &&
        fx.card->behaviour->blocks_step(fx, from, to))
      return false;
  return true;
}

bool EffectRules::square_open(const Position&, Square s) const {
  for (const Effect& fx : effects_)
    if (!fx.suspended && fx.card->behaviour && fx.card->behaviour->closes_square &&
        fx.card->behaviour->closes_square(fx, s))
      return false;
  return true;
}

}  // namespace kmr
