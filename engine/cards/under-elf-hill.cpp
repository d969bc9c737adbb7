// UNDER ELF HILL (KC1). Reference: shared/cards/cards.yaml, id under-elf-hill.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef under_elf_hill{
    .id = "under-elf-hill",
    .name = "UNDER ELF HILL",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take your King off the board. At the start of your next turn put it back on any empty edge square "
        "where it is not in check; it may not move that turn, but otherwise you take a normal turn.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
