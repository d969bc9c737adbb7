// PACIFISM (KC1). Reference: shared/cards/cards.yaml, id pacifism.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace pacifism_card {
constexpr Timing kTiming[] = {Timing::BeforeMove};

// One of your pieces, not the King, may neither capture nor be captured
// (R15.1, R22.3). It is suspended while the piece is royal (COUP, R10.3).
Result play(CardPlay& p) {
  auto target = parts::own_target(p, false);
  if (!target) return p.reject(target.error(), "R8.3");
  p.add_effect({*target});
  return p.done("R10.1");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.can_capture = false;
  props.capturable = false;
  props.marks.set(Mark::Pacifist);
}

bool holds(const Effect& fx, const Game& game) { return !game.props(fx.targets.front()).royal; }

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: pacifism, target: d2}"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .holds = holds};
}  // namespace pacifism_card

extern const CardDef pacifism{
    .id = "pacifism",
    .name = "PACIFISM",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = pacifism_card::kTiming,
    .continuing = true,
    .ends_when = "the marked piece is removed from play",
    .summary =
        "Mark one of your pieces other than the King. For the rest of the game it may not capture anything "
        "and nothing may capture it.",
    .confidence = Confidence::High,
    .behaviour = &pacifism_card::kBehaviour,
};

}  // namespace kmr::cards
