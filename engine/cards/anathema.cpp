// ANATHEMA (KC1). Reference: shared/cards/cards.yaml, id anathema.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace anathema_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One enemy Bishop and one enemy Rook (`targets: [a, b]`, in either order)
// exchange squares; nothing is captured (R23.4).
Result play(CardPlay& p) { return parts::swap_targets(p, {false, "bishop"}, {false, "rook"}); }

// Random play: an enemy Bishop and an enemy Rook, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Enemy, "bishop", pick::Whose::Enemy, "rook", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: anathema, targets: [h8, c8]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace anathema_card

extern const CardDef anathema{
    .id = "anathema",
    .name = "ANATHEMA",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = anathema_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Swap the squares of one enemy Bishop and one enemy Rook. Not a capture. Reading: a piece a "
        "continuing effect holds in place is not swapped.",
    .confidence = Confidence::High,
    .behaviour = &anathema_card::kBehaviour,
};

}  // namespace kmr::cards
