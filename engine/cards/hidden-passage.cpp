// HIDDEN PASSAGE (KC1). Reference: shared/cards/cards.yaml, id hidden-passage.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef hidden_passage{
    .id = "hidden-passage",
    .name = "HIDDEN PASSAGE",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Teleport your King to any empty square on the board (it may not end in check).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
