// CATHEDRAL (KC1). Reference: shared/cards/cards.yaml, id cathedral.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace cathedral_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of your Rooks and one of your Bishops (`targets: [a, b]`, in either
// order) exchange squares; nothing is captured (R23.4). A Rook moved so
// loses its castling right (R18).
Result play(CardPlay& p) { return parts::swap_targets(p, {true, "rook"}, {true, "bishop"}); }

// Random play: a Rook and a Bishop of his, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Own, "rook", pick::Whose::Own, "bishop", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: cathedral, targets: [f1, h1]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace cathedral_card

extern const CardDef cathedral{
    .id = "cathedral",
    .name = "CATHEDRAL",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = cathedral_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Swap the squares of one of your Rooks and one of your Bishops. Reading: a piece a continuing effect "
        "holds in place is not swapped; a Rook swapped loses its castling right.",
    .confidence = Confidence::High,
    .behaviour = &cathedral_card::kBehaviour,
};

}  // namespace kmr::cards
