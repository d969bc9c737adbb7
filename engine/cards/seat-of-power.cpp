// SEAT OF POWER (KC2). Reference: shared/cards/cards.yaml, id seat-of-power.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};

// A marked square (`square:`): a piece that begins a move there may also
// move, and capture, as a Queen would from it (R26.4). It changes moves
// made from the square, not a jump that passes through it (a PALADIN's
// first leap). How the square is chosen, when the card is played and how
// long it lasts are not known: it is assumed playable in any window of its
// owner's own turn (R6.4), and it stays in play.
Result play(CardPlay& p) {
  if (!p.choices().square) return p.reject(Cause::ChoiceWrong, "R8.3", "SEAT OF POWER needs a square");
  p.add_effect({});
  return p.done("R26.4");
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  const Piece& piece = pos.piece(id);
  if (piece.zone == Zone::Board && piece.square == *fx.choices.square)
    parts::add_slides_of(props.movement, Role::Queen);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseSquare,
                                               .required = kChooseSquare,
                                               .example = "{play: seat-of-power, square: a1}"},
                                   .play = play,
                                   .modify = modify};
}  // namespace

extern const CardDef seat_of_power{
    .id = "seat-of-power",
    .name = "SEAT OF POWER",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Creates a Seat of Power on a square: any piece that begins a move on that square may move, and "
        "capture, as a Queen would from there.",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: a marked square from which a piece that begins its move there may also move and capture as "
        "a Queen; it changes moves made from the square, not jumps passing over it.",
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
