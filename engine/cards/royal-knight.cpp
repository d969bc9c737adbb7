// ROYAL KNIGHT (KC2). Reference: shared/cards/cards.yaml, id royal-knight.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace royal_knight_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// One of your Knights becomes a Royal Knight: it moves either as a Knight
// or one King step in any direction. It is not royal: check and mate do
// not apply to it (the name is the card's; nothing says it becomes a King).
// It answers to "knight" and "royal-knight" (R11.2). Suspended while the
// piece is not a Knight (REVELATION, R10.3). The card's timing is unknown:
// it is assumed playable in any window of its owner's own turn (R6.4).
Result play(CardPlay& p) { return parts::lay_on_knight(p, /*own=*/true); }

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.movement = standard_movement(Role::Knight);
  for (Step s : standard_movement(Role::King).leaps) props.movement.leaps.push_back(s);
  props.marks.set(Mark::RoyalKnight);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: royal-knight, target: d4}"},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .holds = parts::still_a_knight,
                                   .random_choices = pick::own_knight};
}  // namespace royal_knight_card

extern const CardDef royal_knight{
    .id = "royal-knight",
    .name = "ROYAL KNIGHT",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = royal_knight_card::kTiming,
    .continuing = true,
    .ends_when = "(inferred) the piece is captured or removed; suspended while it is not a Knight",
    .summary =
        "Choose one of your Knights: it turns into a Royal Knight and from then on may move either like a "
        "Knight or like a King (one step in any direction).",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: the Knight moves as a Knight or one King step; it is not royal, so check and mate do not "
        "apply to it.",
    .behaviour = &royal_knight_card::kBehaviour,
};

}  // namespace kmr::cards
