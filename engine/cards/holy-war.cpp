// HOLY WAR (KC1). Reference: shared/cards/cards.yaml, id holy-war.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef holy_war{
    .id = "holy-war",
    .name = "HOLY WAR",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one of your Knights and one of your Bishops. No piece is captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
