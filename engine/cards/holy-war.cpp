// HOLY WAR (KC1). Reference: shared/cards/cards.yaml, id holy-war.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace holy_war_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of your Knights and one of your Bishops (`targets:`, either order)
// exchange squares, after your move (R23.4). A swap is a move of both
// pieces (R26.1), so a piece that may not move cannot take part (MEDUSA,
// R14.3). Nothing is captured, nothing promotes.
Result play(CardPlay& p) {
  auto two = parts::two_targets(p);
  if (!two) return p.reject(two.error(), "R8.3");
  auto [a, b] = *two;
  const Game& g = p.game();
  auto mine = [&](PieceId id) { return p.is_own(id); };
  if (!mine(a) || !mine(b))
    return p.reject(Cause::ChoiceWrong, "R8.3", "HOLY WAR swaps two of your own pieces");
  if (parts::piece_is(g, b, "knight") && parts::piece_is(g, a, "bishop")) std::swap(a, b);
  if (!parts::piece_is(g, a, "knight") || !parts::piece_is(g, b, "bishop") || p.is_king(a) || p.is_king(b))
    return p.reject(Cause::ChoiceWrong, "R8.3", "HOLY WAR swaps one of your Knights and one of your Bishops");
  return p.swap(a, b, "R23.4");
}

// Random play: a Knight and a Bishop of his, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Own, "knight", pick::Whose::Own, "bishop", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTargets,
                                               .required = kChooseTargets,
                                               .example = "{play: holy-war, targets: [b1, f1]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace holy_war_card

extern const CardDef holy_war{
    .id = "holy-war",
    .name = "HOLY WAR",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = holy_war_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Swap the squares of one of your Knights and one of your Bishops. No piece is captured."
        " A swap is a move: a piece that may not move cannot take part.",
    .confidence = Confidence::High,
    .behaviour = &holy_war_card::kBehaviour,
};

}  // namespace kmr::cards
