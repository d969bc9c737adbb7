// A standard game dealt from a seed (R3.1, R3.3, R3.5, R4.2).
#include "kmr/deal.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "kmr/deck.hpp"
#include "kmr/fen.hpp"

namespace kmr {
namespace {

// splitmix64: the same numbers on every platform and compiler (the standard
// library's distributions and std::shuffle are not), so a seed deals the same
// game natively, in Python and in the browser.
class Shuffler {
 public:
  explicit Shuffler(std::uint64_t seed) : x_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (x_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(next() % i)]);
  }

 private:
  std::uint64_t x_;
};

}  // namespace

Expected<std::vector<CardSet>> parse_card_sets(std::string_view text) {
  std::vector<CardSet> sets;
  for (std::size_t from = 0; from <= text.size();) {
    const std::size_t comma = std::min(text.find(',', from), text.size());
    const std::string_view name = text.substr(from, comma - from);
    const auto set = parse_card_set(name);
    if (!set) return Error{"kc1, kc2 or both (kc1,kc2), not '" + std::string(name) + "'"};
    sets.push_back(*set);
    from = comma + 1;
  }
  return sets;
}

Expected<Deal> Deal::standard(const DealOptions& options) {
  if (options.sets.empty()) return Error{"no card set to deal from (KC1, KC2 or both, R3.1)"};
  if (options.budget < 1)
    return Error{"the points budget must be at least 1, not " + std::to_string(options.budget) + " (R3.1)"};
  Deal deal;
  // The available cards: every card of each set named, once per time it is named.
  std::vector<const CardDef*> pool;
  for (CardSet set : options.sets)
    for (const CardDef* c : all_cards()) {
      if (c->set != set) continue;
      if (!is_implemented(*c))
        deal.left_out.push_back({std::string(c->id), "not implemented"});
      else if (!c->points)
        deal.left_out.push_back({std::string(c->id), "no known point value"});
      else
        pool.push_back(c);
    }
  std::sort(deal.left_out.begin(), deal.left_out.end(),
            [](const LeftOutCard& a, const LeftOutCard& b) { return a.card < b.card; });
  Shuffler rng(options.seed);
  rng.shuffle(pool);
  // Shared out evenly, one card each in turn (R3.1); each player then picks
  // his deck from his share, in the order dealt, each card that still fits
  // the budget, a unique card once (R3.3); the rest is set aside.
  std::array<std::vector<const CardDef*>, 2> decks;
  std::array<int, 2> points{};
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const Side side = i % 2 == 0 ? Side::White : Side::Black;
    const auto me = static_cast<std::size_t>(index(side));
    const CardDef* c = pool[i];
    const bool twice =
        c->unique.value_or(false) && std::find(decks[me].begin(), decks[me].end(), c) != decks[me].end();
    if (!twice && points[me] + *c->points <= options.budget) {
      decks[me].push_back(c);
      points[me] += *c->points;
    } else {
      deal.set_aside[side].emplace_back(c->id);
    }
  }
  Setup& s = deal.setup;
  s.fen = std::string(kStartFen);
  s.seed = options.seed == 0 ? 1 : options.seed;
  s.deck_budget = options.budget;
  for (Side side : {Side::White, Side::Black}) {
    std::vector<const CardDef*>& deck = decks[static_cast<std::size_t>(index(side))];
    // Each player shuffles his deck and draws the top five (R4.2).
    rng.shuffle(deck);
    std::vector<std::string>& hand = s.hands[side];
    std::vector<std::string>& rest = s.decks[side];
    constexpr std::size_t kHand = 5;
    for (std::size_t i = 0; i < deck.size(); ++i) (i < kHand ? hand : rest).emplace_back(deck[i]->id);
    auto fits = check_deck(deck, options.budget);
    if (!fits) return Error{std::string(to_string(side)) + "'s deck: " + fits.error().message};
  }
  return deal;
}

}  // namespace kmr
