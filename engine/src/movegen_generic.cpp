#include "kmr/movegen_generic.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <vector>

namespace kmr {
namespace {

constexpr Step kNorth{0, 1}, kSouth{0, -1};

std::optional<Square> offset(Square s, int df, int dr) {
  int f = file_of(s) + df, r = rank_of(s) + dr;
  if (!on_board(f, r)) return std::nullopt;
  return make_square(f, r);
}

bool is_unit(int df, int dr) { return df >= -1 && df <= 1 && dr >= -1 && dr <= 1; }

// May a piece go from `from` to the adjacent `to` (walls, closed squares)?
bool step_ok(const Position& pos, Square from, Square to, const PieceRules& rules) {
  return rules.square_open(pos, to) && rules.step_open(pos, from, to);
}

// The squares two leaps in a row reach from `from`, the first landing on an
// empty, open square (PALADIN); each square once, `from` itself excluded.
template <class Visit>
void double_leaps(const Position& pos, Square from, const decltype(Movement::leaps)& leaps,
                  const PieceRules& rules, Visit visit) {
  std::array<bool, kSquareCount> seen{};
  seen[from] = true;
  for (Step a : leaps) {
    auto mid = offset(from, a.df, a.dr);
    if (!mid || pos.piece_at(*mid) != kNoPiece || !rules.square_open(pos, *mid)) continue;
    if (is_unit(a.df, a.dr) && !rules.step_open(pos, from, *mid)) continue;
    for (Step b : leaps) {
      auto to = offset(*mid, b.df, b.dr);
      if (!to || seen[*to] || !rules.square_open(pos, *to)) continue;
      if (is_unit(b.df, b.dr) && !rules.step_open(pos, *mid, *to)) continue;
      seen[*to] = true;
      visit(*to);
    }
  }
}

// The squares a walk of up to `steps` King steps reaches through empty
// squares (WARLORD), calling `visit` on each square reached.
template <class Visit>
void walk(const Position& pos, Square from, int steps, const PieceRules& rules, Visit visit) {
  std::array<bool, kSquareCount> seen{};
  std::vector<Square> frontier{from};
  seen[from] = true;
  for (int n = 0; n < steps; ++n) {
    std::vector<Square> next;
    for (Square at : frontier) {
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          auto to = offset(at, df, dr);
          if (!to || seen[*to] || !step_ok(pos, at, *to, rules)) continue;
          seen[*to] = true;
          visit(*to);
          if (pos.piece_at(*to) == kNoPiece) next.push_back(*to);  // a capture ends the walk
        }
    }
    frontier = std::move(next);
  }
}

// Could piece `p`, moving as `mv` (or any of its parts), capture on
// `target` if an enemy stood there?
bool threatens_as(const Position& pos, const Piece& p, const Movement& mv, Square target,
                  const PieceRules& rules) {
  for (const Movement& part : mv.parts)
    if (threatens_as(pos, p, part, target, rules)) return true;
  if (!mv.captures) return false;
  const int df = file_of(target) - file_of(p.square), dr = rank_of(target) - rank_of(p.square);
  if (!rules.square_open(pos, target)) return false;
  if (mv.leaps_twice) {
    bool hit = false;
    double_leaps(pos, p.square, mv.leaps, rules, [&](Square s) { hit = hit || s == target; });
    if (hit) return true;
  } else {
    for (Step s : mv.leaps)
      if (s.df == df && s.dr == dr && (!is_unit(df, dr) || rules.step_open(pos, p.square, target)))
        return true;
  }
  for (const Slide& sl : mv.slides) {
    Square at = p.square;
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      auto next = offset(at, sl.dir.df, sl.dir.dr);
      if (!next || !step_ok(pos, at, *next, rules)) break;
      if (*next == target) return true;
      if (pos.piece_at(*next) != kNoPiece) break;
      at = *next;
    }
  }
  if (mv.walk > 0) {
    bool hit = false;
    walk(pos, p.square, mv.walk, rules, [&](Square s) { hit = hit || s == target; });
    if (hit) return true;
  }
  if (mv.pawn) {
    const Step fwd = rules.forward(pos, p.owner);
    if (!mv.pawn_swapped) {
      // Diagonally forward: forward plus one square to either side.
      const bool diag =
          fwd.df == 0 ? (dr == fwd.dr && (df == 1 || df == -1)) : (df == fwd.df && (dr == 1 || dr == -1));
      if (diag && rules.step_open(pos, p.square, target)) return true;
    } else if (df == fwd.df && dr == fwd.dr && rules.step_open(pos, p.square, target)) {
      return true;
    }
  }
  return false;
}

// Could piece `id` capture on `target` if an enemy stood there?
bool threatens(const Position& pos, PieceId id, Square target, const PieceRules& rules) {
  return threatens_as(pos, pos.piece(id), rules.movement(pos, id), target, rules);
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
  if (!exposed_generic(next, g.us, g.rules)) g.out.push(m);
}

// `promotes` false: the piece reaches the last rank without promoting (R21.6).
void add_pawn_move(Gen& g, PieceId id, Square from, Square to, MoveKind kind, bool promotes = true) {
  const Side owner = g.pos.piece(id).owner;
  if (promotes && rank_in_frame(g.rules.forward(g.pos, owner), to) == 7) {
    for (Role r : {Role::Queen, Role::Rook, Role::Bishop, Role::Knight})
      add(g, Move{from, to, MoveKind::Promotion, r});
  } else {
    add(g, Move{from, to, kind});
  }
}

void generate_pawn(Gen& g, PieceId id, bool promotes, bool swapped, bool diagonal_only) {
  const Position& pos = g.pos;
  const Piece& p = pos.piece(id);
  const Step fwd = g.rules.forward(pos, p.owner);
  const Square from = p.square;
  const auto open = [&](Square a, Square b) { return step_ok(pos, a, b, g.rules); };
  // The two diagonal-forward squares: forward plus one square to either side.
  std::array<std::optional<Square>, 2> diagonals{};
  for (int side : {0, 1}) {
    const int s = side == 0 ? -1 : 1;
    diagonals[static_cast<std::size_t>(side)] =
        fwd.df == 0 ? offset(from, s, fwd.dr) : offset(from, fwd.df, s);
  }
  const auto ahead = offset(from, fwd.df, fwd.dr);
  if (diagonal_only) {
    // CRAB: diagonally forward only, to an empty square or capturing.
    for (auto to : diagonals) {
      if (!to || !open(from, *to)) continue;
      const PieceId victim = pos.piece_at(*to);
      if (victim == kNoPiece || g.rules.can_capture(pos, id, g.us, victim))
        add_pawn_move(g, id, from, *to, MoveKind::Normal, promotes);
    }
    return;
  }
  if (swapped) {
    // NEW TACTICS: moves diagonally forward, captures straight forward.
    for (auto to : diagonals)
      if (to && pos.piece_at(*to) == kNoPiece && open(from, *to))
        add_pawn_move(g, id, from, *to, MoveKind::Normal, promotes);
    if (ahead && pos.piece_at(*ahead) != kNoPiece && open(from, *ahead) &&
        g.rules.can_capture(pos, id, g.us, pos.piece_at(*ahead)))
      add_pawn_move(g, id, from, *ahead, MoveKind::Normal, promotes);
    return;
  }
  if (ahead && pos.piece_at(*ahead) == kNoPiece && open(from, *ahead)) {
    add_pawn_move(g, id, from, *ahead, MoveKind::Normal, promotes);
    const int rel = rank_in_frame(fwd, from);
    const bool may_double = rel == 1 || (rel == 0 && g.profile == RulesProfile::Knightmare);  // R19.1
    auto two = offset(*ahead, fwd.df, fwd.dr);
    if (may_double && two && pos.piece_at(*two) == kNoPiece && open(*ahead, *two))
      add(g, Move{from, *two, MoveKind::DoublePush});
  }
  for (auto to : diagonals) {
    if (!to || !open(from, *to)) continue;
    PieceId victim = pos.piece_at(*to);
    if (victim != kNoPiece) {
      if (g.rules.can_capture(pos, id, g.us, victim))
        add_pawn_move(g, id, from, *to, MoveKind::Normal, promotes);
    } else if (pos.en_passant() == to && fwd.df == 0) {
      // En passant along files only: a turned board (EARTHQUAKE) has none (R19.2).
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
  const int home = k.owner == Side::White ? 0 : 7;
  // Only a royal King castles: a Prince (COUP) has lost the right (R18.1).
  if (k.square != make_square(4, home) || k.role != Role::King || !g.rules.is_royal(pos, id)) return;
  // A turned board (EARTHQUAKE) moves no piece: King and Rook keep their
  // squares and their rights, and castle along what is now a file, the King
  // two squares toward the Rook, the Rook over it (R18.1).
  const int rights = pos.castling() >> (k.owner == Side::White ? 0 : 2);
  for (bool kingside : {true, false}) {
    if (!(rights & (kingside ? 1 : 2))) continue;
    const Square rook = make_square(kingside ? 7 : 0, home);
    // The Rook must be there (R18.1), not lifted off the board with the right kept.
    if (!(pos.pieces(k.owner) & bit(rook))) continue;
    if (between(k.square, rook) & pos.occupied()) continue;
    const Square kto = make_square(kingside ? 6 : 2, home);
    // Every square between King and Rook open, and no wall on the way.
    bool clear = true;
    const int dir = kingside ? 1 : -1;
    for (Square at = k.square; at != rook && clear; at = static_cast<Square>(at + dir))
      clear = step_ok(pos, at, static_cast<Square>(at + dir), g.rules);
    if (!clear) continue;
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

void generate_movement(Gen& g, PieceId id, const Movement& mv) {
  const Position& pos = g.pos;
  const Piece& p = pos.piece(id);
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
  if (mv.leaps_twice) {
    std::vector<Square> reached;
    double_leaps(pos, p.square, mv.leaps, g.rules, [&](Square s) { reached.push_back(s); });
    for (Square to : reached) try_square(to);
  }
  static const decltype(Movement::leaps) kNoLeaps;
  for (Step s : mv.leaps_twice ? kNoLeaps : mv.leaps) {
    auto to = offset(p.square, s.df, s.dr);
    if (!to || !g.rules.square_open(pos, *to)) continue;
    // A one-square step may not cross a wall; longer leaps jump it.
    if (is_unit(s.df, s.dr) && !g.rules.step_open(pos, p.square, *to)) continue;
    try_square(*to);
  }
  for (const Slide& sl : mv.slides) {
    Square at = p.square;
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      auto to = offset(at, sl.dir.df, sl.dir.dr);
      if (!to || !step_ok(pos, at, *to, g.rules) || !try_square(*to)) break;
      at = *to;
    }
  }
  if (mv.walk > 0) {
    std::vector<Square> reached;
    walk(pos, p.square, mv.walk, g.rules, [&](Square s) { reached.push_back(s); });
    for (Square to : reached) {
      const bool is_leap = std::any_of(mv.leaps.begin(), mv.leaps.end(), [&](Step s) {
        return file_of(p.square) + s.df == file_of(to) && rank_of(p.square) + s.dr == rank_of(to);
      });
      if (!is_leap) try_square(to);  // the one-step moves are already there
    }
  }
  if (mv.pawn) generate_pawn(g, id, !mv.promotion_barred, mv.pawn_swapped, mv.pawn_diagonal);
  if (mv.castles) generate_castling(g, id);
}

// A piece that moves as either of its parts (CONFABULATION) has each part's
// moves, once each.
void generate_parts(Gen& g, PieceId id, const Movement& mv) {
  for (const Movement& part : mv.parts) {
    MoveList more;
    Gen sub{g.pos, g.profile, g.rules, more, g.legality, g.us};
    generate_movement(sub, id, part);
    generate_parts(sub, id, part);
    for (const Move& m : more)
      if (std::find(g.out.begin(), g.out.end(), m) == g.out.end()) g.out.push(m);
  }
}

void generate_piece(Gen& g, PieceId id) {
  const Movement mv = g.rules.movement(g.pos, id);
  generate_movement(g, id, mv);
  generate_parts(g, id, mv);
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

Step PieceRules::forward(const Position&, Side side) const { return side == Side::White ? kNorth : kSouth; }
bool PieceRules::step_open(const Position&, Square, Square) const { return true; }
bool PieceRules::square_open(const Position&, Square) const { return true; }

int rank_in_frame(Step forward, Square s) {
  if (forward.dr > 0) return rank_of(s);
  if (forward.dr < 0) return 7 - rank_of(s);
  return forward.df > 0 ? file_of(s) : 7 - file_of(s);
}

bool piece_threatens(const Position& pos, PieceId id, Square target, const PieceRules& rules) {
  return threatens(pos, id, target, rules);
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

void generate_piece_generic(const Position& pos, RulesProfile profile, const PieceRules& rules, PieceId id,
                            MoveList& out) {
  Gen g{pos, profile, rules, out, Legality::Pseudo, pos.side_to_move()};
  generate_piece(g, id);
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

bool en_passant_threat(const Position& pos, PieceId royal, Side by, const PieceRules& rules) {
  const std::optional<Square> ep = pos.en_passant();
  const Piece& p = pos.piece(royal);
  if (!ep || p.zone != Zone::Board || p.role != Role::Pawn || file_of(*ep) != file_of(p.square) ||
      std::abs(rank_of(*ep) - rank_of(p.square)) != 1)
    return false;
  Position view = pos;
  view.set_side_to_move(by);
  MoveList moves;
  generate_generic(view, RulesProfile::Knightmare, rules, moves, Legality::Pseudo);
  return std::any_of(moves.begin(), moves.end(),
                     [&](const Move& m) { return m.kind == MoveKind::EnPassant && m.to == *ep; });
}

bool in_check_generic(const Position& pos, Side side, const PieceRules& rules) {
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if (p.zone == Zone::Board && p.owner == side && rules.is_royal(pos, id) &&
        (attacked_generic(pos, p.square, ~side, rules) || en_passant_threat(pos, id, ~side, rules)))
      return true;
  }
  return false;
}

bool prince_in_check_generic(const Position& pos, Side side, const PieceRules& rules) {
  Bitboard kings = pos.pieces(side, Role::King);
  while (kings) {
    const Square s = pop_lsb(kings);
    const PieceId id = pos.piece_at(s);
    if (!rules.is_royal(pos, id) &&
        (attacked_generic(pos, s, ~side, rules) || en_passant_threat(pos, id, ~side, rules)))
      return true;
  }
  return false;
}

bool exposed_generic(const Position& pos, Side side, const PieceRules& rules) {
  std::optional<PieceId> only;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if ((p.zone != Zone::Board && p.zone != Zone::Aside) || p.owner != side || !rules.is_royal(pos, id))
      continue;
    if (only) return false;  // another King: this check need not be answered
    only = id;
  }
  return only && pos.piece(*only).zone == Zone::Board &&
         (attacked_generic(pos, pos.piece(*only).square, ~side, rules) ||
          en_passant_threat(pos, *only, ~side, rules));
}

}  // namespace kmr
