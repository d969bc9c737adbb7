// SECOND SIGHT (KC2). Reference: shared/cards/cards.yaml, id second-sight.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef second_sight{
    .id = "second-sight",
    .name = "SECOND SIGHT",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN - card text not found. An unofficial player summary lists it among the cards played right "
        "after the opponent's turn (with CHAOS, BOG, TOLL and FOG OF WAR).",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
