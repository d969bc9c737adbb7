// FORTIFICATION (KC1). Reference: shared/cards/cards.yaml, id fortification.
#include <array>
#include <cstdlib>
#include <optional>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace fortification_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// A wall two squares long along the lines of the board (the rulings show
// one card walling off two pairs of squares, straight or bent round a
// corner). `wall: A-B` names it: for A and B side by side, the wall runs
// between them and on, one square further, toward the h-file or the 8th
// rank (d4-d5: between d4/d5 and e4/e5); for A and B diagonal neighbours,
// it bends round A's corner toward B (e5-d4: between e5/d5 and e5/e4). No
// step crosses it; a diagonal step through a corner is stopped only where
// this one wall's two edges meet and separate the two squares; a Knight's
// leap jumps it (R14). The engine's move generation asks every effect.
struct Edge {
  Square a, b;
};

bool adjacent(Square a, Square b) {
  const int df = std::abs(file_of(a) - file_of(b)), dr = std::abs(rank_of(a) - rank_of(b));
  return df <= 1 && dr <= 1 && df + dr > 0;
}

// The wall's two edges, or nothing when `wall:` names no wall.
std::optional<std::array<Edge, 2>> edges(Square a, Square b) {
  if (!adjacent(a, b)) return std::nullopt;
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  if (df != 0 && dr != 0)  // bent round a's corner toward b
    return std::array<Edge, 2>{Edge{a, make_square(file_of(b), rank_of(a))},
                               Edge{a, make_square(file_of(a), rank_of(b))}};
  // straight: the same edge one square along, toward the h-file or rank 8
  const int sf = df == 0 ? 1 : 0, sr = dr == 0 ? 1 : 0;
  if (!on_board(file_of(a) + sf, rank_of(a) + sr) || !on_board(file_of(b) + sf, rank_of(b) + sr))
    return std::nullopt;
  return std::array<Edge, 2>{Edge{a, b}, Edge{make_square(file_of(a) + sf, rank_of(a) + sr),
                                              make_square(file_of(b) + sf, rank_of(b) + sr)}};
}

bool same_edge(Edge e, Square x, Square y) { return (e.a == x && e.b == y) || (e.a == y && e.b == x); }

Result play(CardPlay& p) {
  const auto& wall = p.choices().wall;
  if (!wall || !edges(wall->first, wall->second))
    return p.reject(Cause::ChoiceWrong, "R8.3", "FORTIFICATION needs a wall along the board's lines (wall:)");
  p.add_effect({});
  return p.done("R10.1");
}

bool blocks_step(const Effect& fx, Square from, Square to) {
  const auto e = edges(fx.choices.wall->first, fx.choices.wall->second);
  if (!e) return false;
  const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
  if (df == 0 || dr == 0) return same_edge((*e)[0], from, to) || same_edge((*e)[1], from, to);
  // Diagonal: the corner shared by from, to, p and q.
  const Square p = make_square(file_of(from), rank_of(to)), q = make_square(file_of(to), rank_of(from));
  auto at_corner = [&](Edge x) {
    return same_edge(x, from, p) || same_edge(x, from, q) || same_edge(x, to, p) || same_edge(x, to, q);
  };
  if (!at_corner((*e)[0]) || !at_corner((*e)[1])) return false;
  // Both edges meet here: they separate from and to unless they only fence
  // off p or q.
  auto touches = [&](Edge x, Square s) { return x.a == s || x.b == s; };
  for (Square s : {p, q})
    if (touches((*e)[0], s) && touches((*e)[1], s)) return false;
  return true;
}

bool ended(const Effect&, const Game&) { return false; }

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseWall,
                                               .required = kChooseWall,
                                               .example = "{play: fortification, wall: e4-e5}"},
                                   .play = play,
                                   .ended = ended,
                                   .blocks_step = blocks_step};
}  // namespace fortification_card

extern const CardDef fortification{
    .id = "fortification",
    .name = "FORTIFICATION",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = fortification_card::kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "Place a wall on the boundary between any two orthogonally or diagonally adjacent squares. No move "
        "may cross that boundary except a Knight-style leap or a card effect that explicitly jumps a piece.",
    .confidence = Confidence::High,
    .behaviour = &fortification_card::kBehaviour,
};

}  // namespace kmr::cards
