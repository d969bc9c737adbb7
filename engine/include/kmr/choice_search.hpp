// A bounded search for choices that let a card be played now: the engine's
// answer to "could he still play it?" where a rule binds a player to a card
// (an announced PLOTS WITHIN PLOTS card, R7.4) and must not leave him with
// nothing legal to do.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/card.hpp"
#include "kmr/game.hpp"

namespace kmr {

// Choices with which `side` may play `card` now (accepted or played with no
// effect), trying at most `budget` choice sets: each key the card reads
// ranges over what it can name (pieces for a target, squares, the side's
// moves, walls, piece names, cards, rotations, promotions). nullopt when
// none was found within the budget. `mode` is how each try is probed.
std::optional<CardChoices> find_playable_choices(const Game& game, Side side, const CardDef& card,
                                                 int budget = 4096, Probe mode = Probe::Judged);

// The same search, asking more of a play than that it stands: `wanted`
// judges the game it leaves. Says whether every choice set was tried, so a
// caller can tell "no play does it" from "none found within the budget".
struct ChoiceQuery {
  int budget = 4096;
  Probe mode = Probe::Judged;
  std::function<bool(const Game& after)> wanted;  // empty: any play that stands
};
struct ChoiceSearch {
  std::optional<CardChoices> found;
  bool exhaustive = false;  // every choice set was tried (nothing left unknown)
};
ChoiceSearch search_choices(const Game& game, Side side, const CardDef& card, const ChoiceQuery& query);

// The most choice sets a listing may be asked to try: each is a probe of
// the game, so a bound must stay within what finishes in seconds.
inline constexpr int kMaxChoiceBudget = 1'000'000;

// Every choice set, over the same domains, with which `side` may play
// `card` now, each with the engine's answer (accepted or no effect, its
// events), trying at most `budget` sets; sets that would leave the same
// table with the same answer are listed once (the first, fewest keys set). `cut` says the budget ran out
// before every set was tried: more may exist. A card whose timing refuses
// it now lists nothing, and says why in `refusal`.
struct ChoiceOption {
  CardChoices choices;
  Result result;
};
struct ChoiceListing {
  std::vector<ChoiceOption> options;
  bool cut = false;
  int tried = 0;
  std::optional<Result> refusal;  // the timing's answer, when it refuses the card now
};
// `interrupted`, when given, is asked now and then: true stops the search
// there, as the budget would (a front end's Ctrl-C).
ChoiceListing list_choices(const Game& game, Side side, const CardDef& card, int budget = 20000,
                           const std::function<bool()>& interrupted = {});

}  // namespace kmr
