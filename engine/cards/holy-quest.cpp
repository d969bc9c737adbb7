// HOLY QUEST (KC1). Reference: shared/cards/cards.yaml, id holy-quest.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace holy_quest_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After your move, one enemy Bishop and one enemy Knight (`targets:`,
// either order) exchange squares (R23.4). A swap is a move of both (R26.1):
// a piece that may not move cannot take part (R14.3). Nothing is captured.
Result play(CardPlay& p) {
  auto two = parts::two_targets(p);
  if (!two) return p.reject(two.error(), "R8.3");
  auto [a, b] = *two;
  const Game& g = p.game();
  if (!p.is_enemy(a) || !p.is_enemy(b))  // NEUTRAL pieces count (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "HOLY QUEST swaps two enemy pieces");
  if (parts::piece_is(g, b, "knight") && parts::piece_is(g, a, "bishop")) std::swap(a, b);
  if (!parts::piece_is(g, a, "knight") || !parts::piece_is(g, b, "bishop") || p.is_king(a) || p.is_king(b))
    return p.reject(Cause::ChoiceWrong, "R8.3", "HOLY QUEST swaps an enemy Knight and an enemy Bishop");
  return p.swap(a, b, "R23.4");
}

// Random play: an enemy Knight and an enemy Bishop, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Enemy, "knight", pick::Whose::Enemy, "bishop", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: holy-quest, targets: [b8, f8]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace holy_quest_card

extern const CardDef holy_quest{
    .id = "holy-quest",
    .name = "HOLY QUEST",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = holy_quest_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Swap the squares of one enemy Bishop and one enemy Knight."
        " A swap is a move: a piece that may not move cannot take part.",
    .confidence = Confidence::High,
    .behaviour = &holy_quest_card::kBehaviour,
};

}  // namespace kmr::cards
