// A second move for the piece that just moved (MERCILESS, CRUSADE).
#include <algorithm>
#include <optional>
#include <string>

#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts.hpp"

namespace kmr::parts {
namespace {

// The piece moved this turn by its player's own move, without capturing,
// whose role is `role` (castling counts as a move of the Rook, R18.2). The
// piece he moved, whoever owns it: a NEUTRAL one too (R24.1).
std::optional<PieceId> moved_piece(const CardPlay& p, Role role) {
  const TurnLog& log = p.game().turn_log();
  const Position& pos = p.position();
  if (std::any_of(log.moves.begin(), log.moves.end(),
                  [](const MoveRecord& m) { return m.captured.has_value(); }))
    return std::nullopt;
  std::optional<PieceId> found;
  for (const MoveRecord& m : log.moves) {
    const Piece& piece = pos.piece(m.piece);
    if (!m.by_card && piece.zone == Zone::Board && m.mover == p.player() && piece.role == role)
      found = m.piece;
  }
  return found;
}

}  // namespace

// The second move (`move:`), one the piece could make by the rules now,
// capturing or not; it is a move made by a card, so it does not promote.
Result second_move(CardPlay& p, Role role, std::string_view name) {
  auto piece = moved_piece(p, role);
  if (!piece)
    return p.reject(
        Cause::GameCondition, "R6.5",
        std::string("you have not moved a ") + std::string(role_name(role)) + " this turn without capturing");
  const auto& moves = p.choices().moves;
  if (moves.size() != 1)
    return p.reject(Cause::ChoiceWrong, "R8.3", std::string(name) + " needs the second move (move:)");
  const MoveRequest& m = moves.front();
  if (m.from != p.position().piece(*piece).square)
    return p.reject(Cause::ChoiceWrong, "R8.3", "the second move is made by the piece that moved");
  if (p.held_in_place(*piece)) return p.held_refusal(*piece);
  Position view = p.position();
  view.set_side_to_move(p.player());
  MoveList legal;
  generate_generic(view, p.game().rules(), EffectRules(p.game().effects()), legal, Legality::Pseudo);
  const auto fits = [](const Move& mv) { return mv.kind == MoveKind::Normal; };
  const bool ok = std::any_of(legal.begin(), legal.end(),
                              [&](const Move& mv) { return mv.from == m.from && mv.to == m.to && fits(mv); });
  if (!ok) {
    if (auto prot = protected_victim(p, view, m.from, m.to, fits)) return *prot;
    const Cause why = unreachable_cause(p.game(), view, m.from, m.to, fits);
    return p.reject(why, "R8.3",
                    why == Cause::PathCrossed ? to_string(m) + ": " + closed_way(p, m.from, m.to)
                                              : to_string(m) + " is not a move that piece can make now");
  }
  return p.card_move(*piece, m.to, /*may_capture=*/true, "R26.2");
}

}  // namespace kmr::parts
