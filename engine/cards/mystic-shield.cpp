// MYSTIC SHIELD (KC1). Reference: shared/cards/cards.yaml, id mystic-shield.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The piece just moved (or, after a move of several pieces, the one named
// with `target:`) cannot be captured until the opponent's next turn ends.
// A King so shielded is not in check, since no capture is possible (R15.3).
Result play(CardPlay& p) {
  const TurnLog& log = p.game().turn_log();
  std::optional<PieceId> piece;
  for (const MoveRecord& m : log.moves) {
    if (p.position().piece(m.piece).owner != p.player() || p.position().piece(m.piece).zone != Zone::Board)
      continue;
    if (p.choices().target ? m.to == *p.choices().target && p.position().piece(m.piece).square == m.to : true)
      piece = m.piece;
  }
  if (!piece)
    return p.choices().target
               ? p.reject(Reason::IllegalTarget, "R8.3",
                          "no piece moved this turn stands on " + square_name(*p.choices().target))
               : p.reject(Reason::ConditionUnmet, "R6.4", "no piece of yours has moved this turn");
  p.add_lingering({*piece}, 2);  // this turn's end, then the opponent's
  return p.done("R15.3");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id == fx.targets.front()) props.capturable = false;
}

constexpr CardBehaviour kBehaviour{.choices = kChooseTarget, .play = play, .modify = modify};
}  // namespace

extern const CardDef mystic_shield{
    .id = "mystic-shield",
    .name = "MYSTIC SHIELD",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "The piece you just moved cannot be captured during the opponent's next turn. If you moved several "
        "pieces, designate one.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
