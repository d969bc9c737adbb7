// SPOILS OF WAR (KC2). Reference: shared/cards/cards.yaml, id spoils-of-war.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef spoils_of_war{
    .id = "spoils-of-war",
    .name = "SPOILS OF WAR",
    .set = CardSet::KC2,
    .points = 7,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Play it right after one of your pieces captures an enemy piece: the capturing piece turns for good "
        "into a piece of the captured kind (a Pawn that took a Knight becomes a Knight).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
