// SPLIT KNIGHT (KC1). Reference: shared/cards/cards.yaml, id split-knight.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace split_knight_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Knights (`target:`) captures, without
// moving, two or more enemy pieces it threatens (`targets:`); then it is
// captured itself. A Knight that threatens nothing (PACIFISM, TRUCE) cannot
// do it (R15.1); a piece that cannot be captured cannot be taken (R22.3);
// Kings are never taken (R12.1).
Result play(CardPlay& p) { return parts::capture_many_then_fall(p, "knight"); }

// Random play: one of his Knights and two enemy pieces it threatens, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::threatening_piece(g, by, d, "knight", c);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget | kChooseTargets,
                .required = kChooseTarget | kChooseTargets,
                .example = "{play: split-knight, target: d4, targets: [e6, f5]}"},
    .doors = {Door::Capture},
    .play = play,
    .random_choices = random_choices};
}  // namespace split_knight_card

extern const CardDef split_knight{
    .id = "split-knight",
    .name = "SPLIT KNIGHT",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = split_knight_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Usable when one of your Knights attacks two or more enemy pieces: capture any number of them (at "
        "least two) at once without moving the Knight; then the Knight itself is removed and counts as "
        "captured.",
    .confidence = Confidence::High,
    .behaviour = &split_knight_card::kBehaviour,
};

}  // namespace kmr::cards
