// TOURNAMENT (KC1). Reference: shared/cards/cards.yaml, id tournament.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace tournament_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, one of your Knights and one enemy Knight (`targets:`,
// in either order) exchange squares. A swap is a move of both (R23.4,
// R26.1); a transformed Knight (PALADIN) is still a Knight (R11.2).
Result play(CardPlay& p) {
  Result r = parts::swap_targets(p, {.own = true, .kind = "knight"}, {.own = false, .kind = "knight"});
  if (!r.ok()) return r;
  p.counts_as_move();
  return r;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: tournament, targets: [b1, d5]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = pick::own_and_enemy_knight};
}  // namespace tournament_card

extern const CardDef tournament{
    .id = "tournament",
    .name = "TOURNAMENT",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = tournament_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one of your Knights and one enemy Knight.",
    .confidence = Confidence::High,
    .behaviour = &tournament_card::kBehaviour,
};

}  // namespace kmr::cards
