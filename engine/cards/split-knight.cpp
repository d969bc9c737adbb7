// SPLIT KNIGHT (KC1). Reference: shared/cards/cards.yaml, id split-knight.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef split_knight{
    .id = "split-knight",
    .name = "SPLIT KNIGHT",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Usable when one of your Knights attacks two or more enemy pieces: capture any number of them (at "
        "least two) at once without moving the Knight; then the Knight itself is removed and counts as "
        "captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
