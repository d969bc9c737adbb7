// EYE FOR AN EYE (KC2). Reference: shared/cards/cards.yaml, id eye-for-an-eye.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace eye_for_an_eye_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace eye_for_an_eye_card

extern const CardDef eye_for_an_eye{
    .id = "eye-for-an-eye",
    .name = "EYE FOR AN EYE",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = eye_for_an_eye_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary = "UNKNOWN: no source we have describes this card yet.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
