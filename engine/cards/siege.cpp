// SIEGE (KC1). Reference: shared/cards/cards.yaml, id siege.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace siege_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After the move, one of your Knights and one of your Rooks (`targets:`, in
// either order) exchange squares: a swap is a move of both (R23.4, R26.1),
// so the Rook loses its castling (R18). Transformed pieces answer to their
// base kind (R11.2).
Result play(CardPlay& p) {
  return parts::swap_targets(p, {.own = true, .kind = "knight"}, {.own = true, .kind = "rook"});
}

// Random play: a Knight and a Rook of his, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Own, "knight", pick::Whose::Own, "rook", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: siege, targets: [a1, b1]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace siege_card

extern const CardDef siege{
    .id = "siege",
    .name = "SIEGE",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = siege_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one of your Knights and one of your Rooks.",
    .confidence = Confidence::High,
    .behaviour = &siege_card::kBehaviour,
};

}  // namespace kmr::cards
