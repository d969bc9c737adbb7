// NEUTRALITY (KC1). Reference: shared/cards/cards.yaml, id neutrality.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace neutrality_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One enemy piece, not a King or a Queen, becomes neutral: either player may
// move it on his turn, it may capture pieces of either colour and check
// either King (R24.1, R15.2); cards about either side's pieces may act on it
// (R8.4, R24.2). A Prince is based on a King, so the exclusion covers it
// (R11.2). Suspended while the piece is royal (COUP, R24.3) or a Queen
// (promoted, R10.3); ends when the piece is lost (R10.4).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  const PieceProps props = p.props(*target);
  if (!p.is_enemy(*target))
    return p.reject(Cause::ChoiceWrong, "R8.3", "NEUTRALITY is played on an enemy piece");
  const Role role = p.position().piece(*target).role;
  if (props.royal || role == Role::King || role == Role::Queen)
    return p.reject(Cause::ChoiceWrong, "R8.3", "NEUTRALITY may not be played on a King or a Queen");
  p.add_effect({*target});
  return p.done("R24.1");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.controlled_by = {true, true};
  props.marks.set(Mark::Neutral);
}

// Neither a King nor a Queen may be neutral: a neutral Pawn promoted to a
// Queen suspends it too (R10.3).
bool holds(const Effect& fx, const Game& game) {
  const PieceId id = fx.targets.front();
  const Role role = game.position().piece(id).role;
  return !game.props(id).royal && role != Role::Queen && role != Role::King;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: neutrality, target: a7}"},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .holds = holds};
}  // namespace neutrality_card

extern const CardDef neutrality{
    .id = "neutrality",
    .name = "NEUTRALITY",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = neutrality_card::kTiming,
    .continuing = true,
    .ends_when = "the neutral piece is lost",
    .summary =
        "One enemy piece other than the King or Queen becomes neutral: either player may move it as his "
        "move on his own turn, it can give check to either King, and whenever moved it may capture pieces "
        "of either colour. Cards that affect friendly pieces or enemy pieces can affect it.",
    .confidence = Confidence::High,
    .behaviour = &neutrality_card::kBehaviour,
};

}  // namespace kmr::cards
