// BLACK WIDOW (KC2). Reference: shared/cards/cards.yaml, id black-widow.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef black_widow{
    .id = "black-widow",
    .name = "BLACK WIDOW",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Inferred) Probably exchanges the squares of your Queen and the opponent's Queen. In the only "
        "ruling, playing it on White's first turn put both Kings in check and left the Black King able to "
        "take the White Queen, which is what a Queen swap does from the opening position.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
