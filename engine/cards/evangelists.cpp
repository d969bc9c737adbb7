// EVANGELISTS (KC1). Reference: shared/cards/cards.yaml, id evangelists.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace evangelists_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Bishops and one enemy Bishop
// (`targets: [yours, his]`, either order) exchange squares (R23.4). A swap
// is a move of both (R26.1): a Bishop that may not move cannot take part
// (R14.3). Nothing is captured.
Result play(CardPlay& p) {
  auto two = parts::two_targets(p);
  if (!two) return p.reject(two.error(), "R8.3");
  auto [a, b] = *two;
  const Game& g = p.game();
  auto mine = [&](PieceId id) { return parts::is_own(p, id); };
  auto bishop = [&](PieceId id) { return parts::piece_is(g, id, "bishop") && !p.is_king(id); };
  if (!bishop(a) || !bishop(b)) return p.reject(Cause::ChoiceWrong, "R8.3", "EVANGELISTS swaps two Bishops");
  if (!mine(a)) std::swap(a, b);
  if (!mine(a) || !p.is_enemy(b))  // a NEUTRAL Bishop is either (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "EVANGELISTS swaps one of your Bishops with an enemy Bishop");
  Result r = p.swap(a, b, "R23.4");
  if (!r.ok()) return r;
  p.counts_as_move();
  return r;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: evangelists, targets: [c1, f8]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = pick::own_and_enemy_bishop};
}  // namespace evangelists_card

extern const CardDef evangelists{
    .id = "evangelists",
    .name = "EVANGELISTS",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = evangelists_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Swap the squares of one of your Bishops and one enemy Bishop."
        " A swap is a move: a Bishop that may not move cannot take part.",
    .confidence = Confidence::High,
    .behaviour = &evangelists_card::kBehaviour,
};

}  // namespace kmr::cards
