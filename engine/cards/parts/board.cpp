// Shared card parts about the board: threats, halves, captured pieces.
#include <algorithm>
#include <string>

#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts.hpp"

namespace kmr::parts {

Cause unreachable_cause(const Game& game, Position view, Square from, Square to,
                        const std::function<bool(const Move&)>& fits) {
  const auto found = [&](const Position& pos, const std::vector<Effect>& effects) {
    MoveList legal;
    generate_generic(pos, game.rules(), EffectRules(effects), legal, Legality::Pseudo);
    return std::any_of(legal.begin(), legal.end(),
                       [&](const Move& m) { return m.from == from && m.to == to && fits(m); });
  };
  for (int i = 0; i < view.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& piece = view.piece(id);
    if (piece.zone == Zone::Board && piece.square != from && piece.square != to)
      view.take_off(id, Zone::Aside);
  }
  std::vector<Effect> open;
  for (const Effect& fx : game.effects())
    if (!fx.card->behaviour || (!fx.card->behaviour->blocks_step && !fx.card->behaviour->closes_square))
      open.push_back(fx);
  return found(view, open) ? Cause::PathCrossed : Cause::ChoiceWrong;
}

std::string closed_way(const CardPlay& p, Square from, Square to, bool own_pieces_pass) {
  const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
  const int n = std::max(std::abs(df), std::abs(dr));
  if (n == 0 || (df != 0 && dr != 0 && std::abs(df) != std::abs(dr)))
    return "the way from " + square_name(from) + " to " + square_name(to) + " is not clear";
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  Square at = from;
  for (int k = 1; k <= n; ++k) {
    const Square next = make_square(file_of(at) + sf, rank_of(at) + sr);
    const PieceId there = p.position().piece_at(next);
    const bool passes = own_pieces_pass && there != kNoPiece && is_own(p, there) &&
                        EffectRules(p.game().effects()).step_open(p.position(), at, next) && !p.closed(next);
    if (passes) {
      at = next;
      continue;
    }
    if (auto stop = p.way_refusal(at, next, next == to, "")) {
      // A piece on the last square is what the move takes or merges with, not in the way.
      if (next != to || stop->cause != Cause::SquareTaken) return stop->detail;
    }
    at = next;
  }
  return "the way from " + square_name(from) + " to " + square_name(to) + " is not clear";
}

std::optional<Result> protected_victim(CardPlay& p, const Position& view, Square from, Square to,
                                       const std::function<bool(const Move&)>& fits) {
  const PieceId victim = view.piece_at(to);
  if (victim == kNoPiece || p.game().props(victim).capturable) return std::nullopt;
  std::vector<Effect> open;
  for (const Effect& fx : p.game().effects()) {
    const std::vector<Effect> alone{fx};
    if (EffectRules(alone).props(view, victim).capturable) open.push_back(fx);
  }
  MoveList legal;
  generate_generic(view, p.game().rules(), EffectRules(open), legal, Legality::Pseudo);
  if (std::none_of(legal.begin(), legal.end(),
                   [&](const Move& m) { return m.from == from && m.to == to && fits(m); }))
    return std::nullopt;
  return p.capture_refusal(victim);
}

bool threatens(const Game& game, PieceId id, Square target) {
  const Position& pos = game.position();
  const PieceProps props = game.props(id);
  if (!props.can_move || !props.can_capture) return false;
  const EffectRules rules(game.effects());
  if (!piece_threatens(pos, id, target, rules)) return false;
  const PieceId victim = pos.piece_at(target);
  if (victim == kNoPiece) return true;
  // Whoever may move it may take with it: a NEUTRAL piece threatens either
  // King, its owner's too (R15.2, R24.1).
  for (Side mover : {Side::White, Side::Black})
    if (props.controlled_by[static_cast<std::size_t>(index(mover))] &&
        rules.can_capture(pos, id, mover, victim))
      return true;
  return false;
}

int rank_for(const Game& game, Side side, Square s) {
  return rank_in_frame(EffectRules(game.effects()).forward(game.position(), side), s);
}

bool in_half_of(const Game& game, Side side, Square s) { return rank_for(game, side, s) <= 3; }

PieceId captured_piece(const Game& game, Side owner, Role kind) {
  const Position& pos = game.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if (p.zone == Zone::Captured && p.owner == owner && p.born_as == kind) return id;
  }
  return kNoPiece;
}

bool is_king(const Game& game, PieceId id) { return game.is_king(id); }

}  // namespace kmr::parts

namespace kmr::parts {

bool attacked(const Game& game, Square s, Side by) {
  return attacked_generic(game.position(), s, by, EffectRules(game.effects()));
}

bool starting_square(Role role, Side side, Square s) {
  const int rank = side == Side::White ? rank_of(s) : 7 - rank_of(s);
  const int file = file_of(s);
  switch (role) {
    case Role::Pawn:
      return rank == 1;
    case Role::Knight:
      return rank == 0 && (file == 1 || file == 6);
    case Role::Bishop:
      return rank == 0 && (file == 2 || file == 5);
    case Role::Rook:
      return rank == 0 && (file == 0 || file == 7);
    case Role::Queen:
      return rank == 0 && file == 3;
    case Role::King:
      return rank == 0 && file == 4;
    case Role::Princess:
      return false;
  }
  return false;
}

// Threatened pieces only (R15.1): a piece that threatens nothing (PACIFISM,
// TRUCE) takes nothing; a piece that cannot be captured is not taken
// (R22.3); a last King is never taken (R12.1, R12.5).
Result capture_many_then_fall(CardPlay& p, std::string_view kind) {
  const std::string name(p.card().name);
  auto piece = own_target(p, /*allow_royal=*/false);
  if (!piece) return p.reject(piece.error(), "R8.3");
  const Game& g = p.game();
  if (!piece_is(g, *piece, kind))
    return p.reject(Cause::ChoiceWrong, "R8.3", name + " is played with a " + std::string(kind));
  const auto& squares = p.choices().targets;
  if (squares.size() < 2)
    return p.reject(Cause::ChoiceWrong, "R8.3", name + " captures at least two pieces (targets:)");
  const PieceProps props = g.props(*piece);
  if (!props.can_capture || !props.can_move)
    return p.reject(Cause::NoThreat, "R15.1", "that " + std::string(kind) + " threatens nothing");
  std::vector<PieceId> victims;
  for (Square s : squares) {
    const PieceId v = p.position().piece_at(s);
    if (v == kNoPiece || !p.is_enemy(v))  // a NEUTRAL piece counts (R24.2)
      return p.reject(Cause::ChoiceWrong, "R8.3", "no enemy piece stands on " + square_name(s));
    if (std::find(victims.begin(), victims.end(), v) != victims.end())
      return p.reject(Cause::ChoiceWrong, "R8.3", square_name(s) + " is named twice");
    if (!p.capturable(v))  // the capture door (R22.3)
      return p.reject(Cause::Protected, "R22.3", "the piece on " + square_name(s) + " cannot be captured");
    if (!threatens(g, *piece, s))
      return p.reject(Cause::ChoiceWrong, "R15.1",
                      "the " + std::string(kind) + " does not threaten " + square_name(s));
    victims.push_back(v);
  }
  for (PieceId v : victims)
    if (auto refused = p.capture_refusal(v)) return *refused;
  for (PieceId v : victims) p.capture(v);
  p.capture(*piece);
  p.counts_as_move();
  return p.done("R22.1");
}

}  // namespace kmr::parts
