// DEMOTION (KC2). Reference: shared/cards/cards.yaml, id demotion.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef demotion{
    .id = "demotion",
    .name = "DEMOTION",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Replace one enemy piece other than the King or Queen with one of the opponent's own captured (not "
        "dead) Pawns. Per the glossary meaning of \"replace\", the removed piece leaves play (treat it as "
        "captured, rules.md R23.3).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
