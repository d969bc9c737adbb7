// DEATH DANCE (KC2). Reference: shared/cards/cards.yaml, id death-dance.
#include <algorithm>
#include <cstdlib>
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace death_dance_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your pieces and an enemy piece on a square
// next to it, orthogonally or diagonally (`targets: [yours, his]`, either
// order), exchange squares (R23.4): a swap, not a capture. A swap is a
// move of both (R26.1), so a piece that may not move cannot take part
// (R14.3). Reading: the text names no exception, so a King may take part,
// subject like any card to the Checkmate and Check Rules (R12, R13).
Result play(CardPlay& p) {
  auto two = parts::two_targets(p);
  if (!two) return p.reject(two.error(), "R8.3");
  auto [a, b] = *two;
  const Position& pos = p.position();
  auto mine = [&](PieceId id) { return parts::is_own(p, id); };
  if (!mine(a)) std::swap(a, b);
  if (!mine(a) || !p.is_enemy(b) || a == b)  // a NEUTRAL piece is either (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "DEATH DANCE swaps one of your pieces with an enemy piece");
  const Square sa = pos.piece(a).square, sb = pos.piece(b).square;
  const int df = file_of(sa) - file_of(sb), dr = rank_of(sa) - rank_of(sb);
  if (df < -1 || df > 1 || dr < -1 || dr > 1)
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    "the enemy piece on " + square_name(sb) + " is not next to " + square_name(sa));
  Result r = p.swap(a, b, "R23.4");
  if (!r.ok()) return r;
  p.counts_as_move();
  return r;
}

// Random play: one of his pieces and an enemy piece next to it, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  std::vector<std::pair<Square, Square>> pairs;
  for (Square mine : pick::pieces(g, by, pick::Whose::Own, "", /*kings=*/true))
    for (Square his : pick::pieces(g, by, pick::Whose::Enemy, "", /*kings=*/true))
      if (std::abs(file_of(mine) - file_of(his)) <= 1 && std::abs(rank_of(mine) - rank_of(his)) <= 1 &&
          pos.piece(pos.piece_at(his)).owner == ~by)
        pairs.emplace_back(mine, his);
  if (auto pr = d.one(pairs)) c.targets = {pr->first, pr->second};
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: death-dance, targets: [d4, e5]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace death_dance_card

extern const CardDef death_dance{
    .id = "death-dance",
    .name = "DEATH DANCE",
    .set = CardSet::KC2,
    .points = 6,
    .unique = std::nullopt,
    .timing = death_dance_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Exchange the squares of one of your pieces and an enemy piece standing next to it (orthogonally or "
        "diagonally). This is a swap, not a capture. Reading: the text names no exception, so a King may "
        "take "
        "part (the Checkmate and Check Rules still apply).",
    .confidence = Confidence::High,
    .reading =
        "The text names no exception, so a King may take part in the swap, under the Checkmate and Check "
        "Rules like any card.",
    .behaviour = &death_dance_card::kBehaviour,
};

}  // namespace kmr::cards
