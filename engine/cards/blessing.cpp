// BLESSING (KC1). Reference: shared/cards/cards.yaml, id blessing.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace blessing_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Any one of your pieces moves like a Bishop, any distance diagonally over
// empty squares, as the turn's move (`move:`), without capturing. It stays
// what it is (R11.5), and a Pawn so moved does not promote (R21.2).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(id.error(), "R8.3");
  return parts::move_like(p, *id, standard_movement(Role::Bishop), "R26.1");
}

// Random play: a diagonal slide of one of his pieces to an empty square, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const auto from = d.one(pick::pieces(g, by, pick::Whose::Own, "", /*kings=*/true));
  if (!from) return;
  if (auto to = d.one(pick::slides_to_empty(g, *from, standard_movement(Role::Bishop))))
    c.moves = {MoveRequest{*from, *to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: blessing, move: a1c3}"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace blessing_card

extern const CardDef blessing{
    .id = "blessing",
    .name = "BLESSING",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = blessing_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Any one of your pieces moves like a Bishop (any distance diagonally) this turn. No capture.",
    .confidence = Confidence::High,
    .behaviour = &blessing_card::kBehaviour,
};

}  // namespace kmr::cards
