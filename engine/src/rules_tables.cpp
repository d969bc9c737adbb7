// Resolving the effects on each piece into a table entry (R10, R11, R14,
// R15, R22.3, R24, R25), by asking EffectRules once per piece.
#include "kmr/rules_tables.hpp"

#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"

namespace kmr {
namespace {

constexpr Shape shape_of(Role r) {
  return r == Role::Princess ? Shape::Exotic : static_cast<Shape>(index(r) + 1);
}

// The chess role whose movement this is (R11); `m.captures` set true first.
std::optional<Shape> standard_shape(const Movement& m, Role role) {
  if (role != Role::Princess && m == standard_movement(role)) return shape_of(role);
  for (Role r : {Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King})
    if (m == standard_movement(r)) return shape_of(r);
  return std::nullopt;
}

std::uint8_t owner_bit(Side s) { return static_cast<std::uint8_t>(1u << index(s)); }

bool active(const Effect& fx) { return !fx.suspended && fx.card->behaviour; }

std::optional<PieceEntry> resolve_entry(const EffectRules& rules, const Position& pos, PieceId id) {
  PieceProps pp = rules.props(pos, id);
  PieceEntry e;
  e.royal = pp.royal;
  e.capturable = pp.capturable;
  e.control = static_cast<std::uint8_t>((pp.controlled_by[0] ? 1 : 0) | (pp.controlled_by[1] ? 2 : 0));
  if (!pp.can_move) {                              // held: no move, so no threat either (R15.1)
    if (pp.castles_held) e.shape = Shape::Exotic;  // castling only (R18.2): the generic route
    return e;
  }
  const bool captures = pp.movement.captures;
  pp.movement.captures = true;  // compared captures aside
  const auto shape = standard_shape(pp.movement, pos.piece(id).role);
  // A movement no chess role has: the PieceRules route says where it goes
  // and what it threatens (its movement's own capture flags included).
  e.shape = shape.value_or(Shape::Exotic);
  e.captures = pp.can_capture && (!shape || captures);
  return e;
}

}  // namespace

PieceEntry plain_entry(const Piece& p) {
  return PieceEntry{.shape = shape_of(p.role),
                    .captures = true,
                    .capturable = true,
                    .royal = p.role == Role::King,
                    .control = owner_bit(p.owner)};
}

bool resolve_piece(PieceTable& table, const Position& pos, const std::vector<Effect>& effects, PieceId id) {
  const Piece& p = pos.piece(id);
  const std::uint64_t bit_id = std::uint64_t{1} << id;
  table.exceptions &= ~bit_id;
  if (p.zone != Zone::Board && p.zone != Zone::Aside) return true;
  const EffectRules rules(effects);
  const auto e = resolve_entry(rules, pos, id);
  if (!e) return p.zone != Zone::Board;  // a piece set aside does not move
  table.entry[id] = *e;
  if (p.zone == Zone::Board && !(*e == plain_entry(p))) table.exceptions |= bit_id;
  return true;
}

std::optional<PieceTable> resolve_pieces(const Position& pos, const std::vector<Effect>& effects) {
  PieceTable t;
  bool modifies = false;
  for (const Effect& fx : effects) {
    if (!active(fx)) continue;
    const CardBehaviour& b = *fx.card->behaviour;
    if (b.merged_into) t.piece_only = false;
    if (b.modify) {
      modifies = true;
      if (!b.modify_reads_piece_only) t.piece_only = false;
    }
    if (b.merged_into) modifies = true;
  }
  t.modified = modifies;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if (p.zone != Zone::Board && p.zone != Zone::Aside) continue;
    if (!modifies) {
      t.entry[id] = plain_entry(p);
    } else if (!resolve_piece(t, pos, effects, id)) {
      return std::nullopt;
    }
    if (p.zone == Zone::Aside && t.entry[id].royal)
      ++t.royals_aside[static_cast<std::size_t>(index(p.owner))];
  }
  return t;
}

BoardMasks board_masks(const Position& pos, const PieceTable& table) {
  BoardMasks m;
  m.controlled = {pos.pieces(Side::White), pos.pieces(Side::Black)};
  for (Role r : {Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King, Role::Princess})
    m.shape[static_cast<std::size_t>(index(shape_of(r)))] = pos.pieces(r);
  m.capturers = pos.occupied();
  m.capturable = pos.occupied();
  m.royal = pos.pieces(Role::King);
  for (std::uint64_t ids = table.exceptions; ids; ids &= ids - 1) {
    const PieceId id = static_cast<PieceId>(std::countr_zero(ids));
    const Piece& p = pos.piece(id);
    if (p.zone != Zone::Board) continue;  // captured in this position
    const Bitboard b = bit(p.square);
    const PieceEntry& e = table.entry[id];
    const PieceEntry plain = plain_entry(p);
    m.shape[static_cast<std::size_t>(index(plain.shape))] &= ~b;
    m.shape[static_cast<std::size_t>(index(e.shape))] |= b;
    m.shape[0] = 0;  // Shape::None: nothing to generate
    for (int s = 0; s < 2; ++s) {
      m.controlled[static_cast<std::size_t>(s)] &= ~b;
      if (e.control & (1u << s)) m.controlled[static_cast<std::size_t>(s)] |= b;
    }
    if (!e.captures) m.capturers &= ~b;
    if (e.captures) m.capturers |= b;
    if (!e.capturable) m.capturable &= ~b;
    m.royal = e.royal ? (m.royal | b) : (m.royal & ~b);
    if (e.control == 3) m.neutral |= b;
    if (e.control != plain.control) m.exotic_control = true;
  }
  return m;
}

}  // namespace kmr
