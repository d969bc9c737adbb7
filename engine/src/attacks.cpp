// Builds the attack tables: leapers directly, sliders with magic bitboards
// (multipliers in magics.hpp).
#include <array>
#include <memory>

#include "kmr/bitboard.hpp"
#include "magics.hpp"

namespace kmr {
namespace {

struct Delta {
  int df, dr;
};
constexpr std::array<Delta, 4> kBishopDirs{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<Delta, 4> kRookDirs{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

template <std::size_t N>
Bitboard slide(Square s, Bitboard occupied, const std::array<Delta, N>& dirs) {
  Bitboard out = 0;
  for (auto d : dirs) {
    int f = file_of(s) + d.df, r = rank_of(s) + d.dr;
    while (on_board(f, r)) {
      Square t = make_square(f, r);
      out |= bit(t);
      if (occupied & bit(t)) break;
      f += d.df;
      r += d.dr;
    }
  }
  return out;
}

template <std::size_t N>
Bitboard leaps(Square s, const std::array<Delta, N>& deltas) {
  Bitboard out = 0;
  for (auto d : deltas) {
    int f = file_of(s) + d.df, r = rank_of(s) + d.dr;
    if (on_board(f, r)) out |= bit(make_square(f, r));
  }
  return out;
}

// Relevant occupancy: the slide squares minus the board edges they end on.
template <std::size_t N>
Bitboard relevant_mask(Square s, const std::array<Delta, N>& dirs) {
  Bitboard edges =
      ((kRank1 | rank_bb(7)) & ~rank_bb(rank_of(s))) | ((kFileA | kFileH) & ~file_bb(file_of(s)));
  return slide(s, 0, dirs) & ~edges;
}

template <std::size_t N>
void init_magics(AttackTables& t, Magic (&magics)[64], const std::uint64_t (&multipliers)[64],
                 const std::array<Delta, N>& dirs, std::uint32_t& offset) {
  for (Square s = 0; s < 64; ++s) {
    Magic& m = magics[s];
    m.mask = relevant_mask(s, dirs);
    m.magic = multipliers[s];
    m.shift = static_cast<unsigned>(64 - popcount(m.mask));
    m.offset = offset;
    Bitboard b = 0;
    do {  // Carry-Rippler: every subset of the mask.
      t.slides[m.index(b)] = slide(s, b, dirs);
      b = (b - m.mask) & m.mask;
    } while (b);
    offset += 1u << popcount(m.mask);
  }
}

std::unique_ptr<AttackTables> build() {
  auto t = std::make_unique<AttackTables>();
  constexpr std::array<Delta, 8> kKnight{
      {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
  constexpr std::array<Delta, 8> kKing{
      {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}};
  constexpr std::array<Delta, 2> kWhitePawn{{{1, 1}, {-1, 1}}};
  constexpr std::array<Delta, 2> kBlackPawn{{{1, -1}, {-1, -1}}};
  for (Square s = 0; s < 64; ++s) {
    t->knight[s] = leaps(s, kKnight);
    t->king[s] = leaps(s, kKing);
    t->pawn[0][s] = leaps(s, kWhitePawn);
    t->pawn[1][s] = leaps(s, kBlackPawn);
  }
  std::uint32_t offset = 0;
  init_magics(*t, t->rook, kRookMagics, kRookDirs, offset);
  init_magics(*t, t->bishop, kBishopMagics, kBishopDirs, offset);
  for (Square a = 0; a < 64; ++a) {
    for (Square b = 0; b < 64; ++b) {
      t->between[a][b] = t->line[a][b] = 0;
      if (a == b) continue;
      for (const auto* dirs : {&kRookDirs, &kBishopDirs}) {
        if (slide(a, 0, *dirs) & bit(b)) {
          t->line[a][b] = (slide(a, 0, *dirs) & slide(b, 0, *dirs)) | bit(a) | bit(b);
          t->between[a][b] = slide(a, bit(b), *dirs) & slide(b, bit(a), *dirs);
        }
      }
    }
  }
  return t;
}

}  // namespace

// Built during static initialisation and never freed or written again.
const AttackTables& kAttacks = *build().release();

}  // namespace kmr
