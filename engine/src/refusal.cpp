// Why a regular move is refused. The engine does not ask cards to explain
// themselves: it takes each effect out in turn and looks whether the move
// comes back, then compares the piece's properties with and without that
// effect to say what it changed (R10.1, R26.1).
#include "kmr/refusal.hpp"

#include <cstdlib>
#include <vector>

#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"

namespace kmr {
namespace {

bool matches(const Move& m, const MoveRequest& r) {
  if (m.from != r.from || m.to != r.to) return false;
  if (m.kind == MoveKind::Promotion) return !r.promotion || m.promotion == *r.promotion;
  return !r.promotion;
}

const Move* find(const MoveList& list, const MoveRequest& r) {
  for (const Move& m : list)
    if (matches(m, r)) return &m;
  return nullptr;
}

std::string capitalised(std::string_view word) {
  std::string s(word);
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// "the Rook on e1" / "White's Rook on e1"
std::string piece_words(const Position& pos, PieceId id, bool with_owner = false) {
  const Piece& p = pos.piece(id);
  std::string who = with_owner ? std::string(capitalised(to_string(p.owner))) + "'s " : "the ";
  return who + capitalised(role_name(p.role)) + " on " + square_name(p.square);
}

PieceId victim_of(const Position& pos, const MoveRequest& r) {
  const PieceId mover = pos.piece_at(r.from);
  const PieceId there = pos.piece_at(r.to);
  if (there != kNoPiece) return there;
  // En passant: a Pawn moving diagonally to the en passant square.
  if (mover != kNoPiece && pos.piece(mover).role == Role::Pawn && file_of(r.from) != file_of(r.to) &&
      pos.en_passant() == r.to)
    return pos.piece_at(make_square(file_of(r.to), rank_of(r.from)));
  return kNoPiece;
}

std::string label(const Game& game, const Effect& fx) {
  std::string s(fx.card->name);
  if (std::string place = effect_place(game, fx); !place.empty()) s += " " + place;
  return s;
}

MoveRefusal by_effect(const Game& game, const Effect& fx, const std::string& rule, const std::string& why) {
  return {rule, label(game, fx) + " (" + rule + "): " + why};
}

// The effect `fx` is what keeps the move out; say how.
MoveRefusal effect_cause(const Game& game, const Effect& fx, const std::vector<Effect>& without,
                         const MoveRequest& r) {
  const Position& pos = game.position();
  const EffectRules with_rules(game.effects());
  const EffectRules without_rules(without);
  const PieceId mover = pos.piece_at(r.from);
  const PieceId victim = victim_of(pos, r);
  const PieceProps m_with = with_rules.props(pos, mover);
  const PieceProps m_without = without_rules.props(pos, mover);
  const auto side = static_cast<std::size_t>(index(pos.side_to_move()));
  if (!m_with.can_move && m_without.can_move) return by_effect(game, fx, "R26.1", "this piece may not move");
  if (!m_with.controlled_by[side] && m_without.controlled_by[side])
    return by_effect(game, fx, "R24.1",
                     "this piece is not " + std::string(to_string(pos.side_to_move())) + "'s to move");
  if (victim != kNoPiece) {
    if (!m_with.can_capture && m_without.can_capture)
      return by_effect(game, fx, "R15.1", "this piece may not capture");
    if (!with_rules.props(pos, victim).capturable && without_rules.props(pos, victim).capturable)
      return by_effect(game, fx, "R22.3", piece_words(pos, victim) + " may not be captured");
  }
  const CardBehaviour& b = *fx.card->behaviour;
  if (b.blocks_step && !with_rules.step_open(pos, r.from, r.to))
    return by_effect(game, fx, "R26.1",
                     "a wall stands between " + square_name(r.from) + " and " + square_name(r.to));
  if (b.blocks_step) return by_effect(game, fx, "R26.1", "a wall stands in the way");
  if (b.closes_square) return by_effect(game, fx, "R26.1", "no piece may stop on or pass through its square");
  if (b.turns)
    return by_effect(game, fx, "R19.2", "the board is turned, so this piece does not move that way");
  if (m_with.movement != m_without.movement)
    return by_effect(game, fx, "R26.1", "this piece does not move that way while it is in force");
  return by_effect(game, fx, "R26.1", "it takes this move away");
}

// The side to move would leave a royal piece in check: name who gives it.
MoveRefusal check_cause(const Game& game, const Move& move, const std::string& text) {
  const Position& pos = game.position();
  const Side side = pos.side_to_move();
  const EffectRules rules(game.effects());
  Position after = pos;
  after.play(move);
  for (int k = 0; k < after.piece_count(); ++k) {
    const auto king = static_cast<PieceId>(k);
    const Piece& kp = after.piece(king);
    if (kp.zone != Zone::Board || kp.owner != side || !rules.is_royal(after, king)) continue;
    for (int a = 0; a < after.piece_count(); ++a) {
      const auto attacker = static_cast<PieceId>(a);
      const Piece& ap = after.piece(attacker);
      if (ap.zone != Zone::Board || attacker == king || !rules.controlled_by(after, attacker, ~side))
        continue;
      if (!piece_threatens(after, attacker, kp.square, rules)) continue;
      return {"R13.3", text + " would leave " + piece_words(after, king, true) + " in check from " +
                           piece_words(after, attacker)};
    }
  }
  return {"R13.3", text + " would leave " + std::string(to_string(side)) + "'s King in check"};
}

// Plain chess: the piece cannot make that move at all.
MoveRefusal chess_cause(const Game& game, const MoveRequest& r, const std::string& text) {
  const Position& pos = game.position();
  const PieceId mover = pos.piece_at(r.from);
  const Piece& p = pos.piece(mover);
  const PieceId there = pos.piece_at(r.to);
  if (there != kNoPiece && pos.piece(there).owner == p.owner)
    return {"R1.1", text + ": " + square_name(r.to) + " holds " + piece_words(pos, there, true)};
  if (p.role == Role::King && r.castling != Castling::Never && rank_of(r.from) == rank_of(r.to) &&
      std::abs(file_of(r.to) - file_of(r.from)) == 2)
    return {"R18.1", text +
                         ": castling is not possible here (the King or the Rook has moved, a square between "
                         "them is occupied, or the King would start from, cross or land on an attacked "
                         "square)"};
  std::string why = text + ": " + piece_words(pos, mover) + " cannot move to " + square_name(r.to);
  // A line move whose path holds a piece: name the first one in the way.
  const int df = file_of(r.to) - file_of(r.from);
  const int dr = rank_of(r.to) - rank_of(r.from);
  if ((df == 0 || dr == 0 || std::abs(df) == std::abs(dr)) && std::max(std::abs(df), std::abs(dr)) > 1) {
    const int sf = (df > 0) - (df < 0);
    const int sr = (dr > 0) - (dr < 0);
    for (int f = file_of(r.from) + sf, k = rank_of(r.from) + sr; f != file_of(r.to) || k != rank_of(r.to);
         f += sf, k += sr) {
      const PieceId between = pos.piece_at(make_square(f, k));
      if (between == kNoPiece) continue;
      why += " (" + piece_words(pos, between) + " is in the way)";
      break;
    }
  }
  return {"R1.1", why};
}

}  // namespace

std::string effect_place(const Game& game, const Effect& fx) {
  const Position& pos = game.position();
  std::string squares;
  for (PieceId id : fx.targets) {
    if (id == kNoPiece || pos.piece(id).zone != Zone::Board) continue;
    squares += (squares.empty() ? "" : ", ") + square_name(pos.piece(id).square);
  }
  if (!squares.empty()) return "on " + squares;
  if (fx.choices.wall)
    return "at " + square_name(fx.choices.wall->first) + "-" + square_name(fx.choices.wall->second);
  if (fx.choices.square) return "on " + square_name(*fx.choices.square);
  if (fx.choices.target) return "on " + square_name(*fx.choices.target);
  if (fx.choices.piece) return "naming " + *fx.choices.piece;
  return {};
}

std::string effect_label(const Game& game, const Effect& fx) { return label(game, fx); }

std::string closing_effect(const Game& game, Square s) {
  for (const Effect& fx : game.effects())
    if (!fx.suspended && fx.card->behaviour && fx.card->behaviour->closes_square &&
        fx.card->behaviour->closes_square(fx, s))
      return label(game, fx);
  return {};
}

std::string walling_effect(const Game& game, Square a, Square b) {
  for (const Effect& fx : game.effects())
    if (!fx.suspended && fx.card->behaviour && fx.card->behaviour->blocks_step &&
        fx.card->behaviour->blocks_step(fx, a, b))
      return label(game, fx);
  return {};
}

std::string holding_effect(const Game& game, PieceId id) {
  const Position& pos = game.position();
  const auto& effects = game.effects();
  for (std::size_t i = effects.size(); i-- > 0;) {
    std::vector<Effect> without = effects;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    if (EffectRules(without).props(pos, id).can_move) return label(game, effects[i]);
  }
  return {};
}

MoveRefusal explain_refused_move(const Game& game, const MoveRequest& r) {
  const Position& pos = game.position();
  const std::string text = to_string(r);
  const PieceId mover = pos.piece_at(r.from);
  if (mover == kNoPiece) return {"R1.1", text + ": no piece stands on " + square_name(r.from)};
  const std::vector<Effect>& effects = game.effects();
  const EffectRules rules(effects);

  MoveList legal;
  generate_generic(pos, game.rules(), rules, legal, Legality::Legal);
  if (find(legal, r)) {
    // Legal for the pieces, taken away by an effect that narrows the side's moves (CHALLENGE, VENDETTA).
    MoveList narrowed = legal;
    for (const Effect& fx : effects) {
      const CardBehaviour* b = fx.card->behaviour;
      if (fx.suspended || !b || !b->restrict_moves) continue;
      b->restrict_moves(fx, game, narrowed);
      if (find(narrowed, r)) continue;
      MoveRefusal why = by_effect(game, fx, "R26.1",
                                  "it narrows the moves " + std::string(to_string(pos.side_to_move())) +
                                      " may make this turn, and this is not one of them");
      why.detail = text + ": " + why.detail;
      return why;
    }
  }
  MoveList pseudo;
  generate_generic(pos, game.rules(), rules, pseudo, Legality::Pseudo);
  if (const Move* m = find(pseudo, r)) return check_cause(game, *m, text);

  for (std::size_t i = 0; i < effects.size(); ++i) {
    const Effect& fx = effects[i];
    if (fx.suspended || !fx.card->behaviour) continue;
    std::vector<Effect> without = effects;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    MoveList back;
    generate_generic(pos, game.rules(), EffectRules(without), back, Legality::Pseudo);
    if (!find(back, r)) continue;
    MoveRefusal why = effect_cause(game, fx, without, r);
    why.detail = text + ": " + why.detail;
    return why;
  }
  return chess_cause(game, r, text);
}

}  // namespace kmr
