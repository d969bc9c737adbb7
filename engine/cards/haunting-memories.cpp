// HAUNTING MEMORIES (KC1). Reference: shared/cards/cards.yaml, id haunting-memories.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace haunting_memories_card {
// Its printed timing is any time; the real one is the copied card's,
// checked when it is played.
constexpr Timing kTiming[] = {Timing::AnyTime};

// Acts as a copy of the card most recently played, by either player, in
// this turn or an earlier one, with the choices that card takes. A copy of
// a copy copies the original card. It may be played only
// when the copied card could be (R6.3), and may not copy a unique card of
// its own player's deck; an opponent's unique card it may copy (R3.3).
// Effects the copy lays are separate from the original's (R10.7). What it
// copies is not chosen, so a card it may not copy is the game's condition
// (row 10 of the reason table), not a wrong choice.
Result play(CardPlay& p) {
  const auto& last = p.game().last_played();
  if (!last) return p.reject(Cause::GameCondition, "R6.4", "no card has been played yet to copy");
  const CardDef& copied = *last->original();
  if (copied.unique.value_or(false) && last->original_owner == p.player())
    return p.reject(Cause::GameCondition, "R3.3",
                    std::string(copied.name) + " is a unique card of the player's own deck");
  if (auto refusal = p.game().timing_refusal(p.player(), copied)) {
    refusal->detail = "HAUNTING MEMORIES takes the timing of the card it copies: " + refusal->detail;
    return *refusal;
  }
  return p.act_as(copied);
}

const CardDef* copies(const Game& g, Side) {
  const auto& last = g.last_played();
  return last ? last->original() : nullptr;
}

// Random play: what the card it copies would pick, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  if (const auto& last = g.last_played()) pick::as_copy_of(*last->original(), g, by, d.next(), c);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseEveryKey,
                .example = "{play: haunting-memories, card: pacifism}",
                .note = "the keys of the card it copies, which that card's own declaration gives"},
    .play = play,
    .copies = copies,
    .random_choices = random_choices};
}  // namespace haunting_memories_card

extern const CardDef haunting_memories{
    .id = "haunting-memories",
    .name = "HAUNTING MEMORIES",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = haunting_memories_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Acts as a copy of the most recently played card (either player's). It may be played only when the "
        "copied card itself could be played (so its real timing is the copied card's timing). It may not "
        "copy a unique card from your own deck, but it may copy a unique card belonging to the opponent.",
    .confidence = Confidence::High,
    .behaviour = &haunting_memories_card::kBehaviour,
};

}  // namespace kmr::cards
