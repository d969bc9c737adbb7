// MEDUSA (KC2). Reference: shared/cards/cards.yaml, id medusa.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace medusa_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// Continuing: one enemy piece (`target:`), not a Queen, is turned to stone
// and may not move at all (R14.3). A swap is a move (Official Rulings 2003,
// 3-M), so swapping cards cannot move it either, and a piece that cannot
// move threatens nothing and gives no check (R15.1). It may still be
// captured. While the piece is a Queen (promoted) the effect is suspended
// (R10.3); it ends when the piece leaves the board (R10.4). Readings: it may
// not be laid on a King either (a player's report, low confidence), and its
// timing being unknown, it is played in any window of its owner's own turn
// (R6.4).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  if (!p.is_enemy(*target))  // a NEUTRAL piece counts (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "MEDUSA is played on an enemy piece");
  if (p.is_king(*target)) return p.reject(Cause::ChoiceWrong, "R8.3", "MEDUSA may not be played on a King");
  if (p.position().piece(*target).role == Role::Queen)
    return p.reject(Cause::ChoiceWrong, "R8.3", "MEDUSA may not be played on a Queen");
  p.add_effect({*target});
  return p.done("R10.1");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.can_move = false;
  props.marks.set(Mark::Medusa);
}

bool holds(const Effect& fx, const Game& game) {
  return game.position().piece(fx.targets.front()).role != Role::Queen;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: medusa, target: d5}"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .holds = holds};
}  // namespace medusa_card

extern const CardDef medusa{
    .id = "medusa",
    .name = "MEDUSA",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = medusa_card::kTiming,
    .continuing = true,
    .ends_when = "(inferred) the petrified piece leaves the board, or the card is cancelled",
    .summary =
        "One enemy piece other than a Queen (and, as we read it, other than a King) is turned to stone: it "
        "may not move at all while the effect lasts, and a swap counts as a move, so swap cards may not move "
        "it "
        "either. If the piece becomes a Queen (by promotion), the effect is suspended. Timing assumed: any "
        "window of its owner's own turn.",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: it may not be laid on a King either (a player's report), and a swap is a move, so no "
        "swapping card moves the stone piece.",
    .behaviour = &medusa_card::kBehaviour,
};

}  // namespace kmr::cards
