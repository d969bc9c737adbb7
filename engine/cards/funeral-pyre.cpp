// FUNERAL PYRE (KC2). Reference: shared/cards/cards.yaml, id funeral-pyre.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace funeral_pyre_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Every piece in either captured box now dies; pieces captured later are
// captured as usual, since this is no continuing effect (R22.5). With both
// boxes empty it finds nothing as it resolves: spent with no effect (R5.3a).
Result play(CardPlay& p) {
  const Position& pos = p.position();
  int n = 0;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone != Zone::Captured) continue;
    p.kill(id);
    ++n;
  }
  if (n == 0) return Result::no_effect(Cause::GameCondition, "R5.3a", "no captured piece to make dead");
  p.events(std::to_string(n) + " captured pieces die");
  return p.done("R22.5");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: funeral-pyre}"}, .doors = {Door::Removal}, .play = play};
}  // namespace funeral_pyre_card

extern const CardDef funeral_pyre{
    .id = "funeral-pyre",
    .name = "FUNERAL PYRE",
    .set = CardSet::KC2,
    .points = 10,
    .unique = std::nullopt,
    .timing = funeral_pyre_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Every piece now in either player's captured box becomes DEAD: no card can return it or use it as a "
        "replacement. Pieces captured later are not affected.",
    .confidence = Confidence::High,
    .behaviour = &funeral_pyre_card::kBehaviour,
};

}  // namespace kmr::cards
