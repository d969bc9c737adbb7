// MASQUERADE (KC1). Reference: shared/cards/cards.yaml, id masquerade.
#include <algorithm>
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace masquerade_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// One of your pieces other than a Pawn moves like a Queen as the turn's move
// (`move:`), without capturing. A Crab is a Pawn for this (R11.2). The piece
// only moves as if it were a Queen: it stays what it is (R11.5).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(id.error(), "R8.3");
  if (parts::piece_is(p.game(), *id, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R11.2", "MASQUERADE may not move a Pawn (a Crab is a Pawn)");
  return parts::move_like(p, *id, standard_movement(Role::Queen), "R26.1");
}

// Random play: a Queen-like slide of one of his pieces other than a Pawn to an empty square, three times in
// four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Square> mine = pick::pieces(g, by, pick::Whose::Own, "", /*kings=*/true);
  std::erase_if(mine, [&](Square s) { return parts::piece_is(g, g.position().piece_at(s), "pawn"); });
  const auto from = d.one(mine);
  if (!from) return;
  if (auto to = d.one(pick::slides_to_empty(g, *from, standard_movement(Role::Queen))))
    c.moves = {MoveRequest{*from, *to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: masquerade, move: b1b5}"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace masquerade_card

extern const CardDef masquerade{
    .id = "masquerade",
    .name = "MASQUERADE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = masquerade_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "One of your non-Pawn pieces moves like a Queen this turn. It may not capture.",
    .confidence = Confidence::High,
    .behaviour = &masquerade_card::kBehaviour,
};

}  // namespace kmr::cards
