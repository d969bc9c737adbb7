// CURSE (KC1). Reference: shared/cards/cards.yaml, id curse.
#include <algorithm>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace curse_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One enemy Queen, Bishop or Rook (`target:`, never a King) slides at
// most two squares a move for as long as it lives, in its usual directions.
// Only its slides are shortened: leaps (an AMAZON's Knight moves) keep their
// reach (R14.3). Held while the piece is one of those three kinds (R10.3);
// ends when it leaves the board (R10.4).
bool cursable(const Game& g, PieceId id) {
  return parts::piece_is(g, id, "queen") || parts::piece_is(g, id, "bishop") ||
         parts::piece_is(g, id, "rook");
}

Result play(CardPlay& p) {
  auto id = p.target_piece();
  if (!id) return p.reject(id.error(), "R8.3");
  const PieceProps props = p.props(*id);
  if (!p.is_enemy(*id) || props.royal || p.is_king(*id) || !cursable(p.game(), *id))
    return p.reject(Cause::ChoiceWrong, "R8.3", "CURSE is played on an enemy Queen, Bishop or Rook");
  p.add_effect({*id});
  return p.done("R10.1");
}

void shorten(Movement& m) {
  for (Slide& s : m.slides) s.max_range = s.max_range == 0 ? 2 : std::min<std::uint8_t>(s.max_range, 2);
  for (Movement& part : m.parts) shorten(part);
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id == fx.targets.front()) shorten(props.movement);
}

bool holds(const Effect& fx, const Game& game) { return cursable(game, fx.targets.front()); }

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: curse, target: a8}"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .holds = holds};
}  // namespace curse_card

extern const CardDef curse{
    .id = "curse",
    .name = "CURSE",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = curse_card::kTiming,
    .continuing = true,
    .ends_when = "the cursed piece is captured",
    .summary =
        "Mark one enemy Queen, Bishop or Rook. For the rest of the game it may move at most one or two "
        "squares per move (same directions as normal). Reading: only sliding moves are shortened, to two "
        "squares; leaps (an AMAZON's Knight moves) keep their reach; the effect is suspended while the piece "
        "is not a Queen, Bishop or Rook.",
    .confidence = Confidence::High,
    .behaviour = &curse_card::kBehaviour,
};

}  // namespace kmr::cards
