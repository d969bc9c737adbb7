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

  // Board geometry that effects change. The step `side`'s Pawns advance by:
  // toward rank 8 for White on a board that has not been turned (R19.2).
  virtual Step forward(const Position& pos, Side side) const;
  // May a piece pass between two adjacent squares, orthogonally or
  // diagonally (a wall between them, FORTIFICATION)? Leaps longer than one
  // square jump over walls.
  virtual bool step_open(const Position& pos, Square from, Square to) const;
  // May a piece stop on, or slide through, this square (FORBIDDEN CITY)?
  virtual bool square_open(const Position& pos, Square s) const;

  static const PieceRules& plain();
};

// Pseudo: every move the pieces can make, even one that leaves a royal piece
// in check (for explaining why a move is illegal).
enum class Legality : unsigned char { Legal, Pseudo };

void generate_generic(const Position& pos, RulesProfile profile, const PieceRules& rules, MoveList& out,
                      Legality legality = Legality::Legal);

// The moves of piece `id` alone for the side to move, legal or not, in the
// order generate_generic lists them (the card-aware generator asks this of
// a piece whose movement is no chess role's).
void generate_piece_generic(const Position& pos, RulesProfile profile, const PieceRules& rules, PieceId id,
                            MoveList& out);

// Could a piece controlled by `by` capture on `target` (occupied or not)?
bool attacked_generic(const Position& pos, Square target, Side by, const PieceRules& rules);

// Could piece `id` capture on `target` were an enemy there (its reach
// only: who stands on `target` is not asked)?
bool piece_threatens(const Position& pos, PieceId id, Square target, const PieceRules& rules);

// A square's rank as seen by the player whose Pawns advance by `forward`:
// 0 is his first rank, 7 his last (R19.2).
int rank_in_frame(Step forward, Square s);

// A royal piece that has just made a Pawn's double step (a royal Pawn,
// COUP) may be taken en passant by a piece `by` controls: a capture of it,
// so a check like any other (R19.2, R12.3, R25). Only a double step leaves
// the en passant square behind the piece that made it.
bool en_passant_threat(const Position& pos, PieceId royal, Side by, const PieceRules& rules);

// Is any royal piece of `side` attacked?
bool in_check_generic(const Position& pos, Side side, const PieceRules& rules);

// Is a Prince of `side` attacked: a King that is no longer royal (COUP's
// demoted King), still a King for every card and rule that names Kings
// (R11.2)? Any attack on any King is a check (R25.2); losing a Prince does
// not lose the game, so it is a check he need not answer (R13.6).
bool prince_in_check_generic(const Position& pos, Side side, const PieceRules& rules);

// Is the check on `side` one it must answer: its only King (or other royal
// piece, on the board or set aside) attacked? A player with several Kings
// may leave one in check, since losing it does not lose him the game (R13.6,
// R25.2).
bool exposed_generic(const Position& pos, Side side, const PieceRules& rules);

}  // namespace kmr
