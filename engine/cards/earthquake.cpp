// EARTHQUAKE (KC1). Reference: shared/cards/cards.yaml, id earthquake.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef earthquake{
    .id = "earthquake",
    .name = "EARTHQUAKE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "end of the game (unless cancelled, e.g. by Peace Talks)",
    .summary =
        "Rotate the whole board 90 degrees either way. Pawns keep moving away from their owner in the new "
        "orientation; any Pawn now standing on its new last rank promotes (opponent's promotions first); "
        "Pawns on their new first rank may step one or two squares forward. If the effect is undone, rotate "
        "back under the same rules.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
