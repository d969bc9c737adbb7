// LONG JUMP (KC1). Reference: shared/cards/cards.yaml, id long-jump.
#include <algorithm>
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace long_jump_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, one of the player's Knights (`move:` from its square)
// is set down on any empty square of the other colour than the one it
// stands on (R26.1: a move by card). It captures nothing. A Knight held by
// a continuing effect stays (R14.3); a closed square cannot be reached
// (FORBIDDEN CITY, R14.6).
Result play(CardPlay& p) {
  auto knight = parts::card_mover_of(p, "knight");
  if (!knight) return p.reject(knight.error(), "R8.3");
  const MoveRequest& m = p.choices().moves.front();
  if (m.promotion) return p.reject(Cause::ChoiceWrong, "R21.2", "LONG JUMP promotes nothing");
  const auto colour = [](Square s) { return (file_of(s) + rank_of(s)) % 2; };
  if (colour(m.from) == colour(m.to))
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    square_name(m.to) + " is of the colour the Knight stands on; LONG JUMP changes colour");
  if (p.position().piece_at(m.to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R8.3",
                    square_name(m.to) + " is occupied; LONG JUMP captures nothing");
  if (p.closed(m.to))
    return p.reject(Cause::SquareClosed, "R14.6",
                    square_name(m.to) + " is closed to every piece (" + closing_effect(p.game(), m.to) + ")");
  Result r = p.card_move(*knight, m.to, /*may_capture=*/false, "R26.1");
  if (!r.ok()) return r;
  p.counts_as_move();
  return p.done("R26.1");
}

// Random play: one of his Knights and an empty square of the other colour, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const auto from = d.one(pick::pieces(g, by, pick::Whose::Own, "knight"));
  if (!from) return;
  std::vector<Square> empty = pick::empty_squares(g);
  std::erase_if(empty, [&](Square s) {
    return (file_of(s) + rank_of(s)) % 2 == (file_of(*from) + rank_of(*from)) % 2;
  });
  if (auto to = d.one(empty)) c.moves = {MoveRequest{*from, *to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: long-jump, move: b1d4}"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace long_jump_card

extern const CardDef long_jump{
    .id = "long-jump",
    .name = "LONG JUMP",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = long_jump_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Teleport one of your Knights to any empty square of the other square colour than the one it stands "
        "on. No capture.",
    .confidence = Confidence::High,
    .behaviour = &long_jump_card::kBehaviour,
};

}  // namespace kmr::cards
