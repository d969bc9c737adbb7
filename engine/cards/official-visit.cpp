// OFFICIAL VISIT (KC2). Reference: shared/cards/cards.yaml, id official-visit.
#include <utility>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace official_visit_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of the player's Kings and one of the opponent's (`targets: [a, b]`,
// either order) exchange squares, provided neither King is then in check:
// the card's own condition, which a spare King does not lift (Official
// Rulings 2003, 3-O; R13.6). A swap is a move of both Kings (R23.4, R26.1,
// 3-M), made after your own move (the timing comes from the French
// original, VISITES OFFICIELLES): an extra swap, not the turn's move.
Result play(CardPlay& p) {
  auto pair = parts::two_targets(p);
  if (!pair) return p.reject(Cause::ChoiceWrong, "R8.3", pair.error().message);
  auto [mine, his] = *pair;
  if (p.position().piece(mine).owner != p.player()) std::swap(mine, his);
  if (p.position().piece(mine).owner != p.player() || p.position().piece(his).owner != p.opponent() ||
      !p.is_king(mine) || !p.is_king(his))
    return p.reject(Cause::ChoiceWrong, "R8.3", "OFFICIAL VISIT swaps one of your Kings with an enemy King");
  Result r = p.swap(mine, his, "R23.4");
  if (!r.ok()) return r;
  for (PieceId king : {mine, his}) {
    const Square at = p.position().piece(king).square;
    if (parts::attacked(p.game(), at, ~p.position().piece(king).owner))
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      "OFFICIAL VISIT may not leave either King in check (" + square_name(at) + ")");
  }
  return p.done("R23.4");
}

// Random play: his King and the enemy King, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Own, "king", pick::Whose::Enemy, "king", c, true);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: official-visit, targets: [e1, e8]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace official_visit_card

extern const CardDef official_visit{
    .id = "official-visit",
    .name = "OFFICIAL VISIT",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = official_visit_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "A King of yours and a King of the opponent exchange squares, but only if the exchange leaves "
        "neither King in check; with several Kings, one of each side's. Played after your move (timing from "
        "the French original, low).",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: a swap made after the player's move, on top of it; neither King may be left in check.",
    .behaviour = &official_visit_card::kBehaviour,
};

}  // namespace kmr::cards
