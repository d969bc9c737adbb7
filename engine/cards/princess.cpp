// PRINCESS (KC2). Reference: shared/cards/cards.yaml, id princess.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef princess{
    .id = "princess",
    .name = "PRINCESS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Brings a new piece into play for you: the Princess, which moves like a Queen but only one or two "
        "squares at a time (commentator's description). She is a kind of piece of her own, not a "
        "transformed Queen. How and where she enters play is not known.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
