// DUBBING (KC1). Reference: shared/cards/cards.yaml, id dubbing.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace dubbing_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// One of your pieces, whatever it is, makes a Knight's leap as the turn's
// move, onto an empty square (`move:`). It moves only as if it were a Knight
// (R11.5): it stays what it is, and a Pawn so moved does not promote (R21.2).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(id.error(), "R8.3");
  return parts::move_like(p, *id, standard_movement(Role::Knight), "R26.1");
}

// Random play: a Knight's leap of one of his pieces to an empty square, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const auto from = d.one(pick::pieces(g, by, pick::Whose::Own, "", /*kings=*/true));
  if (!from) return;
  if (auto to = d.one(pick::slides_to_empty(g, *from, standard_movement(Role::Knight))))
    c.moves = {MoveRequest{*from, *to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: dubbing, move: d1c3}"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace dubbing_card

extern const CardDef dubbing{
    .id = "dubbing",
    .name = "DUBBING",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = dubbing_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "One of your pieces makes a Knight's leap this turn. It may not capture.",
    .confidence = Confidence::High,
    .behaviour = &dubbing_card::kBehaviour,
};

}  // namespace kmr::cards
