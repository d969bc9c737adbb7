// The card-aware generator (movegen_tables.hpp). It mirrors the PieceRules
// route rule by rule, move order included (random play picks moves by
// their index), reading the effects from tables instead of asking them:
// control (R24.1), capture permissions (R15.1, R22.3, R24.2), royalty and
// the Check Rule (R13, R25), walls and closed squares (R14), a turned
// board's Pawns (R19.2), castling (R18.1).
#include "kmr/movegen_tables.hpp"

#include <bit>
#include <optional>

#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/perft.hpp"
#include "kmr/rules_tables.hpp"
#include "tables_attacks.hpp"

namespace kmr {
namespace {

using namespace tables;

// The orders the PieceRules route generates in (movement.cpp): slides
// direction by direction outward, leaps in their listed order.
constexpr std::array<int, 4> kRookOrder{2, 3, 0, 1};    // E W N S
constexpr std::array<int, 4> kBishopOrder{4, 6, 5, 7};  // NE SE NW SW
constexpr std::array<int, 8> kQueenOrder{2, 3, 0, 1, 4, 6, 5, 7};
constexpr std::array<int, 8> kKingOrder{1, 9, 8, 7, -1, -9, -8, -7};
constexpr std::array<int, 8> kKnightOrder{17, 10, -6, -15, -17, -10, 6, 15};

// What holds across a search: the effects and the geometry they make.
struct Search {
  RulesProfile profile;
  const std::vector<Effect>& effects;
  const BoardGeometry& geo;
};

// The table for a position a move reaches: the parent's while it holds.
template <class Use>
auto with_child_table(const Search& s, const Position& child, const PieceTable& parent, const Move& m,
                      Use use) {
  if (parent.piece_only) {
    if (m.kind != MoveKind::Promotion || !parent.modified) return use(&parent);
    PieceTable t = parent;
    if (resolve_piece(t, child, s.effects, child.piece_at(m.to))) return use(&t);
    return use(static_cast<const PieceTable*>(nullptr));
  }
  const auto t = resolve_pieces(child, s.effects);
  return use(t ? &*t : nullptr);
}

bool exposed_child(const Search& s, const Position& child, Side side, const PieceTable& parent,
                   const Move& m) {
  return with_child_table(s, child, parent, m, [&](const PieceTable* t) {
    return t ? exposed_at(s.geo, s.effects, child, side, *t)
             : exposed_generic(child, side, EffectRules(s.effects));
  });
}

// How the moves generated are known legal.
enum class Check : unsigned char {
  Free,    // no answerable check is possible: every move is legal
  Pinned,  // one royal King: checkers and pins decide, as in plain chess
  Test,    // each move is played and the position after it tested
};

struct ListSink {
  static constexpr bool kOrdered = true;
  MoveList& out;
  void push(Move m) { out.push(m); }
  void bulk(int) {}
};

struct CountSink {
  static constexpr bool kOrdered = false;
  std::uint64_t n = 0;
  void push(Move) { ++n; }
  void bulk(int k) { n += static_cast<std::uint64_t>(k); }
};

template <class Sink>
struct TableGen {
  const Search& s;
  const Position& pos;
  const PieceTable& table;
  Sink& sink;
  BoardMasks m;
  Side us, them;
  Bitboard occ;
  Check check = Check::Test;
  Square ksq = kOffBoard;
  Bitboard target_mask = ~Bitboard{0};
  Bitboard pinned = 0;
  bool double_check = false;

  const BoardGeometry& g() const { return s.geo; }

  void emit(Move mv, bool test) {
    if (test)
      emit_tested(mv);
    else
      sink.push(mv);
  }

  [[gnu::noinline]] void emit_tested(Move mv) {
    Position next = pos;
    next.play(mv);
    if (!exposed_child(s, next, us, table, mv)) sink.push(mv);
  }

  bool test_all() const { return check == Check::Test; }

  // Which pieces `mover` may capture (EffectRules::can_capture): enemies that
  // can be captured; own pieces only when either is neutral, never royal.
  Bitboard victims(Bitboard mover) const {
    if (!(m.capturers & mover)) return 0;
    return (m.neutral & mover) ? prey_of_neutral : prey;
  }
  Bitboard prey = 0, prey_of_neutral = 0;  // what a capturer may take; what a neutral one may

  void setup_prey() {
    prey = pos.pieces(them) & m.capturable;
    prey_of_neutral = prey;
    if (m.neutral) {
      const Bitboard own = pos.pieces(us) & m.capturable & ~m.royal;
      prey |= own & m.neutral;
      prey_of_neutral |= own;
    }
  }

  // Pins and checks restrict a piece's moves (Check::Pinned).
  Bitboard allowed(Square from, Bitboard targets) const {
    if (check != Check::Pinned) return targets;
    targets &= target_mask;
    if (pinned & bit(from)) targets &= line(ksq, from);
    return targets;
  }

  void emit_set(Square from, Bitboard targets, Shape shape, bool test) {
    if constexpr (!Sink::kOrdered) {
      if (!test) {
        sink.bulk(popcount(targets));
        return;
      }
    }
    const Rays& r = rays();
    auto ray_out = [&](int d) {
      Bitboard b = r.ray[static_cast<std::size_t>(d)][from] & targets;
      while (b) {
        const Square to = kDelta[static_cast<std::size_t>(d)] > 0
                              ? pop_lsb(b)
                              : static_cast<Square>(63 - std::countl_zero(b));
        if (kDelta[static_cast<std::size_t>(d)] < 0) b &= ~bit(to);
        emit(Move{from, to}, test);
      }
    };
    auto leaps = [&](const std::array<int, 8>& order) {
      for (int d : order) {
        const int to = from + d;
        if (to >= 0 && to < 64 && (targets & bit(static_cast<Square>(to))))
          emit(Move{from, static_cast<Square>(to)}, test);
      }
    };
    switch (shape) {
      case Shape::Knight:
        leaps(kKnightOrder);
        break;
      case Shape::King:
        leaps(kKingOrder);
        break;
      case Shape::Bishop:
        for (int d : kBishopOrder) ray_out(d);
        break;
      case Shape::Rook:
        for (int d : kRookOrder) ray_out(d);
        break;
      case Shape::Queen:
        for (int d : kQueenOrder) ray_out(d);
        break;
      default:
        break;
    }
  }

  void setup_check() {
    const Bitboard royal = m.royal & pos.pieces(us);
    const int royals = popcount(royal) + table.royals_aside[at(us)];
    if (!table.piece_only) {
      check = Check::Test;  // properties may change with where pieces stand
    } else if (!royal || royals != 1 || !(m.capturable & royal)) {
      check = Check::Free;  // no check on us can be one we must answer (R13.6, R25.2)
    } else if (m.exotic_control || m.shape[at(Shape::Exotic)] || !(m.shape[at(Shape::King)] & royal) ||
               (g().closed & royal)) {
      check = Check::Test;
    } else {
      check = Check::Pinned;
      ksq = lsb(royal);
      const Bitboard checkers = attackers_to(g(), pos, m, ksq, occ, them);
      double_check = popcount(checkers) > 1;
      if (checkers) target_mask = between(ksq, lsb(checkers)) | checkers;
      const Bitboard snipers_all = pos.pieces(them) & m.capturers;
      const Bitboard ours = pos.pieces(us);
      const Bitboard qs = m.shape[at(Shape::Queen)];
      const Bitboard diag = (m.shape[at(Shape::Bishop)] | qs) & snipers_all;
      const Bitboard orth = (m.shape[at(Shape::Rook)] | qs) & snipers_all;
      if (g().forward_cuts.empty() && g().reverse_cuts.empty()) {
        const Bitboard snipers = (rook_attacks(ksq, 0) & orth) | (bishop_attacks(ksq, 0) & diag);
        for (Bitboard sn = snipers; sn;) {
          const Bitboard blockers = between(ksq, pop_lsb(sn)) & occ;
          if (popcount(blockers) == 1) pinned |= blockers & ours;
        }
      } else {
        // Walls and closed squares: a pin only where, the blocker lifted, the
        // sniper would reach the King.
        const Bitboard snipers = (rook_attacks(ksq, 0) & orth) | (bishop_attacks(ksq, 0) & diag);
        for (Bitboard sn = snipers; sn;) {
          const Square at_sq = pop_lsb(sn);
          const Bitboard blockers = between(ksq, at_sq) & occ;
          if (popcount(blockers) != 1 || !(blockers & ours)) continue;
          const bool dg = (bishop_attacks(ksq, 0) & bit(at_sq)) != 0;
          if (reverse_slides(g(), ksq, occ ^ blockers, dg) & bit(at_sq)) pinned |= blockers;
        }
      }
    }
  }

  void pawn(Square from) {
    // A Pawn advances toward its owner's far side, whoever moves it (R24.1).
    const std::size_t u = at(pos.piece(pos.piece_at(from)).owner);
    const Bitboard me = bit(from);
    const bool promo_test = test_all() || table.modified;
    auto add = [&](Square to, MoveKind kind) {
      if (g().frame_rank[u][to] == 7) {  // promotes (R21)
        if (!Sink::kOrdered && !promo_test && kind == MoveKind::Normal) {
          sink.bulk(4);
          return;
        }
        for (Role r : {Role::Queen, Role::Rook, Role::Bishop, Role::Knight})
          emit(Move{from, to, MoveKind::Promotion, r}, promo_test);
      } else {
        emit(Move{from, to, kind}, test_all());
      }
    };
    const Square one = g().pawn_push[u][from];
    if (!double_check && one != kOffBoard && !(occ & bit(one))) {
      if (allowed(from, bit(one))) add(one, MoveKind::Normal);
      const int rel = g().frame_rank[u][from];
      const bool may_double = rel == 1 || (rel == 0 && s.profile == RulesProfile::Knightmare);  // R19.1
      const Square two = g().pawn_push[u][one];
      if (may_double && two != kOffBoard && !(occ & bit(two)) && allowed(from, bit(two)))
        emit(Move{from, two, MoveKind::DoublePush}, test_all());
    }
    const Bitboard caps = g().pawn_captures[u][from] & ~g().closed;
    const Bitboard prey_here = victims(me);
    const auto ep = pos.en_passant();
    for (Square to : g().pawn_diagonals[u][from]) {
      if (to == kOffBoard || !(caps & bit(to))) continue;
      if (occ & bit(to)) {
        if (!double_check && (prey_here & bit(to)) && allowed(from, bit(to))) add(to, MoveKind::Normal);
      } else if (ep == to) {
        en_passant(from, to);
      }
    }
  }

  void en_passant(Square from, Square to) {
    // En passant along files only: a turned board has none (R19.2).
    const std::size_t u = at(pos.piece(pos.piece_at(from)).owner);
    if (g().forward[u].df != 0 || (g().closed & bit(to)) || !(g().pawn_captures[u][from] & bit(to))) return;
    const Square passed = make_square(file_of(to), rank_of(from));
    const PieceId victim = pos.piece_at(passed);
    if (victim != kNoPiece && pos.piece(victim).role == Role::Pawn && (victims(bit(from)) & bit(passed)))
      emit(Move{from, to, MoveKind::EnPassant}, check != Check::Free);
  }

  void castling(Square from, PieceId id) {
    const Piece& k = pos.piece(id);
    const int home = k.owner == Side::White ? 0 : 7;
    // Only a royal King castles (R18.1).
    if (from != make_square(4, home) || k.role != Role::King || !(m.royal & bit(from))) return;
    const int rights = pos.castling() >> (k.owner == Side::White ? 0 : 2);
    for (bool kingside : {true, false}) {
      if (!(rights & (kingside ? 1 : 2))) continue;
      const Square rook = make_square(kingside ? 7 : 0, home);
      // The Rook must be there (R18.1), not lifted off the board with the right kept.
      if (!(pos.pieces(k.owner) & bit(rook))) continue;
      if (between(from, rook) & occ) continue;
      const Square kto = make_square(kingside ? 6 : 2, home);
      bool clear = true;
      const int dir = kingside ? 1 : -1;
      for (Square a = from; a != rook && clear; a = static_cast<Square>(a + dir)) {
        const Square b = static_cast<Square>(a + dir);
        clear = (g().adjacent[a] & bit(b)) && !(g().closed & bit(b));
      }
      if (!clear) continue;
      if (s.profile == RulesProfile::Fide) {
        // Not out of or through check (into it: the legality test).
        bool safe = !attacked(g(), s.effects, pos, m, from, them);
        for (Bitboard path = between(from, kto); path && safe;)
          safe = !attacked(g(), s.effects, pos, m, pop_lsb(path), them);
        if (!safe) continue;
      }
      if (check == Check::Pinned && from == ksq) {
        // The King is safe where it lands, the Rook moved (R18.1); their pieces are as they were.
        const Square rto = make_square(kingside ? 5 : 3, home);
        const Bitboard after = (occ ^ bit(from) ^ bit(rook)) | bit(kto) | bit(rto);
        if (!attackers_to(g(), pos, m, kto, after, them)) emit(Move{from, kto, MoveKind::Castle}, false);
      } else {
        emit(Move{from, kto, MoveKind::Castle}, check != Check::Free);
      }
    }
  }

  static constexpr std::array<Shape, 7> kShapes{Shape::Pawn,  Shape::Knight, Shape::Bishop, Shape::Rook,
                                                Shape::Queen, Shape::King,   Shape::Exotic};

  void piece(Square from, PieceId id) {
    Shape shape = Shape::None;
    for (Shape sh : kShapes)
      if (m.shape[at(sh)] & bit(from)) shape = sh;
    piece_as(from, id, shape);
  }

  void piece_as(Square from, PieceId id, Shape shape) {
    const Bitboard me = bit(from);
    const bool t = test_all();
    const Bitboard reach = ~occ | victims(me);
    switch (shape) {
      case Shape::None:
        return;
      case Shape::Exotic: {
        MoveList moves;
        generate_piece_generic(pos, s.profile, EffectRules(s.effects), id, moves);
        for (const Move& mv : moves) emit(mv, check != Check::Free);
        return;
      }
      case Shape::Pawn:
        pawn(from);
        return;
      case Shape::Knight:
        if (!double_check)
          emit_set(from, allowed(from, knight_attacks(from) & ~g().closed & reach), shape, t);
        return;
      case Shape::Bishop:
      case Shape::Rook:
      case Shape::Queen: {
        if (double_check) return;
        Bitboard a = 0;
        if (shape != Shape::Rook) a |= forward_slides(g(), from, occ, true);
        if (shape != Shape::Bishop) a |= forward_slides(g(), from, occ, false);
        emit_set(from, allowed(from, a & reach), shape, t);
        return;
      }
      case Shape::King: {
        Bitboard steps = g().adjacent[from] & ~g().closed & reach;
        if (check == Check::Pinned && from == ksq) {
          // The royal King: to squares no enemy reaches with it lifted off.
          const Bitboard lifted = occ ^ me;
          for (Bitboard b = steps; b;) {
            const Square to = pop_lsb(b);
            if (attackers_to(g(), pos, m, to, lifted, them)) steps &= ~bit(to);
          }
        } else if (!double_check) {
          steps = allowed(from, steps);
        } else {
          steps = 0;
        }
        emit_set(from, steps, shape, t);
        if (pos.piece(id).role == Role::King) castling(from, id);
        return;
      }
    }
  }

  // Pawns counted as sets (Sink::kOrdered false), when the board has not
  // turned and every Pawn moved is its mover's own, pinned ones aside.
  bool pawns_as_sets() const {
    const Step f = g().forward[at(us)];
    return f.df == 0 && f.dr == (us == Side::White ? 1 : -1) &&
           (check == Check::Pinned || (check == Check::Free && !m.exotic_control));
  }

  void count_pawns(Bitboard pawns) {
    const std::size_t u = at(us);
    const bool white = us == Side::White;
    auto up = [&](Bitboard b, int n) { return white ? b << n : b >> n; };
    const Bitboard last = rank_bb(white ? 7 : 0);
    // One by one: pinned Pawns, and those about to promote when a promoted
    // piece's properties must be resolved again.
    const Bitboard alone = pinned | (table.modified ? rank_bb(white ? 6 : 1) : 0);
    const Bitboard free_pawns = pawns & ~alone;
    for (Bitboard b = pawns & alone; b;) pawn(pop_lsb(b));
    if (!double_check) {
      auto tally = [&](Bitboard to) {
        to &= target_mask;
        sink.bulk(popcount(to & ~last) + 4 * popcount(to & last));
      };
      const Bitboard one = up(free_pawns & g().push_ok[u], 8) & ~occ;
      tally(one);
      const int home = white ? 0 : 7, second = white ? 1 : 6;
      const Bitboard doubles = rank_bb(second) | (s.profile == RulesProfile::Knightmare ? rank_bb(home) : 0);
      const Bitboard mid = up(free_pawns & doubles & g().push_ok[u], 8) & ~occ & g().push_ok[u];
      sink.bulk(popcount(up(mid, 8) & ~occ & target_mask));
      const Bitboard takers = free_pawns & m.capturers;
      const Bitboard caps = ~g().closed & victims_any(takers);
      tally(up(takers & g().diagonal_ok[u][0], white ? 7 : 9) & caps);
      tally(up(takers & g().diagonal_ok[u][1], white ? 9 : 7) & caps);
    }
    if (const auto ep = pos.en_passant())
      for (Bitboard b = free_pawns & g().pawn_attackers[u][*ep]; b;) en_passant(pop_lsb(b), *ep);
  }

  // What the (non-neutral) capturers among `movers` may take.
  Bitboard victims_any(Bitboard movers) const { return movers ? prey : 0; }

  void run() {
    setup_check();
    setup_prey();
    const Bitboard movers = m.controlled[at(us)] & pos.occupied();
    if constexpr (Sink::kOrdered) {
      for (int i = 0; i < pos.piece_count(); ++i) {
        const Piece& p = pos.piece(static_cast<PieceId>(i));
        if (p.zone == Zone::Board && (movers & bit(p.square))) piece(p.square, static_cast<PieceId>(i));
      }
    } else {
      const Bitboard pawns = movers & m.shape[at(Shape::Pawn)];
      const bool sets = pawns && !(pawns & m.neutral) && pawns_as_sets();
      if (sets) count_pawns(pawns);
      for (Shape sh : kShapes)
        for (Bitboard b = movers & m.shape[at(sh)] & (sets ? ~pawns : ~Bitboard{0}); b;) {
          const Square from = pop_lsb(b);
          piece_as(from, pos.piece_at(from), sh);
        }
    }
  }
};

template <class Sink>
void generate_with(const Search& s, const Position& pos, const PieceTable& table, Sink& sink) {
  TableGen<Sink> gen{
      s, pos, table, sink, board_masks(pos, table), pos.side_to_move(), ~pos.side_to_move(), pos.occupied()};
  gen.run();
}

// The PieceRules route, for a position beyond the tables.
void generate_reference(const Search& s, const Position& pos, MoveList& out) {
  generate_generic(pos, s.profile, EffectRules(s.effects), out);
}

// `table`: the position's, or nullptr when it is beyond the tables.
std::uint64_t count(const Search& s, const Position& pos, const PieceTable* table, int depth) {
  if (!table) {
    MoveList moves;
    generate_reference(s, pos, moves);
    if (depth == 1) return static_cast<std::uint64_t>(moves.size());
    std::uint64_t n = 0;
    for (const Move& mv : moves) {
      Position next = pos;
      next.play(mv);
      const auto t = resolve_pieces(next, s.effects);
      n += count(s, next, t ? &*t : nullptr, depth - 1);
    }
    return n;
  }
  if (depth == 1) {
    CountSink sink;
    generate_with(s, pos, *table, sink);
    return sink.n;
  }
  MoveList moves;
  ListSink sink{moves};
  generate_with(s, pos, *table, sink);
  std::uint64_t n = 0;
  for (const Move& mv : moves) {
    Position next = pos;
    next.play(mv);
    n += with_child_table(s, next, *table, mv,
                          [&](const PieceTable* t) { return count(s, next, t, depth - 1); });
  }
  return n;
}

}  // namespace

void generate_card_aware(const Position& pos, RulesProfile profile, const std::vector<Effect>& effects,
                         MoveList& out) {
  std::optional<BoardGeometry> storage;
  generate_card_aware(pos, profile, effects, resolve_geometry(pos, effects, storage), out);
}

void generate_card_aware(const Position& pos, RulesProfile profile, const std::vector<Effect>& effects,
                         const BoardGeometry* geo, MoveList& out) {
  const auto table = geo ? resolve_pieces(pos, effects) : std::nullopt;
  if (!table) {
    generate_generic(pos, profile, EffectRules(effects), out);
    return;
  }
  const Search s{profile, effects, *geo};
  ListSink sink{out};
  generate_with(s, pos, *table, sink);
}

bool in_check_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects) {
  std::optional<BoardGeometry> storage;
  return in_check_card_aware(pos, side, effects, resolve_geometry(pos, effects, storage));
}

bool in_check_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects,
                         const BoardGeometry* geo) {
  const auto table = geo ? resolve_pieces(pos, effects) : std::nullopt;
  if (!table) return in_check_generic(pos, side, EffectRules(effects));
  return in_check_at(*geo, effects, pos, side, *table);
}

bool any_king_in_check(const Position& pos, Side side, const std::vector<Effect>& effects) {
  return in_check_card_aware(pos, side, effects) || prince_in_check_generic(pos, side, EffectRules(effects));
}

bool exposed_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects) {
  std::optional<BoardGeometry> storage;
  return exposed_card_aware(pos, side, effects, resolve_geometry(pos, effects, storage));
}

bool exposed_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects,
                        const BoardGeometry* geo) {
  const auto table = geo ? resolve_pieces(pos, effects) : std::nullopt;
  if (!table) return exposed_generic(pos, side, EffectRules(effects));
  return exposed_at(*geo, effects, pos, side, *table);
}

bool tables_apply(const Position& pos, const std::vector<Effect>& effects) {
  std::optional<BoardGeometry> storage;
  return resolve_geometry(pos, effects, storage) && resolve_pieces(pos, effects);
}

std::uint64_t perft_card_aware(const Position& pos, RulesProfile profile, const std::vector<Effect>& effects,
                               int depth) {
  if (depth > kMaxPerftDepth) return 0;  // refused, as perft() does: the recursion is bounded
  if (depth <= 0) return 1;
  std::optional<BoardGeometry> storage;
  const BoardGeometry* geo = resolve_geometry(pos, effects, storage);
  if (!geo) {
    // One-way walls: the PieceRules route all the way.
    const EffectRules rules(effects);
    auto rec = [&](auto& self, const Position& p, int d) -> std::uint64_t {
      MoveList moves;
      generate_generic(p, profile, rules, moves);
      if (d == 1) return static_cast<std::uint64_t>(moves.size());
      std::uint64_t n = 0;
      for (const Move& mv : moves) {
        Position next = p;
        next.play(mv);
        n += self(self, next, d - 1);
      }
      return n;
    };
    return rec(rec, pos, depth);
  }
  const Search s{profile, effects, *geo};
  const auto table = resolve_pieces(pos, effects);
  return count(s, pos, table ? &*table : nullptr, depth);
}

}  // namespace kmr
