// HEIR (KC2). Reference: shared/cards/cards.yaml, id heir.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace heir_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// You gain another King, the Heir: a King in every respect, entering on
// your King's starting square (e1 for White, e8 for Black), which must be
// empty. While a side has several Kings it may leave one in check and is
// not mated; a card may capture one of them (R13.6, R25.2). Not a
// Continuing Effect: the Heir stays whatever happens to the card. Played
// after your move (the timing comes from the French original, DOUBLURE).
Result play(CardPlay& p) {
  const Square home = make_square(4, p.player() == Side::White ? 0 : 7);
  if (p.position().piece_at(home) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R25.1", square_name(home) + ", where the Heir enters, is occupied");
  if (Result r = p.add_piece(Role::King, p.player(), home, "R25.1"); !r.ok()) return r;
  p.events("an Heir enters on " + square_name(home));
  return p.done("R25.1");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: heir}"}, .doors = {Door::PutBack}, .play = play};
}  // namespace heir_card

extern const CardDef heir{
    .id = "heir",
    .name = "HEIR",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = true,
    .timing = heir_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "You gain a second King, the Heir, which moves exactly like a King. It enters on its owner's King "
        "starting square (e1 for White, e8 for Black), which must be empty. While you have more than one "
        "King you may leave one of them in check and cannot be checkmated (rules.md R25.2); a card may "
        "capture one of them. Played after your move (timing from the French original, low).",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: the Heir is a King in every respect, entering on the player's King's starting square, "
        "which must be empty.",
    .behaviour = &heir_card::kBehaviour,
};

}  // namespace kmr::cards
