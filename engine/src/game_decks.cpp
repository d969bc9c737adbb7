// Hands, decks and discards: drawing up, the common deck made anew, and
// discarding (R5, R9).
#include "kmr/game.hpp"

#include <algorithm>
#include "game_internal.hpp"

namespace kmr {

using detail::kHandSize;
using detail::side_name;

void Game::draw_up(Side side) {
  PlayerCards& pc = s_.cards[static_cast<std::size_t>(index(side))];
  while (pc.hand.size() < kHandSize) {
    // A common deck that runs out is made anew from the discards (R5.6);
    // a personal deck is not: its player stops drawing (R5.4).
    if (s_.common_deck && s_.common_deck->empty()) reshuffle_common_deck();
    std::vector<CardRef>& deck = s_.common_deck ? *s_.common_deck : pc.deck;
    if (deck.empty()) return;
    pc.hand.push_back(deck.front());
    deck.erase(deck.begin());
  }
}

void Game::reshuffle_common_deck() {
  std::vector<CardRef>& deck = *s_.common_deck;
  for (PlayerCards& pc : s_.cards) {
    deck.insert(deck.end(), pc.discard.begin(), pc.discard.end());
    pc.discard.clear();
  }
  // Fisher-Yates with xorshift64: the same game shuffles the same way.
  for (std::size_t i = deck.size(); i > 1; --i) {
    std::uint64_t& x = s_.shuffle_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    std::swap(deck[i - 1], deck[static_cast<std::size_t>(x % i)]);
  }
}

Result Game::discard(Side by, const std::string& id) {
  CardRef card = find_card(id);
  const auto me = static_cast<std::size_t>(index(by));
  auto& hand = s_.cards[me].hand;
  auto it = card ? std::find(hand.begin(), hand.end(), card) : hand.end();
  if (it == hand.end())
    return Result::rejected(Cause::NotInHand, "R9.1", "'" + id + "' is not in " + side_name(by) + "'s hand");
  // After his own move, a player who played no card this turn may discard
  // one instead (R9.1); in a common-deck game also during the opponent's
  // turn, once it is moved (R9.3).
  const bool own = by == s_.turn;
  if (s_.phase != Phase::AfterMove || (!own && !s_.common_deck))
    return Result::rejected(Cause::WrongWindow, own ? "R9.1" : "R9.2",
                            own ? side_name(by) + " may discard only after his move"
                                : "only a common-deck game allows discarding during the opponent's turn");
  if (s_.cards_played[me] > 0 || s_.discarded[me])
    return Result::rejected(Cause::CardLimit, "R9.1",
                            side_name(by) + " has played or discarded a card this turn");
  hand.erase(it);
  s_.cards[me].discard.push_back(card);
  s_.discarded[me] = true;
  draw_up(by);
  Result r = Result::accepted("R9.1", side_name(by) + " discards " + std::string(card->name));
  r.events.push_back("discarded " + std::string(card->id));
  return r;
}

}  // namespace kmr
