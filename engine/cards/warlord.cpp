// WARLORD (KC2). Reference: shared/cards/cards.yaml, id warlord.
#include <algorithm>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace warlord_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Kings (your royal pieces, a Knight made
// King by COUP too; `target:` when you have several, R25.4) becomes a
// Warlord, moving as a King whatever it moved like before (R11.8): it walks
// up to two King steps a turn, in any directions, through empty squares, a
// capture ending the walk (so it threatens every square such a walk
// reaches, R15.1). A Warlord still castles, through check too, as any
// King may in Knightmare Chess (Official Rulings 3-W; R18). The effect lasts until the Warlord
// is lost (captured) or the game ends; a Warlord that dies by being
// replaced (BRIBERY) leaves the effect on the King put in its place (R11.7
// as read in the B rulings).
Result play(CardPlay& p) {
  const Game& g = p.game();
  const Position& pos = p.position();
  std::vector<PieceId> kings;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone == Zone::Board && pos.piece(id).owner == p.player() && g.is_king(id))
      kings.push_back(id);
  }
  PieceId king = kNoPiece;
  if (p.choices().target) {
    const PieceId at = pos.piece_at(*p.choices().target);
    if (std::find(kings.begin(), kings.end(), at) == kings.end())
      return p.reject(Cause::ChoiceWrong, "R8.3", "WARLORD is played on one of your Kings");
    king = at;
  } else if (kings.size() == 1) {
    king = kings.front();
  } else {
    return kings.empty()
               ? p.reject(Cause::GameCondition, "R25.4", "you have no King on the board")
               : p.reject(Cause::ChoiceMissing, "R25.4", "you have several Kings: name one (target:)");
  }
  p.add_effect({king});
  p.counts_as_move();
  return p.done("R11.1");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  // A King's steps, whatever the piece moved like before (a Knight made King
  // by COUP): the later effect sets the movement (R11.8, R14.3).
  props.movement = standard_movement(Role::King);
  props.movement.walk = 2;
  props.marks.set(Mark::Warlord);
}

bool ended(const Effect& fx, const Game& game) {
  return game.position().piece(fx.targets.front()).zone == Zone::Captured;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .example = "{play: warlord, target: d4}",
                                               .note = "target: the King, needed when he has several"},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .ended = ended};
}  // namespace warlord_card

extern const CardDef warlord{
    .id = "warlord",
    .name = "WARLORD",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = warlord_card::kTiming,
    .continuing = true,
    .ends_when = "the Warlord leaves play (lost), or the game is over",
    .summary =
        "Your King becomes a Warlord (with more than one King, choose one and mark it). From now on it may "
        "make up to two King steps per turn, in any mix of directions; a capture ends its movement at once. "
        "Playing the card is your move for the turn.",
    .confidence = Confidence::High,
    .behaviour = &warlord_card::kBehaviour,
};

}  // namespace kmr::cards
