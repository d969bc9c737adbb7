// The effect door of CardPlay: continuing effects laid in play, ended,
// restored, and named one instance among several (R10, R10.7).

#include <algorithm>
#include <iterator>

#include "card_play_internal.hpp"
#include "kmr/effect_names.hpp"

namespace kmr {

using detail::card_name;

Effect& CardPlay::add_effect(std::vector<PieceId> targets) {
  Effect fx;
  fx.card = &card_;
  fx.owner = player_;
  fx.targets = std::move(targets);
  fx.choices = choices_;
  fx.sequence = g_.s_.next_sequence++;
  fx.laid_at = g_.history_.size();
  g_.s_.effects.push_back(std::move(fx));
  return g_.s_.effects.back();
}

Effect& CardPlay::add_lingering(std::vector<PieceId> targets, int turn_ends) {
  Effect& fx = add_effect(std::move(targets));
  fx.continuing = false;
  fx.expires_after_turns = turn_ends;
  return fx;
}

void CardPlay::restore_effect(const Effect& fx) {
  auto& effects = g_.s_.effects;
  if (std::any_of(effects.begin(), effects.end(), [&](const Effect& e) { return e.sequence == fx.sequence; }))
    return;
  // Back in its place in play order (R14.3 reads that order).
  const auto at =
      std::find_if(effects.begin(), effects.end(), [&](const Effect& e) { return e.sequence > fx.sequence; });
  effects.insert(at, fx);
  if (fx.continuing && !fx.proxy) {
    auto& pile = g_.s_.cards[static_cast<std::size_t>(index(fx.owner))].discard;
    if (const auto it = std::find(pile.rbegin(), pile.rend(), fx.table_card()); it != pile.rend())
      pile.erase(std::next(it).base());
  }
  events(std::string(fx.card->name) + " is in play again");
}

void CardPlay::end_effect(std::size_t i) {
  auto& effects = g_.s_.effects;
  const Effect fx = effects[i];
  effects.erase(effects.begin() + static_cast<std::ptrdiff_t>(i));
  if (fx.continuing && !fx.proxy)
    g_.s_.cards[static_cast<std::size_t>(index(fx.owner))].discard.push_back(fx.table_card());
  events("ended " + std::string(fx.card->name));
  // What a cancelled effect leaves behind (R10.5, R10.9).
  if (fx.card->behaviour && fx.card->behaviour->on_end) {
    CardPlay play(g_, fx.owner, *fx.card, fx.choices);
    fx.card->behaviour->on_end(fx, play);
    for (auto& e : play.take_events()) events(std::move(e));
  }
}

std::optional<std::size_t> CardPlay::named_effect(Result& refused, bool (*which)(const Effect&)) const {
  pass(Door::NameEffect);
  const auto& effects = g_.s_.effects;
  std::vector<std::size_t> fit;
  for (std::size_t i = 0; i < effects.size(); ++i)
    if (!which || which(effects[i])) fit.push_back(i);
  // Several copies of a card in force: the rule that each is an effect of
  // its own bites (R10.7).
  for (std::size_t a = 0; a < fit.size(); ++a)
    for (std::size_t b = a + 1; b < fit.size(); ++b)
      if (effects[fit[a]].card == effects[fit[b]].card) meet(GeneralRule::Copies);
  const auto wrong = [&](Cause cause, std::string detail) {
    refused = reject(cause, cause == Cause::GameCondition ? "R10.4" : "R8.3", std::move(detail));
    return std::nullopt;
  };
  if (choices_.effect) {
    auto name = parse_effect_name(*choices_.effect);
    if (!name) return wrong(Cause::ChoiceWrong, name.error().message);
    if (choices_.card && *choices_.card != name->card)
      return wrong(Cause::ChoiceWrong,
                   "card: " + *choices_.card + " and effect: " + *choices_.effect + " name different cards");
    const auto named = effects_named(g_, *name, which);
    if (named.size() == 1) return named.front();
    if (named.empty()) return wrong(Cause::ChoiceWrong, "no effect in play is '" + *choices_.effect + "'");
    std::string all;
    for (std::size_t i : named) all += (all.empty() ? "'" : ", '") + effect_words(g_, i, which) + "'";
    return wrong(Cause::ChoiceWrong, "'" + *choices_.effect + "' fits " + std::to_string(named.size()) +
                                         " effects in play: say which, " + all);
  }
  if (choices_.card) {
    // `card:` alone: the latest of that card in play (the format's meaning).
    for (auto it = fit.rbegin(); it != fit.rend(); ++it)
      if (effects[*it].card->id == *choices_.card) return *it;
    return wrong(Cause::ChoiceWrong, *choices_.card + " is not in play");
  }
  if (fit.size() == 1) return fit.front();
  if (fit.empty()) return wrong(Cause::GameCondition, "no continuing effect is in play");
  return wrong(Cause::ChoiceMissing, "several effects are in play: name one with effect: (or card:)");
}

}  // namespace kmr
