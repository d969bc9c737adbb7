// TREASON (KC1). Reference: shared/cards/cards.yaml, id treason.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace treason_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After the move, one enemy Rook and one enemy Knight (`targets:`, in either
// order) exchange squares: a swap is a move of both (R23.4, R26.1), so the
// Rook loses its castling (R18). Transformed pieces answer to their base
// kind (R11.2).
Result play(CardPlay& p) {
  return parts::swap_targets(p, {.own = false, .kind = "rook"}, {.own = false, .kind = "knight"});
}

// Random play: an enemy Rook and an enemy Knight, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Enemy, "rook", pick::Whose::Enemy, "knight", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: treason, targets: [a8, b8]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace treason_card

extern const CardDef treason{
    .id = "treason",
    .name = "TREASON",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = treason_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one enemy Rook and one enemy Knight.",
    .confidence = Confidence::High,
    .behaviour = &treason_card::kBehaviour,
};

}  // namespace kmr::cards
