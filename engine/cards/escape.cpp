// ESCAPE! (KC2). Reference: shared/cards/cards.yaml, id escape.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef escape{
    .id = "escape",
    .name = "ESCAPE!",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Moves one of your pieces back to its starting square (in the ruling, a Queen put at risk by FALSE "
        "ORDERS was returned to her starting square). Any further condition (a threatened piece, an empty "
        "square) is not known. This counts as moving that piece.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
