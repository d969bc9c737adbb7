// Piece rules with the continuing effects in force: royalty, control,
// movement and capture permissions come from each piece's properties as
// the effects leave them (R10, R14, R15, R24, R25).
#pragma once

#include <vector>

#include "kmr/effect.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/piece_props.hpp"

namespace kmr {

class EffectRules final : public PieceRules {
 public:
  explicit EffectRules(const std::vector<Effect>& effects) : effects_(effects) {}
  // It keeps a reference to the effects: a temporary would dangle.
  explicit EffectRules(std::vector<Effect>&& effects) = delete;

  // The piece's properties: its role's, then each effect in play order.
  PieceProps props(const Position& pos, PieceId id) const;

  Movement movement(const Position& pos, PieceId id) const override;
  bool is_royal(const Position& pos, PieceId id) const override;
  bool controlled_by(const Position& pos, PieceId id, Side side) const override;
  bool can_capture(const Position& pos, PieceId mover, Side side, PieceId victim) const override;
  Step forward(const Position& pos, Side side) const override;
  bool step_open(const Position& pos, Square from, Square to) const override;
  bool square_open(const Position& pos, Square s) const override;

 private:
  const std::vector<Effect>& effects_;
};

}  // namespace kmr
