// HOLY GROUND (KC2). Reference: shared/cards/cards.yaml, id holy-ground.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};

// A marked square (`square:`): a piece that begins a move there may also
// move, and capture, as a Bishop would from it (R26.4; inferred
// from the ruling that pairs it with SEAT OF POWER). It changes moves
// made from the square, not a jump that passes through it (a PALADIN's
// first leap). How the square is chosen, when the card is played and how
// long it lasts are not known: it is assumed playable in any window of its
// owner's own turn (R6.4), and it stays in play.
Result play(CardPlay& p) {
  if (!p.choices().square) return p.reject(Cause::ChoiceWrong, "R8.3", "HOLY GROUND needs a square");
  p.add_effect({});
  return p.done("R26.4");
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  const Piece& piece = pos.piece(id);
  if (piece.zone == Zone::Board && piece.square == *fx.choices.square)
    parts::add_slides_of(props.movement, Role::Bishop);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseSquare,
                                               .required = kChooseSquare,
                                               .example = "{play: holy-ground, square: d4}"},
                                   .play = play,
                                   .modify = modify};
}  // namespace

extern const CardDef holy_ground{
    .id = "holy-ground",
    .name = "HOLY GROUND",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Inferred) The Bishop counterpart of SEAT OF POWER: a marked square from which a piece beginning "
        "its move may move as a Bishop.",
    .confidence = Confidence::Low,
    .reading =
        "Inferred from the ruling pairing it with SEAT OF POWER. Read as: a marked square from which a piece "
        "that begins its move there may also move and capture as a Bishop.",
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
