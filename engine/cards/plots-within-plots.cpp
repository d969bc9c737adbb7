// PLOTS WITHIN PLOTS (KC1). Reference: shared/cards/cards.yaml, id plots-within-plots.
#include <algorithm>
#include <string>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace plots_within_plots_card {
constexpr Timing kTiming[] = {Timing::AnyTime};

// Lets its player play up to two more cards at once, beyond the one-card
// limit; each must have been legal at the moment PLOTS WITHIN PLOTS was
// played (the pipeline remembers the windows then open, R7.3). Only two
// replace-move cards give two moves (R26.3).
//
// Reading (medium confidence): played before the move, its allowance is
// for cards played before the move or as it; once the move has been made,
// it is over, but for a second replace-move card after a first one (R7.3
// lists no pair of the move and a card after it; the pipeline's timing
// check holds it, card_timing.cpp).
//
// `announce:` names the extra cards as it is played. They bind: FOG OF WAR
// cancelling the first leaves the player to play the second he named
// (R7.4); another card is refused under the one-card limit.
Result play(CardPlay& p) {
  std::vector<const CardDef*> announced;
  std::vector<const CardDef*> hand = p.game().cards(p.player()).hand;
  if (p.choices().announce.size() > 2)
    return p.reject(Cause::ChoiceWrong, "R7.3", "PLOTS WITHIN PLOTS allows two more cards, not more");
  for (const std::string& id : p.choices().announce) {
    const CardDef* c = find_card(id);
    auto it = std::find(hand.begin(), hand.end(), c);
    if (!c || it == hand.end())
      return p.reject(Cause::NotInHand, "R7.3", "the announced " + id + " is not in the player's hand");
    hand.erase(it);  // two of a kind need two in hand
    announced.push_back(c);
  }
  p.allow_extra_cards(2, std::move(announced));
  return p.done("R7.3");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseAnnounce,
                .example = "{play: plots-within-plots, announce: [crab, neutrality]}"},
    .play = play};
}  // namespace plots_within_plots_card

extern const CardDef plots_within_plots{
    .id = "plots-within-plots",
    .name = "PLOTS WITHIN PLOTS",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = plots_within_plots_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Immediately play up to two more cards that are legal to play at this very moment, ignoring the "
        "one-card limit. You still may not make two moves unless both of those cards replace a move.",
    .confidence = Confidence::High,
    .reading =
        "Played before the move, its two extra cards come before the move or as it; once the move is made "
        "its allowance is over, except for a second replace-move card after a first one (two moves).",
    .behaviour = &plots_within_plots_card::kBehaviour,
};

}  // namespace kmr::cards
