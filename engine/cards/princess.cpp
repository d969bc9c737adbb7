// PRINCESS (KC2). Reference: shared/cards/cards.yaml, id princess.
#include <algorithm>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};

// Reading (how and where she enters is not known): a new piece of her own
// kind (R11.4), the Princess, enters for you on an empty square (`to:`) of
// your first rank as the board lies (R19.2); she comes from outside the
// game (R23.2) and is not based on a Queen. She moves like a Queen, one or
// two squares at a time (the Princess's movement, Role::Princess).
Result play(CardPlay& p) {
  if (!p.choices().to) return p.reject(Cause::ChoiceWrong, "R8.3", "PRINCESS needs a square (to:)");
  const Square to = *p.choices().to;
  if (parts::rank_for(p.game(), p.player(), to) != 0)
    return p.reject(Cause::ChoiceWrong, "R8.3", "the Princess enters on her owner's first rank (reading)");
  if (p.position().piece_at(to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R8.3", square_name(to) + " is occupied");
  if (p.position().piece_count() >= kMaxPieces)
    return p.reject(Cause::GameCondition, "R8.3", "no more pieces can be brought into play");
  p.position_mut().add_piece(Role::Princess, p.player(), to);
  p.events("a Princess enters on " + square_name(to));
  return p.done("R11.4");
}

// Random play: an empty square of his first rank, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Square> first = pick::empty_squares(g);
  std::erase_if(first, [&](Square s) { return parts::rank_for(g, by, s) != 0; });
  if (auto s = d.one(first)) c.to = *s;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTo, .required = kChooseTo, .example = "{play: princess, to: d1}"},
    .play = play,
    .random_choices = random_choices};
}  // namespace

extern const CardDef princess{
    .id = "princess",
    .name = "PRINCESS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Brings a new piece into play for you: the Princess, which moves like a Queen but only one or two "
        "squares at a time (commentator's description). She is a kind of piece of her own, not a "
        "transformed Queen. How and where she enters play is not known.",
    .confidence = Confidence::Low,
    .reading =
        "How and where she enters is not known. Read as: a new piece, the Princess (moving like a Queen, one "
        "or two squares at a time), enters for the player on an empty square of his first rank; she comes "
        "from outside the game.",
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
