// COUNTERTHRUST (KC2). Reference: shared/cards/cards.yaml, id counterthrust.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace counterthrust_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentCard};

// Answers the card the opponent has just played by acting as a copy of it,
// played for you, with your own choices (they are those of the card
// copied). A copy of a copy copies the original card: against a HAUNTING
// MEMORIES that acted as PEACE TALKS it is one more PEACE TALKS. The timing
// (right after the opponent's card) is inferred from the rulings.
Result play(CardPlay& p) {
  const LastCard* last = p.game().last_card();
  if (!last || last->by != p.opponent() || p.game().table().card_just_played_by != p.opponent())
    return p.reject(Cause::GameCondition, "R6.4", "no card of the opponent's has just been played");
  // A copy may not duplicate a unique card of its own player's deck, even
  // through the opponent's copy of it (R3.3). What it copies is not chosen:
  // the game's condition (row 10 of the reason table).
  const auto& played = p.game().last_played();
  const CardDef& copied = last->acted_as ? *last->acted_as : *last->card;
  if (copied.unique.value_or(false) && played && played->original() == &copied &&
      played->original_owner == p.player())
    return p.reject(Cause::GameCondition, "R3.3",
                    std::string(copied.name) + " is a unique card of the player's own deck");
  return p.act_as(copied);
}

const CardDef* copies(const Game& g, Side) {
  const LastCard* last = g.last_card();
  return last ? (last->acted_as ? last->acted_as : last->card) : nullptr;
}

// Random play: what the card it copies would pick, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  if (const LastCard* last = g.last_card())
    pick::as_copy_of(last->acted_as ? *last->acted_as : *last->card, g, by, d.next(), c);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseEveryKey,
                .example = "{play: counterthrust, card: pacifism}",
                .note = "the keys of the card it copies, which that card's own declaration gives"},
    .play = play,
    .copies = copies,
    .random_choices = random_choices};
}  // namespace counterthrust_card

extern const CardDef counterthrust{
    .id = "counterthrust",
    .name = "COUNTERTHRUST",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = counterthrust_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Answer a card the opponent has just played by getting the same effect yourself: COUNTERTHRUST acts "
        "as a copy of that card, played for you.",
    .confidence = Confidence::Medium,
    .reading =
        "The timing is inferred from the rulings. Read as: right after the opponent's card, it acts as a "
        "copy of that card, played by the player with his own choices.",
    .behaviour = &counterthrust_card::kBehaviour,
};

}  // namespace kmr::cards
