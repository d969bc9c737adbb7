// MARTYR (KC2). Reference: shared/cards/cards.yaml, id martyr.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace martyr_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// The Bishop counterpart of SPLIT KNIGHT: as the turn's move, one of your
// Bishops (`target:`) captures, without moving, two or more enemy pieces it
// threatens (`targets:`); then it is captured itself (R22.1). A Bishop that
// threatens nothing cannot (R15.1), an immune piece is not taken (R22.3), a
// King never (R12.1), and the Checkmate Rule holds (R12).
Result play(CardPlay& p) { return parts::capture_many_then_fall(p, "bishop"); }

// Random play: one of his Bishops and two enemy pieces it threatens, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::threatening_piece(g, by, d, "bishop", c);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget | kChooseTargets,
                                               .required = kChooseTarget | kChooseTargets,
                                               .example = "{play: martyr, target: d4, targets: [b6, f6]}"},
                                   .doors = {Door::Capture},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace martyr_card

extern const CardDef martyr{
    .id = "martyr",
    .name = "MARTYR",
    .set = CardSet::KC2,
    .points = 7,
    .unique = std::nullopt,
    .timing = martyr_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "The Bishop counterpart of SPLIT KNIGHT: when one of your Bishops could capture two or more enemy "
        "pieces, take as many of them as you like (at least two) without moving it; then the Bishop itself "
        "is removed and counts as captured.",
    .confidence = Confidence::High,
    .behaviour = &martyr_card::kBehaviour,
};

}  // namespace kmr::cards
