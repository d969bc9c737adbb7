// REVELATION (KC2). Reference: shared/cards/cards.yaml, id revelation.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace revelation_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// A Knight of either side (a Paladin, Champion or Royal Knight included,
// R11.2) is replaced by a Bishop of the same owner. The engine keeps the
// piece's identity and makes it a Bishop, so the effects tied to it stay:
// those that needed a Knight are suspended until it is a Knight again
// (R10.3), and it now answers to cards about Bishops only (R11.3). Under a
// promoted Pawn it is still a Pawn (R21.5).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  if (p.position().piece(*target).role != Role::Knight)
    return p.reject(Cause::ChoiceWrong, "R8.3", "REVELATION is played on a Knight");
  const Square at = p.position().piece(*target).square;
  p.become(*target, Role::Bishop);
  p.events("the Knight on " + square_name(at) + " becomes a Bishop");
  return p.done("R11.3");
}

// Random play: a Knight of either side, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Either, "knight", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: revelation, target: d4}"},
                                   .doors = {Door::Transform},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace revelation_card

extern const CardDef revelation{
    .id = "revelation",
    .name = "REVELATION",
    .set = CardSet::KC2,
    .points = 5,
    .unique = std::nullopt,
    .timing = revelation_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take one Knight (yours or the opponent's) off the board and put a Bishop of the same owner in its "
        "place.",
    .confidence = Confidence::High,
    .behaviour = &revelation_card::kBehaviour,
};

}  // namespace kmr::cards
