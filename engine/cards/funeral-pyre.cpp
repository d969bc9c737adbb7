// FUNERAL PYRE (KC2). Reference: shared/cards/cards.yaml, id funeral-pyre.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef funeral_pyre{
    .id = "funeral-pyre",
    .name = "FUNERAL PYRE",
    .set = CardSet::KC2,
    .points = 10,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Every piece now in either player's captured box becomes DEAD: no card can return it or use it as a "
        "replacement. Pieces captured later are not affected.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
