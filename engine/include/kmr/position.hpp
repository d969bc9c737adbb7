// The board as a value type: pieces with identities, their squares, the
// side to move, castling rights, the en passant square and the clocks.
// A copy is a snapshot; undo is a copy; two positions compare equal when
// they are the same in every respect (ids included). `same_board` compares
// what the rules call the board (R17.1, R27.3): what stands on each square.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "kmr/bitboard.hpp"
#include "kmr/move.hpp"
#include "kmr/piece.hpp"

namespace kmr {

// Castling rights in FEN order: K, Q, k, q.
enum CastlingRight : std::uint8_t {
  kWhiteKingside = 1,
  kWhiteQueenside = 2,
  kBlackKingside = 4,
  kBlackQueenside = 8,
};

class Position {
 public:
  Position();

  // --- queries
  Side side_to_move() const { return side_to_move_; }
  PieceId piece_at(Square s) const { return board_[s]; }
  const Piece& piece(PieceId id) const { return pieces_[id]; }
  int piece_count() const { return piece_count_; }
  Bitboard occupied() const { return by_side_[0] | by_side_[1]; }
  Bitboard pieces(Side s) const { return by_side_[index(s)]; }
  Bitboard pieces(Role r) const { return by_role_[index(r)]; }
  Bitboard pieces(Side s, Role r) const { return by_side_[index(s)] & by_role_[index(r)]; }
  std::uint8_t castling() const { return castling_; }
  std::optional<Square> en_passant() const {
    return ep_ == kOffBoard ? std::nullopt : std::optional<Square>(ep_);
  }
  // The Pawn that passed over the en passant square, when known: the
  // square lasts only while that Pawn stands where its double step left it
  // (R20.1), so taking it off, moving it or changing its kind clears it,
  // whatever does so (a capture by a card, DOOMSAYER, a swap).
  PieceId en_passant_pawn() const { return ep_pawn_; }
  int halfmove_clock() const { return halfmove_; }
  int fullmove_number() const { return fullmove_; }
  // Letter of what stands on a square as in FEN, or '.' for empty.
  char letter_at(Square s) const;

  // --- edits (used by FEN, moves and cards); they keep every index in step
  PieceId add_piece(Role role, Side owner, Square at);      // at must be empty
  PieceId add_off_board(Role role, Side owner, Zone zone);  // already captured or dead
  void relocate(PieceId id, Square to);  // to must be empty; clears castling rights touched
  void take_off(PieceId id, Zone zone);  // to the captured box, dead, or aside
  void put_back(PieceId id, Square at);  // a captured (or set-aside) piece returns (R23.1)
  void set_role(PieceId id, Role role);
  void set_owner(PieceId id, Side owner);
  Piece& mutable_piece(PieceId id) { return pieces_[id]; }  // marks and the like; not role/owner/square
  void set_side_to_move(Side s) { side_to_move_ = s; }
  void set_castling(std::uint8_t rights) { castling_ = rights; }
  // The square a Pawn passed over, and that Pawn (found beside the square
  // on the side of the player not to move when not given, as a FEN says it).
  void set_en_passant(std::optional<Square> s, PieceId pawn = kNoPiece);
  void set_clocks(int halfmove, int fullmove) {
    halfmove_ = static_cast<std::uint16_t>(halfmove);
    fullmove_ = static_cast<std::uint16_t>(fullmove);
  }

  // Plays a chess move generated for this position (no legality check) and
  // passes the turn. Returns the id of the captured piece, if any.
  PieceId play(Move m);

  bool operator==(const Position&) const = default;

 private:
  void place(PieceId id, Square s);
  void drop_en_passant_of(PieceId id);
  void drop_en_passant_at(Square s);
  void lift(PieceId id);

  std::array<Bitboard, 2> by_side_{};
  std::array<Bitboard, kRoleCount> by_role_{};
  std::array<PieceId, kSquareCount> board_;
  std::array<Piece, kMaxPieces> pieces_{};
  std::uint8_t piece_count_ = 0;
  Side side_to_move_ = Side::White;
  std::uint8_t castling_ = 0;
  Square ep_ = kOffBoard;
  PieceId ep_pawn_ = kNoPiece;
  std::uint16_t halfmove_ = 0;
  std::uint16_t fullmove_ = 1;
};

// Same pieces (role, owner, marks) on the same squares; ids, clocks, hands
// and captured-versus-dead are ignored (R17.1, R22.6, R27.3).
bool same_board(const Position& a, const Position& b);

}  // namespace kmr
