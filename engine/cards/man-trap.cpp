// MAN-TRAP (KC1). Reference: shared/cards/cards.yaml, id man-trap.
#include <algorithm>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace man_trap_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The enemy piece standing on the trap square, if it has just arrived by a
// move this turn and can be taken.
PieceId sprung_by(const Effect& fx, const CardPlay& p) {
  const Square at = *fx.choices.square;
  const PieceId id = p.position().piece_at(at);
  if (id == kNoPiece) return kNoPiece;
  const auto& moves = p.game().turn_log().moves;
  if (std::none_of(moves.begin(), moves.end(),
                   [&](const MoveRecord& m) { return m.piece == id && m.to == at; }))
    return kNoPiece;
  // An enemy piece: one the trap's opponent controls (a NEUTRAL piece too,
  // R24.2). A King, and a piece that cannot be captured (PACIFIST: Official
  // Rulings 3-P), does not set the trap off, which stays (R22.3): the
  // capture door judges it.
  if (!p.is_enemy(id) || p.is_king(id) || !p.capturable(id)) return kNoPiece;
  return id;
}

// A square held by one of your pieces (`square:`; the engine does not keep
// it secret). The next enemy piece that ends a move there, by a regular
// move or a card, is captured at once, before anything else is played
// (MYSTIC SHIELD comes too late to save it); a capture it made there still
// counts. Then the trap is spent (R10.4).
Result play(CardPlay& p) {
  if (!p.choices().square) return p.reject(Cause::ChoiceWrong, "R8.3", "MAN-TRAP needs a square");
  const Square at = *p.choices().square;
  const PieceId id = p.position().piece_at(at);
  if (id == kNoPiece) return p.reject(Cause::ChoiceWrong, "R8.3", square_name(at) + " is empty");
  const PieceProps props = p.props(id);
  if (!props.controlled_by[static_cast<std::size_t>(index(p.player()))] ||
      props.controlled_by[static_cast<std::size_t>(index(p.opponent()))])
    return p.reject(Cause::ChoiceWrong, "R8.3", "MAN-TRAP is laid under one of your own pieces");
  p.add_effect({});
  return p.done("R10.1");
}

bool ended(const Effect& fx, const CardPlay& p) { return sprung_by(fx, p) != kNoPiece; }

void on_end(const Effect& fx, CardPlay& p) {
  const PieceId id = p.position().piece_at(*fx.choices.square);
  if (id != kNoPiece && p.capture(id)) p.events("MAN-TRAP sprung on " + square_name(*fx.choices.square));
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseSquare, .required = kChooseSquare, .example = "{play: man-trap, square: e4}"},
    .doors = {Door::Capture},
    .play = play,
    .ended_at_doors = ended,
    .on_end = on_end};
}  // namespace man_trap_card

extern const CardDef man_trap{
    .id = "man-trap",
    .name = "MAN-TRAP",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = man_trap_card::kTiming,
    .continuing = true,
    .ends_when = "a piece springs the trap",
    .summary =
        "Secretly record a square currently occupied by one of your pieces. The next ENEMY piece that ends "
        "a move on that square is captured; a capture it made on arriving still counts. A King does not set "
        "it off: the King is unharmed and the trap stays.",
    .confidence = Confidence::High,
    .behaviour = &man_trap_card::kBehaviour,
};

}  // namespace kmr::cards
