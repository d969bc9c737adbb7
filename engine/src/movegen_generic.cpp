#include "kmr/movegen_generic.hpp"

namespace kmr {
namespace {

int forward_dir(Side owner) { return owner == Side::White ? 1 : -1; }
int home_rank(Side owner) { return owner == Side::White ? 0 : 7; }
int relative_rank(Side owner, Square s) { return owner == Side::White ? rank_of(s) : 7 - rank_of(s); }

std::optional<Square> offset(Square s, int df, int dr) {
  int f = file_of(s) + df, r = rank_of(s) + dr;
  if (!on_board(f, r)) return std::nullopt;
  return make_square(f, r);
}

// Could piece `id` capture on `target` if an enemy stood there?
bool threatens(const Position& pos, PieceId id, Square target, const PieceRules& rules) {
  const Piece& p = pos.piece(id);
  const Movement mv = rules.movement(pos, id);
  if (!mv.captures) return false;
  const int df = file_of(target) - file_of(p.square), dr = rank_of(target) - rank_of(p.square);
  for (Step s : mv.leaps)
    if (s.df == df && s.dr == dr) return true;
  for (const Slide& sl : mv.slides) {
    Square at = p.square;
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      auto next = offset(at, sl.dir.df, sl.dir.dr);
      if (!next) break;
      if (*next == target) return true;
      if (pos.piece_at(*next) != kNoPiece) break;
      at = *next;
    }
  }
  if (mv.pawn && dr == forward_dir(p.owner) && (df == 1 || df == -1)) return true;
  return false;
}

struct Gen {
  const Position& pos;
  RulesProfile profile;
  const PieceRules& rules;
  MoveList& out;
  Legality legality;
  Side us;
};

void add(Gen& g, Move m) {
  if (g.legality == Legality::Pseudo) {
    g.out.push(m);
    return;
  }
  Position next = g.pos;
  next.play(m);
  if (!in_check_generic(next, g.us, g.rules)) g.out.push(m);
}

// `promotes` false: the piece reaches the last rank without promoting (R21.6).
void add_pawn_move(Gen& g, PieceId id, Square from, Square to, MoveKind kind, bool promotes = true) {
  if (promotes && relative_rank(g.pos.piece(id).owner, to) == 7) {
    for (Role r : {Role::Queen, Role::Rook, Role::Bishop, Role::Knight})
      add(g, Move{from, to, MoveKind::Promotion, r});
  } else {
    add(g, Move{from, to, kind});
  }
}

void generate_pawn(Gen& g, PieceId id, bool promotes) {
  const Position& pos = g.pos;
  const Piece& p = pos.piece(id);
  const int dir = forward_dir(p.owner);
  const Square from = p.square;
  if (auto one = offset(from, 0, dir); one && pos.piece_at(*one) == kNoPiece) {
    add_pawn_move(g, id, from, *one, MoveKind::Normal, promotes);
    const int rel = relative_rank(p.owner, from);
    const bool may_double = rel == 1 || (rel == 0 && g.profile == RulesProfile::Knightmare);  // R19.1
    if (auto two = offset(from, 0, 2 * dir); may_double && two && pos.piece_at(*two) == kNoPiece)
      add(g, Move{from, *two, MoveKind::DoublePush});
  }
  for (int df : {-1, 1}) {
    auto to = offset(from, df, dir);
    if (!to) continue;
    PieceId victim = pos.piece_at(*to);
    if (victim != kNoPiece) {
      if (g.rules.can_capture(pos, id, g.us, victim))
        add_pawn_move(g, id, from, *to, MoveKind::Normal, promotes);
    } else if (pos.en_passant() == to) {
      PieceId passed = pos.piece_at(make_square(file_of(*to), rank_of(from)));
      if (passed != kNoPiece && pos.piece(passed).role == Role::Pawn &&
          g.rules.can_capture(pos, id, g.us, passed))
        add(g, Move{from, *to, MoveKind::EnPassant});
    }
  }
}

void generate_castling(Gen& g, PieceId id) {
  const Position& pos = g.pos;
  const Piece& k = pos.piece(id);
  const int home = home_rank(k.owner);
  // Only a royal King castles: a Prince (COUP) has lost the right (R18.1).
  if (k.square != make_square(4, home) || k.role != Role::King || !g.rules.is_royal(pos, id)) return;
  const int rights = pos.castling() >> (k.owner == Side::White ? 0 : 2);
  for (bool kingside : {true, false}) {
    if (!(rights & (kingside ? 1 : 2))) continue;
    const Square rook = make_square(kingside ? 7 : 0, home);
    if (between(k.square, rook) & pos.occupied()) continue;
    const Square kto = make_square(kingside ? 6 : 2, home);
    if (g.profile == RulesProfile::Fide) {
      // Plain chess: not out of, through or into check (the last is the legality filter's).
      bool safe = !attacked_generic(pos, k.square, ~g.us, g.rules);
      for (Bitboard path = between(k.square, kto); path && safe;)
        safe = !attacked_generic(pos, pop_lsb(path), ~g.us, g.rules);
      if (!safe) continue;
    }
    add(g, Move{k.square, kto, MoveKind::Castle});
  }
}

void generate_piece(Gen& g, PieceId id) {
  const Position& pos = g.pos;
  const Piece& p = pos.piece(id);
  const Movement mv = g.rules.movement(pos, id);
  auto add_step = [&](Square to) {
    if (mv.promotes && !mv.promotion_barred)
      add_pawn_move(g, id, p.square, to, MoveKind::Normal);
    else
      add(g, Move{p.square, to});
  };
  auto try_square = [&](Square to) {  // false when the square stops a slide
    PieceId there = pos.piece_at(to);
    if (there == kNoPiece) {
      add_step(to);
      return true;
    }
    if (mv.captures && g.rules.can_capture(pos, id, g.us, there)) add_step(to);
    return false;
  };
  for (Step s : mv.leaps)
    if (auto to = offset(p.square, s.df, s.dr)) try_square(*to);
  for (const Slide& sl : mv.slides) {
    Square at = p.square;
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      auto to = offset(at, sl.dir.df, sl.dir.dr);
      if (!to || !try_square(*to)) break;
      at = *to;
    }
  }
  if (mv.pawn) generate_pawn(g, id, !mv.promotion_barred);
  if (mv.castles) generate_castling(g, id);
}

}  // namespace

Movement PieceRules::movement(const Position& pos, PieceId id) const {
  return standard_movement(pos.piece(id).role);
}
bool PieceRules::is_royal(const Position& pos, PieceId id) const { return pos.piece(id).role == Role::King; }
bool PieceRules::controlled_by(const Position& pos, PieceId id, Side side) const {
  return pos.piece(id).owner == side;
}
bool PieceRules::can_capture(const Position& pos, PieceId, Side side, PieceId victim) const {
  return pos.piece(victim).owner != side;
}

const PieceRules& PieceRules::plain() {
  static const PieceRules kPlain;
  return kPlain;
}

void generate_generic(const Position& pos, RulesProfile profile, const PieceRules& rules, MoveList& out,
                      Legality legality) {
  Gen g{pos, profile, rules, out, legality, pos.side_to_move()};
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone == Zone::Board && rules.controlled_by(pos, id, g.us)) generate_piece(g, id);
  }
}

bool attacked_generic(const Position& pos, Square target, Side by, const PieceRules& rules) {
  const PieceId victim = pos.piece_at(target);
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (id == victim || pos.piece(id).zone != Zone::Board || !rules.controlled_by(pos, id, by)) continue;
    if (!threatens(pos, id, target, rules)) continue;
    if (victim == kNoPiece || rules.can_capture(pos, id, by, victim)) return true;
  }
  return false;
}

bool in_check_generic(const Position& pos, Side side, const PieceRules& rules) {
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if (p.zone == Zone::Board && p.owner == side && rules.is_royal(pos, id) &&
        attacked_generic(pos, p.square, ~side, rules))
      return true;
  }
  return false;
}

}  // namespace kmr
