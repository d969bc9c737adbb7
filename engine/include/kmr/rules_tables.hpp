// The continuing effects' property changes resolved once per position into
// tables the bitboard generator reads (movegen_tables.hpp): board geometry
// (walls, closed squares, the Pawns' forward direction) and, for each
// piece, the standard movement it has, whether it captures, can be
// captured, is royal and who moves it. A movement no chess role has (R11)
// is marked Exotic: the generator asks the PieceRules route
// (movegen_generic.hpp) about that piece alone. A one-way wall makes the
// geometry fail, and the whole position goes to that route.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "kmr/bitboard.hpp"
#include "kmr/effect.hpp"
#include "kmr/movement.hpp"
#include "kmr/position.hpp"

namespace kmr {

// A piece's movement, when it is a chess role's (R11) or none at all (a
// piece held in place, FATAL ATTRACTION, MEDUSA); Exotic: any other (a
// Princess, CONFABULATION, CRAB, WARLORD...), which the generator leaves
// to the PieceRules route, piece by piece.
enum class Shape : std::uint8_t { None, Pawn, Knight, Bishop, Rook, Queen, King, Exotic };
inline constexpr int kShapeCount = 8;
constexpr int index(Shape s) { return static_cast<int>(s); }

struct PieceEntry {
  Shape shape = Shape::None;
  bool captures = false;     // may capture, so threatens and gives check (R15.1); Exotic: may capture at all
  bool capturable = true;    // false: nothing captures it (R22.3)
  bool royal = false;        // check and mate apply to it (R25)
  std::uint8_t control = 0;  // bit 0: White may move it, bit 1: Black (NEUTRALITY: both, R24.1)
  bool operator==(const PieceEntry&) const = default;
};

// What plain chess says of a piece: its role's movement, moved by its owner.
PieceEntry plain_entry(const Piece& p);

// A wall or a closed square stops a slide: a slider from `at` may not step
// on in direction `dir` (index into kDirections).
struct Cut {
  Square at = 0;
  std::uint8_t dir = 0;
  bool operator==(const Cut&) const = default;
};

// The eight directions: N, S, E, W, NE, NW, SE, SW (White's view).
inline constexpr std::array<Step, 8> kDirections{
    {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};

// The board as the effects leave it (R14, R19.2): the same for every
// position of a search, since walls, closed squares and turns depend on the
// effects alone.
struct BoardGeometry {
  std::array<Step, 2> forward{{{0, 1}, {0, -1}}};  // each side's Pawn step (R19.2)
  Bitboard closed = 0;                             // no piece stops on or passes (FORBIDDEN CITY)
  // The adjacent squares a step from `s` reaches without crossing a wall
  // (FORTIFICATION); closed squares not removed. Walls block both ways.
  std::array<Bitboard, 64> adjacent{};
  // The squares a Pawn of each side on `s` captures on (no wall between),
  // and the squares whose Pawn captures on `s`.
  std::array<std::array<Bitboard, 64>, 2> pawn_captures{};
  std::array<std::array<Bitboard, 64>, 2> pawn_attackers{};
  // Its two diagonal-forward squares in the generic generator's order, and
  // its step forward when no wall or closed square stops it; kOffBoard: none.
  std::array<std::array<std::array<Square, 2>, 64>, 2> pawn_diagonals{};
  std::array<std::array<Square, 64>, 2> pawn_push{};
  std::array<std::array<std::uint8_t, 64>, 2> frame_rank{};  // rank_in_frame per side and square
  // The same as sets: squares a Pawn may step forward from, or take toward
  // its first or second diagonal from.
  std::array<Bitboard, 2> push_ok{};
  std::array<std::array<Bitboard, 2>, 2> diagonal_ok{};
  // Slides stopped by walls and by closed squares: entering one (a slide's
  // own squares), or leaving one (a slide toward a square, seen from it).
  std::vector<Cut> forward_cuts, reverse_cuts;
  // For each square, which cuts lie on its lines, by kind of line
  // ([0] straight, [1] diagonal): bit i for cut i (at most 64 cuts).
  std::array<std::array<std::uint64_t, 64>, 2> forward_relevant{}, reverse_relevant{};
  bool operator==(const BoardGeometry&) const = default;

  // Plain chess: no wall, no closed square, the board as set up.
  static const BoardGeometry& plain();
};

// The geometry the effects in play make; nullopt when a wall blocks one way
// only (the tables assume walls block both ways) or walls and closed
// squares make more than 64 cuts.
// The plain geometry is shared, not copied: `storage` holds one built for
// these effects, and the result points at it or at BoardGeometry::plain();
// nullptr for nullopt.
const BoardGeometry* resolve_geometry(const Position& pos, const std::vector<Effect>& effects,
                                      std::optional<BoardGeometry>& storage);

// Every piece's entry in one position.
struct PieceTable {
  std::array<PieceEntry, kMaxPieces> entry{};
  std::uint64_t exceptions = 0;                // bit per piece id on the board whose entry is not plain_entry
  std::array<std::uint8_t, 2> royals_aside{};  // royal pieces set aside, per owner (R25.2)
  // Every effect's property changes depend on the piece alone (its id,
  // role, owner, marks), not on where pieces stand: the table then holds in
  // every position the moves reach, but for a promoted piece.
  bool piece_only = true;
  bool modified = false;  // some effect changes pieces' properties: a promoted piece may change too
  bool operator==(const PieceTable&) const = default;
};

// Resolves every piece on the board or set aside (the PieceRules route
// asked once per piece); nullopt is kept for a piece the tables could not
// hold, none today.
std::optional<PieceTable> resolve_pieces(const Position& pos, const std::vector<Effect>& effects);

// Resolves one piece again (its role changed by a promotion).
bool resolve_piece(PieceTable& table, const Position& pos, const std::vector<Effect>& effects, PieceId id);

// The tables laid on one position's squares.
struct BoardMasks {
  std::array<Bitboard, 2> controlled{};  // pieces each side may move
  std::array<Bitboard, kShapeCount> shape{};
  Bitboard capturers = 0;       // pieces that capture (and so attack)
  Bitboard capturable = 0;      // pieces that can be captured
  Bitboard royal = 0;           // royal pieces on the board, either owner
  Bitboard neutral = 0;         // pieces both sides may move (R24.1)
  bool exotic_control = false;  // some piece is moved by someone other than its owner alone
};

BoardMasks board_masks(const Position& pos, const PieceTable& table);

}  // namespace kmr
