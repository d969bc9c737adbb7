// Plain-chess legal move generator on bitboards: checkers and pins are
// computed once, so every generated move is legal without make/unmake.
#include "kmr/movegen.hpp"

namespace kmr {
namespace {

Bitboard attackers_to(const Position& pos, Square s, Side by, Bitboard occ) {
  const Bitboard them = pos.pieces(by);
  const Bitboard diag = pos.pieces(Role::Bishop) | pos.pieces(Role::Queen);
  const Bitboard orth = pos.pieces(Role::Rook) | pos.pieces(Role::Queen);
  return them & ((pawn_attacks(~by, s) & pos.pieces(Role::Pawn)) |
                 (knight_attacks(s) & pos.pieces(Role::Knight)) | (king_attacks(s) & pos.pieces(Role::King)) |
                 (bishop_attacks(s, occ) & diag) | (rook_attacks(s, occ) & orth));
}

void push_targets(MoveList& out, Square from, Bitboard targets) {
  while (targets) out.push(Move{from, pop_lsb(targets)});
}

void push_promotions(MoveList& out, Square from, Square to) {
  for (Role r : {Role::Queen, Role::Rook, Role::Bishop, Role::Knight})
    out.push(Move{from, to, MoveKind::Promotion, r});
}

template <Side Us>
void generate(const Position& pos, bool knightmare, MoveList& out) {
  constexpr Side Them = ~Us;
  constexpr int kUp = Us == Side::White ? 8 : -8;
  constexpr int kHome = Us == Side::White ? 0 : 7;
  const Bitboard last_rank = rank_bb(Us == Side::White ? 7 : 0);

  const Bitboard occ = pos.occupied();
  const Bitboard ours = pos.pieces(Us);
  const Bitboard theirs = pos.pieces(Them);
  const Square ksq = lsb(pos.pieces(Us, Role::King));
  const Bitboard checkers = attackers_to(pos, ksq, Them, occ);

  // King steps: the destination must be safe with the King lifted off.
  const Bitboard occ_no_king = occ ^ bit(ksq);
  for (Bitboard t = king_attacks(ksq) & ~ours; t;) {
    Square to = pop_lsb(t);
    if (!attackers_to(pos, to, Them, occ_no_king)) out.push(Move{ksq, to});
  }

  // Castling: fide forbids castling out of, through or into check; knightmare
  // only asks that the King be safe once castled (R18.1).
  if (ksq == make_square(4, kHome) && (!checkers || knightmare)) {
    const std::uint8_t rights = pos.castling() >> (Us == Side::White ? 0 : 2);
    for (bool kingside : {true, false}) {
      if (!(rights & (kingside ? 1 : 2))) continue;
      const Square rook = make_square(kingside ? 7 : 0, kHome);
      const Square kto = make_square(kingside ? 6 : 2, kHome);
      const Square rto = make_square(kingside ? 5 : 3, kHome);
      // The Rook must be there (R18.1): a right kept while it is lifted off
      // the board (INSUBSTANTIALITY) castles with nothing.
      if (!(ours & bit(rook))) continue;
      if (between(ksq, rook) & occ) continue;
      bool ok;
      if (knightmare) {
        const Bitboard after = (occ ^ bit(ksq) ^ bit(rook)) | bit(kto) | bit(rto);
        ok = !attackers_to(pos, kto, Them, after);
      } else {
        ok = true;
        for (Bitboard path = between(ksq, kto) | bit(kto); path && ok;)
          ok = !attackers_to(pos, pop_lsb(path), Them, occ);
      }
      if (ok) out.push(Move{ksq, kto, MoveKind::Castle});
    }
  }

  if (popcount(checkers) > 1) return;
  const Bitboard target_mask = checkers ? (between(ksq, lsb(checkers)) | checkers) : ~Bitboard{0};

  // Pieces pinned to the King may only move along the pin line.
  Bitboard pinned = 0;
  {
    const Bitboard snipers =
        ((rook_attacks(ksq, 0) & (pos.pieces(Role::Rook) | pos.pieces(Role::Queen))) |
         (bishop_attacks(ksq, 0) & (pos.pieces(Role::Bishop) | pos.pieces(Role::Queen)))) &
        theirs;
    for (Bitboard s = snipers; s;) {
      const Bitboard blockers = between(ksq, pop_lsb(s)) & occ;
      if (popcount(blockers) == 1) pinned |= blockers & ours;
    }
  }
  auto allowed = [&](Square from, Bitboard targets) {
    targets &= target_mask;
    if (pinned & bit(from)) targets &= line(ksq, from);
    return targets;
  };

  for (Bitboard b = pos.pieces(Us, Role::Knight) & ~pinned; b;) {
    Square from = pop_lsb(b);
    push_targets(out, from, knight_attacks(from) & ~ours & target_mask);
  }
  for (Bitboard b = pos.pieces(Us, Role::Bishop) | pos.pieces(Us, Role::Queen); b;) {
    Square from = pop_lsb(b);
    push_targets(out, from, allowed(from, bishop_attacks(from, occ) & ~ours));
  }
  for (Bitboard b = pos.pieces(Us, Role::Rook) | pos.pieces(Us, Role::Queen); b;) {
    Square from = pop_lsb(b);
    push_targets(out, from, allowed(from, rook_attacks(from, occ) & ~ours));
  }

  // Pawns, one by one: pins and promotions make set-wise generation no faster here.
  const Bitboard double_ranks = knightmare ? (rank_bb(kHome) | rank_bb(kHome + (Us == Side::White ? 1 : -1)))
                                           : rank_bb(kHome + (Us == Side::White ? 1 : -1));
  const auto ep = pos.en_passant();
  for (Bitboard b = pos.pieces(Us, Role::Pawn); b;) {
    const Square from = pop_lsb(b);
    const int to_rank = rank_of(from) + (Us == Side::White ? 1 : -1);
    if (to_rank < 0 || to_rank > 7) continue;  // a Pawn left on the far rank by a card cannot move
    const Square one = static_cast<Square>(from + kUp);
    Bitboard quiet = 0;
    if (!(occ & bit(one))) {
      quiet |= bit(one);
      if ((bit(from) & double_ranks) && !(occ & bit(static_cast<Square>(one + kUp)))) {
        const Square two = static_cast<Square>(one + kUp);
        if (allowed(from, bit(two))) out.push(Move{from, two, MoveKind::DoublePush});
      }
    }
    Bitboard targets = allowed(from, quiet | (pawn_attacks(Us, from) & theirs));
    while (targets) {
      const Square to = pop_lsb(targets);
      if (bit(to) & last_rank)
        push_promotions(out, from, to);
      else
        out.push(Move{from, to});
    }
    if (ep && (pawn_attacks(Us, from) & bit(*ep))) {
      // Rare: check legality by looking at the position after the capture.
      const Square victim = make_square(file_of(*ep), rank_of(from));
      const Bitboard after = (occ ^ bit(from) ^ bit(victim)) | bit(*ep);
      if (!(attackers_to(pos, ksq, Them, after) & ~bit(victim)))
        out.push(Move{from, *ep, MoveKind::EnPassant});
    }
  }
}

}  // namespace

bool plain_position(const Position& pos) {
  if (popcount(pos.pieces(Side::White, Role::King)) != 1 ||
      popcount(pos.pieces(Side::Black, Role::King)) != 1)
    return false;
  if (pos.pieces(Role::Princess)) return false;  // a piece plain chess does not know
  for (int i = 0; i < pos.piece_count(); ++i)
    if (!pos.piece(static_cast<PieceId>(i)).marks.empty()) return false;
  return true;
}

void generate_plain(const Position& pos, RulesProfile profile, MoveList& out) {
  const bool knightmare = profile == RulesProfile::Knightmare;
  if (pos.side_to_move() == Side::White)
    generate<Side::White>(pos, knightmare, out);
  else
    generate<Side::Black>(pos, knightmare, out);
}

bool attacked_plain(const Position& pos, Square s, Side by, Bitboard occupied) {
  return attackers_to(pos, s, by, occupied) != 0;
}

bool in_check_plain(const Position& pos, Side side) {
  Bitboard k = pos.pieces(side, Role::King);
  return k && attackers_to(pos, lsb(k), ~side, pos.occupied()) != 0;
}

}  // namespace kmr
