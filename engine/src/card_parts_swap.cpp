// Swapping two pieces (R23.4), a move by card of both (R26.1).
#include <algorithm>

#include "kmr/cards/parts.hpp"

namespace kmr::parts {

bool is_own(const CardPlay& p, PieceId id) {
  return p.props(id).controlled_by[static_cast<std::size_t>(index(p.player()))];
}

bool is_enemy(const CardPlay& p, PieceId id) {
  return p.props(id).controlled_by[static_cast<std::size_t>(index(p.opponent()))];
}

Expected<std::vector<PieceId>> target_pieces(const CardPlay& p, std::size_t n) {
  const auto& squares = p.choices().targets;
  const std::string name(p.card().name);
  if (squares.size() != n) return Error{name + " needs " + std::to_string(n) + " targets (targets:)"};
  std::vector<PieceId> ids;
  for (Square s : squares) {
    const PieceId id = p.position().piece_at(s);
    if (id == kNoPiece) return Error{"no piece stands on " + square_name(s)};
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) return Error{square_name(s) + " is named twice"};
    ids.push_back(id);
  }
  return ids;
}

Result swap_pieces(CardPlay& p, PieceId a, PieceId b, std::string rule) {
  const Position& pos = p.position();
  for (PieceId id : {a, b})
    if (!p.props(id).can_move)
      return p.reject(
          Reason::IllegalTarget, "R26.1",
          "the piece on " + square_name(pos.piece(id).square) + " may not move now, so it cannot be swapped");
  p.swap(a, b);
  return p.done(std::move(rule));
}

}  // namespace kmr::parts
