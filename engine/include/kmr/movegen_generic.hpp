// The general move generator: reads each piece's movement description and
// asks a PieceRules for royalty, control and capture permissions, so that
// continuing effects can change any of them. Slower than the plain fast
// path; perft checks that both agree on plain chess.
#pragma once

#include "kmr/move.hpp"
#include "kmr/movement.hpp"
#include "kmr/position.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr {

// The properties of pieces that effects change. The base class is plain
// chess; the rules core derives from it to apply continuing effects.
class PieceRules {
 public:
  virtual ~PieceRules() = default;
  virtual Movement movement(const Position& pos, PieceId id) const;
  // Royal pieces are the ones that can be checked and mated (R25).
  virtual bool is_royal(const Position& pos, PieceId id) const;
  // May `side` move this piece? (NEUTRAL pieces: both sides, R24.1.)
  virtual bool controlled_by(const Position& pos, PieceId id, Side side) const;
  // May `mover`, moved by `side`, capture `victim`?
  virtual bool can_capture(const Position& pos, PieceId mover, Side side, PieceId victim) const;

  static const PieceRules& plain();
};

// Pseudo: every move the pieces can make, even one that leaves a royal piece
// in check (for explaining why a move is illegal).
enum class Legality : unsigned char { Legal, Pseudo };

void generate_generic(const Position& pos, RulesProfile profile, const PieceRules& rules, MoveList& out,
                      Legality legality = Legality::Legal);

// Could a piece controlled by `by` capture on `target` (occupied or not)?
bool attacked_generic(const Position& pos, Square target, Side by, const PieceRules& rules);

// Is any royal piece of `side` attacked?
bool in_check_generic(const Position& pos, Side side, const PieceRules& rules);

}  // namespace kmr
