// The put-back and transformation doors of CardPlay: a loss undone, a
// captured piece returned, a piece set aside brought back, a new piece, a
// piece promoted or changed into another kind (R10.9, R11, R18.1, R21, R23).

#include <algorithm>

#include "card_play_internal.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"

namespace kmr {

namespace {
// The King's and Rook's squares of each castling right, in FEN order.
struct RightSquares {
  std::uint8_t right;
  Square king;
  Square rook;
};
constexpr RightSquares kRights[] = {{kWhiteKingside, make_square(4, 0), make_square(7, 0)},
                                    {kWhiteQueenside, make_square(4, 0), make_square(0, 0)},
                                    {kBlackKingside, make_square(4, 7), make_square(7, 7)},
                                    {kBlackQueenside, make_square(4, 7), make_square(0, 7)}};
}  // namespace

bool CardPlay::may_stand_on(Square s) const { return !stand_refusal(s, "").has_value(); }

bool CardPlay::closed(Square s) const {
  if (EffectRules(g_.s_.effects).square_open(g_.s_.position, s)) return false;
  meet(GeneralRule::ClosedSquare);
  return true;
}

std::optional<Result> CardPlay::stand_refusal(Square s, const std::string& rule) const {
  const Position& pos = g_.s_.position;
  if (const PieceId there = pos.piece_at(s); there != kNoPiece)
    return reject(Cause::SquareTaken, rule,
                  "the " + std::string(role_name(pos.piece(there).role)) + " on " + square_name(s) +
                      " holds the square");
  if (closed(s))
    return reject(Cause::SquareClosed, rule,
                  square_name(s) + " is closed to every piece (" + closing_effect(g_, s) + ")");
  return std::nullopt;
}

void CardPlay::undo_loss(const TableState& before, PieceId id, Square at) {
  pass(Door::PutBack);
  Position& pos = g_.s_.position;
  pos.put_back(id, at);
  for (const Effect& fx : before.effects) {
    if (!fx.continuing || std::find(fx.targets.begin(), fx.targets.end(), id) == fx.targets.end()) continue;
    if (std::any_of(g_.s_.effects.begin(), g_.s_.effects.end(),
                    [&](const Effect& e) { return e.sequence == fx.sequence; }))
      continue;
    // What it held aside (a merged piece's other part) is aside again.
    for (PieceId t : fx.targets)
      if (t != id && before.position.piece(t).zone == Zone::Aside && pos.piece(t).zone != Zone::Board) {
        meet(GeneralRule::PairWhole);
        pos.mutable_piece(t).zone = Zone::Aside;
      }
    restore_effect(fx);
  }
  // A castling right belongs to the King and Rook on their squares: one the
  // piece held there comes back with it, while the other piece of the right
  // still stands where it stood (R18.1).
  std::uint8_t rights = pos.castling();
  for (const RightSquares& r : kRights) {
    if (!(before.position.castling() & r.right) || (rights & r.right) || (at != r.king && at != r.rook))
      continue;
    if (before.position.piece_at(at) != id) continue;
    const Square other = at == r.king ? r.rook : r.king;
    if (pos.piece_at(other) != before.position.piece_at(other)) continue;
    meet(GeneralRule::Castling);
    rights |= r.right;
  }
  pos.set_castling(rights);
}

void CardPlay::rescue(PieceId id, Square at) {
  // The capture it undoes was made this turn: as the turn began, the piece
  // stood whole with its effects.
  if (g_.turn_start_)
    undo_loss(*g_.turn_start_, id, at);
  else
    undo_loss(g_.s_, id, at);
}

Result CardPlay::return_captured(PieceId id, Role kind, Square to, std::string rule) {
  pass(Door::PutBack);
  Position& board = g_.s_.position;
  if (board.piece(id).zone != Zone::Captured)  // dead pieces never come back (R22.2, R23.1)
    return reject(Cause::GameCondition, "R23.1", "that piece is not in the captured box");
  if (auto refused = stand_refusal(to, rule)) return *refused;
  board.set_role(id, kind);
  board.mutable_piece(id).marks = {};
  board.put_back(id, to);
  events("returned " + std::string(1, board.letter_at(to)) + " to " + square_name(to));
  return done(std::move(rule));
}

bool CardPlay::bring_back(PieceId id, Square at, bool keeps_rights) {
  pass(Door::PutBack);
  Position& pos = g_.s_.position;
  if (pos.piece(id).zone != Zone::Aside || !may_stand_on(at)) return false;
  const auto rights = pos.castling();
  pos.put_back(id, at);
  if (keeps_rights) pos.set_castling(rights);
  return true;
}

Result CardPlay::add_piece(Role role, Side side, Square at, std::string rule) {
  pass(Door::PutBack);
  if (auto refused = stand_refusal(at, rule)) return *refused;
  if (g_.s_.position.piece_count() >= kMaxPieces)
    return reject(Cause::GameCondition, rule, "no more pieces can be brought into play");
  g_.s_.position.add_piece(role, side, at);
  return done(std::move(rule));
}

bool CardPlay::promote(PieceId id, Role kind) {
  pass(Door::Transform);
  if (kind != Role::Queen && kind != Role::Rook && kind != Role::Bishop && kind != Role::Knight) return false;
  // Merged Pawns never promote (R21.6).
  if (g_.props(id).marks.has(Mark::Confabulated)) {
    meet(GeneralRule::PairWhole);
    return false;
  }
  Position& pos = g_.s_.position;
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  pos.set_role(id, kind);  // still a Pawn underneath (born_as), its effects with it (R21.5, R21.6)
  return true;
}

void CardPlay::become(PieceId id, Role kind) {
  pass(Door::Transform);
  Position& pos = g_.s_.position;
  const Role was = pos.piece(id).role;
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  pos.set_role(id, kind);
  // Of the new kind for good, unless it is a promoted Pawn, still a Pawn underneath (R11.3, R21.5).
  if (pos.piece(id).born_as == was) pos.mutable_piece(id).born_as = kind;
}

}  // namespace kmr
