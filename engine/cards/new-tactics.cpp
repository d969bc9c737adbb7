// NEW TACTICS (KC2). Reference: shared/cards/cards.yaml, id new-tactics.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef new_tactics{
    .id = "new-tactics",
    .name = "NEW TACTICS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "unknown (presumably the end of the game unless cancelled)",
    .summary =
        "Pawns swap their two kinds of move: a Pawn's ordinary (non-capturing) move goes diagonally forward "
        "and its capture goes straight forward. Whether it covers all Pawns or only one side's is not known.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
