// BRIBERY (KC2). Reference: shared/cards/cards.yaml, id bribery.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef bribery{
    .id = "bribery",
    .name = "BRIBERY",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Usable when one of your Kings (a Prince, an Heir or a Warlord included) is threatened by an enemy "
        "piece other than a Queen, provided you have a captured piece of the same kind: that threatening "
        "piece goes over to you. It is taken off the board and is DEAD (not captured), and your captured "
        "piece of that kind is put on its square. Only a piece that has the King itself in range counts as "
        "threatening; pieces that merely cover squares around the King do not.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
