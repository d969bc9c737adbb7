// DOUBLE AGENTS (KC2). Reference: shared/cards/cards.yaml, id double-agents.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace double_agents_card {
constexpr Timing kTiming[] = {Timing::AnyTime};
}  // namespace double_agents_card

extern const CardDef double_agents{
    .id = "double-agents",
    .name = "DOUBLE AGENTS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = double_agents_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN - card text not found. An unofficial player summary says it may be played at any time "
        "(still subject to the one-card limit).",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
