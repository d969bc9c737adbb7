// What the game can be asked: legal moves, checks, properties of pieces,
// the zones of pieces, marks and destinations (R13, R25).
#include "kmr/game.hpp"

#include <algorithm>
#include <array>
#include "game_internal.hpp"
#include "game_memo.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/movegen_tables.hpp"

namespace kmr {

using detail::as_if_to_move;

detail::RulesMemo& Game::rules_memo() const {
  if (!rules_cache_.memo) rules_cache_.memo = std::make_shared<detail::RulesMemo>();
  return *rules_cache_.memo;
}

Game Game::without_caches() const {
  Game g = *this;
  g.rules_cache_.memo.reset();
  g.escape_cache_.entries.reset();
  g.void_cache_.base.reset();
  return g;
}

bool Game::uses_fast_path() const { return s_.effects.empty() && plain_position(s_.position); }

PieceProps Game::props(PieceId id) const { return EffectRules(s_.effects).props(s_.position, id); }

Bitboard Game::last_kings(const Position& pos) const {
  // Plain chess: one King a side, nothing set aside.
  if (s_.effects.empty() && plain_position(pos)) return pos.pieces(Role::King);
  const EffectRules rules(s_.effects);
  std::array<int, 2> count{};
  std::array<Bitboard, 2> on_board{};
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if ((p.zone != Zone::Board && p.zone != Zone::Aside) || !rules.props(pos, id).royal) continue;
    ++count[static_cast<std::size_t>(index(p.owner))];
    if (p.zone == Zone::Board) on_board[static_cast<std::size_t>(index(p.owner))] |= bit(p.square);
  }
  Bitboard out = 0;
  for (std::size_t s = 0; s < 2; ++s)
    if (count[s] == 1) out |= on_board[s];
  return out;
}

bool Game::takes_last_king(const Move& m, Bitboard kings) {
  const Square victim = m.kind == MoveKind::EnPassant ? make_square(file_of(m.to), rank_of(m.from)) : m.to;
  return (kings >> victim) & 1u;
}

void Game::drop_king_captures(const Position& pos, MoveList& moves) const {
  // Kings are never captured by a move (R12.3): a card or an effect in force
  // may have left a last King open to the side to move, but taking it is no
  // move. One of several Kings may be taken (R25.2).
  const Bitboard kings = last_kings(pos);
  if (std::none_of(moves.begin(), moves.end(), [&](const Move& m) { return takes_last_king(m, kings); }))
    return;
  MoveList kept;
  for (const Move& m : moves)
    if (!takes_last_king(m, kings)) kept.push(m);
  moves = kept;
}

namespace {

bool some_effect_may_be_suspended(const std::vector<Effect>& effects) {
  return std::any_of(effects.begin(), effects.end(),
                     [](const Effect& fx) { return fx.card->behaviour && fx.card->behaviour->holds; });
}

}  // namespace

int Game::kings(Side side) const {
  int n = 0;
  for (int i = 0; i < s_.position.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = s_.position.piece(id);
    if ((p.zone == Zone::Board || p.zone == Zone::Aside) && p.owner == side && props(id).royal) ++n;
  }
  return n;
}

Game::AfterPromotion Game::royals_after_promotion(const Position& pos, const Move& m) const {
  if (m.kind != MoveKind::Promotion || !some_effect_may_be_suspended(s_.effects)) return AfterPromotion::Kept;
  Game trial = *this;
  trial.s_.position = pos;
  const std::array<int, 2> before{trial.kings(Side::White), trial.kings(Side::Black)};
  trial.s_.position.play(m);
  trial.settle_effects();
  // It is still a move: it may not leave a King of the mover in check (R13.3).
  const Side mover = pos.side_to_move();
  if (trial.kings(mover) > 0 && trial.exposed(mover)) return AfterPromotion::Exposed;
  // A COUP'd Pawn may promote to any piece, its Prince lost or not (P-11):
  // a side so left with no King has lost, as one may surrender one's King
  // through COUP's own working (R21.7, P-10, R12.6).
  for (Side side : {Side::White, Side::Black})
    if (before[static_cast<std::size_t>(index(side))] > 0 && trial.kings(side) == 0)
      return AfterPromotion::NoKing;
  return AfterPromotion::Kept;
}

void Game::drop_unsettling_promotions(const Position& pos, MoveList& moves) const {
  if (!some_effect_may_be_suspended(s_.effects) ||
      std::none_of(moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::Promotion; }))
    return;
  MoveList kept;
  for (const Move& m : moves)
    if (royals_after_promotion(pos, m) != AfterPromotion::Exposed) kept.push(m);
  moves = kept;
}

MoveList Game::legal_moves_in(const Position& pos) const {
  MoveList out;
  if (s_.effects.empty() && plain_position(pos)) {
    generate_plain(pos, rules_, out);
    drop_king_captures(pos, out);
    return out;
  }
  detail::RulesMemo& memo = rules_memo();
  if (const MoveList* kept = memo.moves.find(pos, s_.effects, static_cast<int>(rules_))) {
    out = *kept;
  } else {
    generate_card_aware(pos, rules_, s_.effects, memo.geometry.get(pos, s_.effects), out);
    drop_king_captures(pos, out);
    drop_unsettling_promotions(pos, out);
    memo.moves.keep(pos, s_.effects, static_cast<int>(rules_), out);
  }
  for (const Effect& fx : s_.effects) {
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b || !b->restrict_moves) continue;
    if (pos == s_.position) {
      b->restrict_moves(fx, *this, out);
    } else {
      Game view = *this;  // judge the restriction in the position asked about
      view.s_.position = pos;
      b->restrict_moves(fx, view, out);
    }
  }
  return out;
}

MoveList Game::legal_moves() const {
  MoveList out = legal_moves_in(s_.position);
  // After a cancelled move the new one must change the board (R27.3): a
  // move back to the cancelled board is no legal move, so a player whose
  // only move it was has none (CHAOS then mates him, which the Checkmate
  // Rule forbids, R12.1).
  if (forbidden_board_ && s_.phase == Phase::BeforeMove && s_.position.side_to_move() == s_.turn) {
    MoveList kept;
    for (const Move& m : out) {
      Position after = s_.position;
      after.play(m);
      if (!same_board(after, *forbidden_board_)) kept.push(m);
    }
    out = kept;
  }
  return out;
}

bool Game::is_king(PieceId id) const { return s_.position.piece(id).role == Role::King || props(id).royal; }

bool Game::in_check(Side side) const {
  if (in_check_after(s_.position, side)) return true;
  // A Prince (COUP) is a King too (R25.2): only effects make one.
  if (s_.effects.empty() || !s_.position.pieces(side, Role::King)) return false;
  return prince_in_check_generic(s_.position, side, EffectRules(s_.effects));
}

bool Game::in_check_after(const Position& pos, Side side) const {
  if (s_.effects.empty() && plain_position(pos)) return in_check_plain(pos, side);
  detail::RulesMemo& memo = rules_memo();
  const int key = index(side);
  if (const bool* kept = memo.checks.find(pos, s_.effects, key)) return *kept;
  const bool answer = in_check_card_aware(pos, side, s_.effects, memo.geometry.get(pos, s_.effects));
  memo.checks.keep(pos, s_.effects, key, answer);
  return answer;
}

bool Game::exposed(Side side) const { return exposed_after(s_.position, side); }

bool Game::exposed_after(const Position& pos, Side side) const {
  if (s_.effects.empty() && plain_position(pos)) return in_check_plain(pos, side);
  detail::RulesMemo& memo = rules_memo();
  const int key = 2 + index(side);
  if (const bool* kept = memo.checks.find(pos, s_.effects, key)) return *kept;
  const bool answer = exposed_card_aware(pos, side, s_.effects, memo.geometry.get(pos, s_.effects));
  memo.checks.keep(pos, s_.effects, key, answer);
  return answer;
}

std::vector<Side> Game::in_check() const {
  std::vector<Side> out;
  for (Side s : {Side::White, Side::Black})
    if (in_check(s)) out.push_back(s);
  return out;
}

bool Game::mated(Side side) const {
  if (!exposed(side)) return false;
  if (side == s_.position.side_to_move()) return legal_moves().empty();
  return legal_moves_in(as_if_to_move(s_.position, side)).empty();
}

std::optional<Game> Game::next_turn() const {
  if (s_.phase != Phase::AfterMove) return std::nullopt;
  Game next = *this;
  if (!next.end_turn(s_.turn, /*void_cause=*/false, /*bind_announced=*/false).ok()) return std::nullopt;
  return next;
}

std::vector<PieceCode> Game::captured(Side owner) const {
  std::vector<PieceCode> out;
  for (int i = 0; i < s_.position.piece_count(); ++i) {
    const Piece& p = s_.position.piece(static_cast<PieceId>(i));
    // A promoted Pawn is still a Pawn underneath (R21.5).
    if (p.owner == owner && p.zone == Zone::Captured) out.push_back(PieceCode{p.born_as, p.owner});
  }
  return out;
}

std::vector<PieceCode> Game::dead(Side owner) const {
  std::vector<PieceCode> out;
  for (int i = 0; i < s_.position.piece_count(); ++i) {
    const Piece& p = s_.position.piece(static_cast<PieceId>(i));
    if (p.owner == owner && p.zone == Zone::Dead) out.push_back(PieceCode{p.born_as, p.owner});
  }
  return out;
}

std::vector<std::string> Game::marks_at(Square s) const {
  std::vector<std::string> out;
  PieceId id = s_.position.piece_at(s);
  if (id == kNoPiece) return out;
  const MarkSet marks = props(id).marks;
  for (int m = 0; m < kMarkCount; ++m)
    if (marks.has(static_cast<Mark>(m))) out.emplace_back(mark_name(static_cast<Mark>(m)));
  return out;
}

std::vector<Square> Game::destinations(Square from) const {
  std::vector<Square> out;
  PieceId id = s_.position.piece_at(from);
  if (id == kNoPiece) return out;
  const PieceProps pp = props(id);
  Side side = s_.position.side_to_move();
  if (!pp.controlled_by[static_cast<std::size_t>(index(side))]) side = ~side;
  const MoveList legal =
      side == s_.position.side_to_move() ? legal_moves() : legal_moves_in(as_if_to_move(s_.position, side));
  for (const Move& m : legal)
    if (m.from == from && std::find(out.begin(), out.end(), m.to) == out.end()) out.push_back(m.to);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace kmr
