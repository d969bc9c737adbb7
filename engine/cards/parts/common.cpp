#include <algorithm>

#include "parts.hpp"

namespace kmr::parts {

bool names_card(const CardPlay& p, const CardDef& card) {
  const auto& c = p.choices().card;
  return !c || *c == "last" || *c == card.id;
}

Result cancel_move(CardPlay& p) { return p.cancel_last_move(); }

Expected<PieceId> own_target(const CardPlay& p, bool allow_royal) {
  auto id = p.target_piece();
  if (!id) return id;
  // "Your" pieces are the ones you control now; NEUTRAL ones count (R8.4).
  if (!p.is_own(*id))
    return Error{"the piece on " + square_name(*p.choices().target) + " is not " +
                 std::string(to_string(p.player())) + "'s"};
  // Not a King, a Prince included (R11.2): every card excluding Kings excludes it.
  if (!allow_royal && p.is_king(*id))
    return Error{std::string(p.card().name) + " may not be played on a King"};
  return id;
}

Expected<std::pair<PieceId, PieceId>> two_targets(const CardPlay& p) {
  const auto& t = p.choices().targets;
  if (t.size() != 2)
    return Error{std::string(p.card().name) + " swaps two pieces: name their squares (targets: [a, b])"};
  const PieceId a = p.position().piece_at(t[0]), b = p.position().piece_at(t[1]);
  for (Square s : t)
    if (p.position().piece_at(s) == kNoPiece) return Error{"no piece stands on " + square_name(s)};
  return std::pair{a, b};
}

std::string moved_piece_gone(const CardPlay& p, const std::vector<MoveRecord>& moves) {
  const Position& pos = p.position();
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
    const Piece& piece = pos.piece(it->piece);
    if (piece.owner != p.player() || (piece.zone == Zone::Board && piece.square == it->to)) continue;
    const std::string what =
        "the " + std::string(role_name(piece.role)) + " you moved to " + square_name(it->to) + " this turn ";
    switch (piece.zone) {
      case Zone::Captured: {
        // Who took it, from the turn's record of captures (a MAN-TRAP's, R22.1).
        const auto& taken = p.game().turn_log().captures;
        const auto by = std::find_if(taken.rbegin(), taken.rend(),
                                     [&](const CaptureRecord& c) { return c.piece == it->piece; });
        if (by != taken.rend() && by->card)
          return what + "is no longer on the board (captured by " + std::string(by->card->name) +
                 " after its move)";
        return what + "is no longer on the board (captured after its move)";
      }
      case Zone::Dead:
        return what + "is no longer on the board (killed after its move)";
      case Zone::Aside:
        return what + "is no longer on the board (set aside after its move)";
      default:
        return what + "has moved on to " + square_name(piece.square);
    }
  }
  return {};
}

std::optional<std::size_t> effect_index(const Game& game, const Effect& fx) {
  const auto& effects = game.effects();
  for (std::size_t i = 0; i < effects.size(); ++i)
    if (effects[i].sequence == fx.sequence) return i;
  return std::nullopt;
}

}  // namespace kmr::parts

namespace kmr::parts {

Expected<PieceId> card_mover(const CardPlay& p, bool allow_royal) {
  const auto& moves = p.choices().moves;
  if (moves.size() != 1) return Error{std::string(p.card().name) + " needs one move (move:)"};
  const Square from = moves.front().from;
  const PieceId id = p.position().piece_at(from);
  if (id == kNoPiece) return Error{"no piece stands on " + square_name(from)};
  const PieceProps props = p.props(id);
  if (!p.is_own(id))
    return Error{"the piece on " + square_name(from) + " is not " + std::string(to_string(p.player())) +
                 "'s"};
  if (!allow_royal && p.is_king(id)) return Error{std::string(p.card().name) + " may not move a King"};
  if (!props.can_move)
    return Error{"the piece on " + square_name(from) + " may not move now" + p.held_by(id)};
  return id;
}

Expected<PieceId> card_mover_of(const CardPlay& p, std::string_view kind) {
  auto id = card_mover(p, /*allow_royal=*/false);
  if (id && !piece_is(p.game(), *id, kind))
    return Error{std::string(p.card().name) + " moves a " + std::string(kind)};
  return id;
}

Result move_like(CardPlay& p, PieceId id, const Movement& how, std::string rule) {
  const MoveRequest& m = p.choices().moves.front();
  const std::string text = to_string(m);
  if (m.promotion)
    return p.reject(Cause::ChoiceWrong, "R21.2",
                    std::string(p.card().name) + " does not promote: a Pawn it moves stays a Pawn");
  const Position& pos = p.position();
  const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
  bool reached = false, path_clear = true;
  for (Step s : how.leaps)
    if (s.df == df && s.dr == dr) reached = true;
  for (const Slide& sl : how.slides) {
    if (reached) break;
    int f = file_of(m.from), r = rank_of(m.from);
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      f += sl.dir.df;
      r += sl.dir.dr;
      if (!on_board(f, r)) break;
      if (make_square(f, r) == m.to) {
        reached = true;
        break;
      }
      if (pos.piece_at(make_square(f, r)) != kNoPiece) path_clear = false;
    }
    if (!reached) path_clear = true;  // only the line that reaches the square counts
  }
  if (!reached)
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    text + " is not a move " + std::string(p.card().name) + " allows");
  if (!path_clear) return p.reject(Cause::PathCrossed, rule, text + ": the way is not clear");
  if (pos.piece_at(m.to) != kNoPiece)
    return p.reject(Cause::SquareTaken, rule,
                    text + ": the square is occupied and this move may not capture");
  Result r = p.card_move(id, m.to, /*may_capture=*/false, rule);
  if (!r.ok()) return r;
  p.counts_as_move();
  return p.done(std::move(rule));
}

}  // namespace kmr::parts
