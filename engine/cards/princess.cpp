// PRINCESS (KC2). Reference: shared/cards/cards.yaml, id princess.
#include <algorithm>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace princess_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Her entry, from the French original (PRINCESSE): after your move, while
// you have no Queen on the board (a piece that is a Queen or answers to
// one, R11.2) and your Queen's starting square (d1 for White, d8 for
// Black) is empty, a new piece of her own kind (R11.4), the Princess,
// enters for you there; `to:`, when given, must name that square. She comes
// from outside the game (R23.2) and is not based on a Queen. She moves like
// a Queen, one or two squares at a time (the Princess's movement,
// Role::Princess).
Result play(CardPlay& p) {
  const Square home = make_square(3, p.player() == Side::White ? 0 : 7);
  if (p.choices().to && *p.choices().to != home)
    return p.reject(Cause::ChoiceWrong, "R8.3", "the Princess enters on " + square_name(home));
  const Position& pos = p.position();
  for (Square s : pick::pieces(p.game(), p.player(), pick::Whose::Own, "queen"))
    if (pos.piece(pos.piece_at(s)).owner == p.player())
      return p.reject(Cause::GameCondition, "R8.3", "you have a Queen on the board, on " + square_name(s));
  if (pos.piece_at(home) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R8.3",
                    square_name(home) + ", your Queen's starting square, is occupied");
  if (Result r = p.add_piece(Role::Princess, p.player(), home, "R11.4"); !r.ok()) return r;
  p.events("a Princess enters on " + square_name(home));
  return p.done("R11.4");
}

// Random play: no square named, or her square, as she enters nowhere else.
void random_choices(const Game&, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  c.to.reset();
  if (d.one_in(2)) c.to = make_square(3, by == Side::White ? 0 : 7);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTo,
                .example = "{play: princess}",
                .note = "to: may name her square, the Queen's starting square"},
    .doors = {Door::PutBack},
    .play = play,
    .random_choices = random_choices};
}  // namespace princess_card

extern const CardDef princess{
    .id = "princess",
    .name = "PRINCESS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = princess_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Brings a new piece into play for you: the Princess, which moves like a Queen, in any of the eight "
        "directions, but only one or two squares at a time (commentator's description, which the French "
        "original confirms). She is a kind of piece of her own, not a transformed Queen. Entry (from the "
        "French original, low): playable only when you have no Queen on the board and your Queen's "
        "starting square (d1 for White, d8 for Black) is empty; the Princess appears on that square.",
    .confidence = Confidence::Low,
    .reading =
        "The entry comes from the French original. Read as: after his move, with no Queen of his on the "
        "board (a transformed Queen counts) and his Queen's starting square empty, the Princess enters "
        "there; she comes from outside the game.",
    .behaviour = &princess_card::kBehaviour,
};

}  // namespace kmr::cards
