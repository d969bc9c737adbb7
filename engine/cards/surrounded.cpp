// SURROUNDED (KC2). Reference: shared/cards/cards.yaml, id surrounded.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef surrounded{
    .id = "surrounded",
    .name = "SURROUNDED",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "An enemy piece that is surrounded (the exact condition is not known) is replaced by the same kind "
        "of piece in your colour. The new piece need not be one of your captured pieces: another set or a "
        "proxy will do.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
