// PALADIN (KC2). Reference: shared/cards/cards.yaml, id paladin.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace paladin_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of your Knights becomes a Paladin: each move is two Knight leaps in a
// row, made as one move, the first landing on an empty square, so only the
// second may capture; the single leap is gone (movement `leaps_twice`). A
// continuing effect, so it may give mate when played (R12.6). It answers to
// "knight" and "paladin" (R11.2). Suspended while the piece is not a Knight
// (REVELATION, R10.3); a later card's movement wins over it (COUP, R11.8).
// It ends when the Paladin leaves the board.
Result play(CardPlay& p) { return parts::lay_on_knight(p, /*own=*/true); }

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.movement = standard_movement(Role::Knight);
  props.movement.leaps_twice = true;
  props.marks.set(Mark::Paladin);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: paladin, target: e4}"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .holds = parts::still_a_knight,
    .random_choices = pick::own_knight};
}  // namespace paladin_card

extern const CardDef paladin{
    .id = "paladin",
    .name = "PALADIN",
    .set = CardSet::KC2,
    .points = 7,
    .unique = std::nullopt,
    .timing = paladin_card::kTiming,
    .continuing = true,
    .ends_when = "the Paladin is captured or otherwise leaves the board (suspended while it is not a Knight)",
    .summary =
        "One of your Knights becomes a Paladin. Its move is two Knight leaps in a row, made as one move; "
        "the square where the first leap lands must be empty, so only the second leap can capture. It does "
        "not keep the single Knight leap (every square it reaches is of the Knight's own square colour, 26 "
        "of them from the centre of an empty board).",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: each move of the Paladin is two Knight leaps in a row, the first to an empty square; the "
        "single leap is gone.",
    .behaviour = &paladin_card::kBehaviour,
};

}  // namespace kmr::cards
