// SURVIVORS' REWARD (KC2). Reference: shared/cards/cards.yaml, id survivors-reward.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef survivors_reward{
    .id = "survivors-reward",
    .name = "SURVIVORS' REWARD",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Promotes your remaining Pawns at once wherever they stand (the ruling has a player with two last "
        "Pawns promoting both); the new pieces may be anything but a Queen. The exact condition is not "
        "known.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
