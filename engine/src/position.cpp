#include "kmr/position.hpp"

#include <cassert>

namespace kmr {
namespace {

// Rights lost when anything leaves or lands on a square: a King or Rook that
// left its starting square lost its rights (they belong to the piece).
constexpr std::array<std::uint8_t, 64> make_rights_mask() {
  std::array<std::uint8_t, 64> m{};
  for (auto& v : m) v = 0xF;
  m[make_square(4, 0)] = 0xF & ~(kWhiteKingside | kWhiteQueenside);
  m[make_square(7, 0)] = 0xF & ~kWhiteKingside;
  m[make_square(0, 0)] = 0xF & ~kWhiteQueenside;
  m[make_square(4, 7)] = 0xF & ~(kBlackKingside | kBlackQueenside);
  m[make_square(7, 7)] = 0xF & ~kBlackKingside;
  m[make_square(0, 7)] = 0xF & ~kBlackQueenside;
  return m;
}
constexpr auto kRightsMask = make_rights_mask();

}  // namespace

Position::Position() { board_.fill(kNoPiece); }

char Position::letter_at(Square s) const {
  PieceId id = board_[s];
  if (id == kNoPiece) return '.';
  return role_letter(pieces_[id].role, pieces_[id].owner);
}

void Position::place(PieceId id, Square s) {
  Piece& p = pieces_[id];
  p.square = s;
  p.zone = Zone::Board;
  board_[s] = id;
  by_side_[index(p.owner)] |= bit(s);
  by_role_[index(p.role)] |= bit(s);
}

void Position::lift(PieceId id) {
  Piece& p = pieces_[id];
  assert(p.zone == Zone::Board);
  board_[p.square] = kNoPiece;
  by_side_[index(p.owner)] &= ~bit(p.square);
  by_role_[index(p.role)] &= ~bit(p.square);
}

PieceId Position::add_piece(Role role, Side owner, Square at) {
  assert(board_[at] == kNoPiece && piece_count_ < kMaxPieces);
  PieceId id = piece_count_++;
  pieces_[id] =
      Piece{.role = role, .owner = owner, .born_as = role, .zone = Zone::Board, .square = at, .marks = {}};
  place(id, at);
  return id;
}

PieceId Position::add_off_board(Role role, Side owner, Zone zone) {
  assert(zone != Zone::Board && piece_count_ < kMaxPieces);
  PieceId id = piece_count_++;
  pieces_[id] =
      Piece{.role = role, .owner = owner, .born_as = role, .zone = zone, .square = kOffBoard, .marks = {}};
  return id;
}

void Position::set_en_passant(std::optional<Square> s, PieceId pawn) {
  ep_ = s ? *s : kOffBoard;
  ep_pawn_ = kNoPiece;
  if (!s) return;
  if (pawn == kNoPiece) {
    // The Pawn of the side that just moved, one square beyond the one it passed.
    const Side moved = ~side_to_move_;
    const int rank = rank_of(*s) + (moved == Side::White ? 1 : -1);
    if (rank < 0 || rank > 7) return;
    const PieceId there = board_[make_square(file_of(*s), rank)];
    if (there != kNoPiece && pieces_[there].owner == moved && pieces_[there].role == Role::Pawn) pawn = there;
  }
  ep_pawn_ = pawn;
}

void Position::drop_en_passant_of(PieceId id) {
  if (id != ep_pawn_ || id == kNoPiece) return;
  ep_ = kOffBoard;
  ep_pawn_ = kNoPiece;
}

// A piece now standing on the square a Pawn passed over: no Pawn can take
// en passant there any more (R20.1).
void Position::drop_en_passant_at(Square s) {
  if (s != ep_) return;
  ep_ = kOffBoard;
  ep_pawn_ = kNoPiece;
}

void Position::relocate(PieceId id, Square to) {
  drop_en_passant_of(id);
  drop_en_passant_at(to);
  Square from = pieces_[id].square;
  castling_ = static_cast<std::uint8_t>(castling_ & kRightsMask[from] & kRightsMask[to]);
  lift(id);
  place(id, to);
}

void Position::take_off(PieceId id, Zone zone) {
  drop_en_passant_of(id);
  castling_ &= kRightsMask[pieces_[id].square];
  lift(id);
  pieces_[id].square = kOffBoard;
  pieces_[id].zone = zone;
}

void Position::put_back(PieceId id, Square at) {
  drop_en_passant_at(at);
  castling_ &= kRightsMask[at];
  place(id, at);
}

void Position::set_role(PieceId id, Role role) {
  if (role != Role::Pawn) drop_en_passant_of(id);
  Piece& p = pieces_[id];
  if (p.zone == Zone::Board) {
    by_role_[index(p.role)] &= ~bit(p.square);
    by_role_[index(role)] |= bit(p.square);
  }
  p.role = role;
}

void Position::set_owner(PieceId id, Side owner) {
  Piece& p = pieces_[id];
  if (p.zone == Zone::Board) {
    by_side_[index(p.owner)] &= ~bit(p.square);
    by_side_[index(owner)] |= bit(p.square);
  }
  p.owner = owner;
}

PieceId Position::play(Move m) {
  const Side us = side_to_move_;
  PieceId mover = board_[m.from];
  PieceId victim = board_[m.to];
  if (m.kind == MoveKind::EnPassant) victim = board_[make_square(file_of(m.to), rank_of(m.from))];

  ++halfmove_;
  // A Pawn's move, or one only a Pawn makes (a piece merged with a Pawn, R11.9).
  if (pieces_[mover].role == Role::Pawn || victim != kNoPiece || m.kind == MoveKind::DoublePush ||
      m.kind == MoveKind::Promotion)
    halfmove_ = 0;
  if (victim != kNoPiece) take_off(victim, Zone::Captured);

  castling_ = static_cast<std::uint8_t>(castling_ & kRightsMask[m.from] & kRightsMask[m.to]);
  lift(mover);
  place(mover, m.to);
  if (m.kind == MoveKind::Castle) {
    const bool kingside = m.to > m.from;
    const int rank = rank_of(m.from);
    PieceId rook = board_[make_square(kingside ? 7 : 0, rank)];
    lift(rook);
    place(rook, make_square(kingside ? 5 : 3, rank));
  } else if (m.kind == MoveKind::Promotion) {
    set_role(mover, m.promotion);
  }

  ep_ = kOffBoard;
  ep_pawn_ = kNoPiece;
  if (m.kind == MoveKind::DoublePush) {
    ep_ = static_cast<Square>((m.from + m.to) / 2);
    ep_pawn_ = mover;
  }
  if (us == Side::Black) ++fullmove_;
  side_to_move_ = ~us;
  return victim;
}

bool same_board(const Position& a, const Position& b) {
  // Different sets of squares by owner or role: some square differs (the
  // usual answer, as a game's history is searched for repetitions).
  if (a.pieces(Side::White) != b.pieces(Side::White) || a.pieces(Side::Black) != b.pieces(Side::Black))
    return false;
  for (int r = 0; r < kRoleCount; ++r)
    if (a.pieces(static_cast<Role>(r)) != b.pieces(static_cast<Role>(r))) return false;
  for (Square s = 0; s < 64; ++s) {
    PieceId x = a.piece_at(s), y = b.piece_at(s);
    if ((x == kNoPiece) != (y == kNoPiece)) return false;
    if (x == kNoPiece) continue;
    const Piece &p = a.piece(x), &q = b.piece(y);
    if (p.role != q.role || p.owner != q.owner || !(p.marks == q.marks)) return false;
  }
  return true;
}

}  // namespace kmr
