// CHAMPION (KC2). Reference: shared/cards/cards.yaml, id champion.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace champion_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Any Knight on the board, either side's, becomes a Champion: its leap is
// two squares one way and three the other instead of one and two. It
// answers to "knight" and "champion" (R11.2). Suspended while the piece is
// not a Knight (REVELATION, R10.3); ends when the Champion leaves the board.
Result play(CardPlay& p) { return parts::lay_on_knight(p, /*own=*/false); }

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.movement = standard_movement(Role::Knight);
  props.movement.leaps = {{2, 3}, {3, 2}, {3, -2}, {2, -3}, {-2, -3}, {-3, -2}, {-3, 2}, {-2, 3}};
  props.marks.set(Mark::Champion);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: champion, target: d4}"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .holds = parts::still_a_knight};
}  // namespace champion_card

extern const CardDef champion{
    .id = "champion",
    .name = "CHAMPION",
    .set = CardSet::KC2,
    .points = 3,
    .unique = std::nullopt,
    .timing = champion_card::kTiming,
    .continuing = true,
    .ends_when = "the Champion leaves the board",
    .summary =
        "Any one Knight on the board, yours or the opponent's, becomes a Champion (mark it). Instead of the "
        "usual Knight leap (the far corner of a 2x3 rectangle, a (1,2) jump) it leaps to the far corner of "
        "a 3x4 rectangle, i.e. a (2,3) jump.",
    .confidence = Confidence::High,
    .behaviour = &champion_card::kBehaviour,
};

}  // namespace kmr::cards
