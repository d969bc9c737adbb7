// TRUCE (KC1). Reference: shared/cards/cards.yaml, id truce.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef truce{
    .id = "truce",
    .name = "TRUCE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when =
        "a King is in check, or a stalemate occurs (then discard it and restart stalemate move counting)",
    .summary = "No captures of any kind may be made while it is in force.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
