// The game: set-up from a Setup, and the names of phases and outcomes.
// The turn is in game_turn.cpp, the end of the game in game_end.cpp, queries
// in game_queries.cpp, hands and decks in game_decks.cpp, settling effects
// in game_effects.cpp; playing cards in card_play.cpp.
#include "kmr/game.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <map>
#include "game_internal.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/deck.hpp"
#include "kmr/did_you_mean.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/fen.hpp"
#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/piece_names.hpp"
#include "kmr/refusal.hpp"
#include "kmr/state_events.hpp"

namespace kmr {
namespace {

template <class Enum, std::size_t N>
std::optional<Enum> parse_name(const std::array<std::string_view, N>& names, std::string_view text) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == text) return static_cast<Enum>(i);
  return std::nullopt;
}

constexpr std::array<std::string_view, 2> kPhases = {"before-move", "after-move"};
constexpr std::array<std::string_view, 4> kGameOver = {"none", "white-wins", "black-wins", "draw"};

Expected<std::vector<CardRef>> resolve_cards(const std::vector<std::string>& ids, std::string_view where) {
  std::vector<CardRef> out;
  for (const auto& id : ids) {
    CardRef c = find_card(id);
    if (!c) return Error{std::string(where) + ": " + unknown_card_message(id)};
    out.push_back(c);
  }
  return out;
}

// A unique card may be in a deck once (R3.3): among a player's hand, draw
// pile and discards as a game is set up (a common deck, R3.7: among all).
std::optional<std::string> unique_twice(std::initializer_list<const std::vector<CardRef>*> piles) {
  std::map<CardRef, int> seen;
  for (const auto* pile : piles)
    for (CardRef c : *pile)
      if (c->unique.value_or(false) && ++seen[c] == 2)
        return std::string(c->name) + " is unique: a deck holds it once (R3.3)";
  return std::nullopt;
}

}  // namespace

std::optional<PieceCode> parse_piece_code(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  auto role = role_from_letter(text[0]);
  if (!role) return std::nullopt;
  return PieceCode{*role, role_letter(*role, Side::White) == text[0] ? Side::White : Side::Black};
}

char to_char(PieceCode p) { return role_letter(p.role, p.side); }

std::string_view to_string(Phase p) { return kPhases[static_cast<std::size_t>(p)]; }
std::optional<Phase> parse_phase(std::string_view text) { return parse_name<Phase>(kPhases, text); }
std::string_view to_string(GameOver g) { return kGameOver[static_cast<std::size_t>(g)]; }
std::optional<GameOver> parse_game_over(std::string_view text) {
  return parse_name<GameOver>(kGameOver, text);
}

namespace {
constexpr std::array<std::string_view, 9> kTerminations = {"none",       "checkmate",  "stalemate",
                                                           "repetition", "move-count", "dead-position",
                                                           "no-king",    "stalled",    "card-win"};
constexpr std::array<std::string_view, 9> kTerminationRules = {"",      "R16.1", "R17.2", "R17.1", "R17.5",
                                                               "R17.4", "R12.6", "R17.3", "R16"};
// "by checkmate", as a sentence ends.
constexpr std::array<std::string_view, 9> kTerminationWords = {"",
                                                               "by checkmate",
                                                               "by stalemate",
                                                               "by repetition",
                                                               "by the move count",
                                                               "by a dead position",
                                                               "with a side left with no King",
                                                               "as the game cannot go on",
                                                               "by a card"};
}  // namespace

std::string_view to_string(Termination t) { return kTerminations[static_cast<std::size_t>(t)]; }
std::optional<Termination> parse_termination(std::string_view text) {
  return parse_name<Termination>(kTerminations, text);
}
std::string_view rule_of(Termination t) { return kTerminationRules[static_cast<std::size_t>(t)]; }

std::optional<Side> Ending::winner() const {
  if (result == GameOver::WhiteWins) return Side::White;
  if (result == GameOver::BlackWins) return Side::Black;
  return std::nullopt;
}

std::string describe(const Ending& e) {
  if (!e.over()) return {};
  const auto i = static_cast<std::size_t>(e.termination);
  std::string out = e.winner() ? std::string(to_string(*e.winner())) + " wins" : std::string("draw");
  if (e.termination == Termination::CardWin && e.card) return out + ": " + std::string(e.card->name);
  return out + " " + std::string(kTerminationWords[i]) + " (" + std::string(kTerminationRules[i]) + ")";
}

Expected<Game> Game::create(const Setup& setup) {
  auto pos = parse_fen(setup.fen, setup.rules);
  if (!pos) return pos.error();
  Game g;
  g.s_.position = std::move(pos).value();
  g.rules_ = setup.rules;
  for (auto [zone, lists] :
       {std::pair{Zone::Captured, &setup.captured}, std::pair{Zone::Dead, &setup.dead}}) {
    for (const auto& [side, roles] : *lists) {
      for (Role r : roles) {
        if (g.s_.position.piece_count() >= kMaxPieces) return Error{"too many pieces"};
        g.s_.position.add_off_board(r, side, zone);
      }
    }
  }
  for (Side s : {Side::White, Side::Black}) {
    PlayerCards& pc = g.s_.cards[static_cast<std::size_t>(index(s))];
    auto get = [&](const std::map<Side, std::vector<std::string>>& m) {
      auto it = m.find(s);
      return it == m.end() ? std::vector<std::string>{} : it->second;
    };
    auto hand = resolve_cards(get(setup.hands), "hand");
    auto deck = resolve_cards(get(setup.decks), "deck");
    auto discard = resolve_cards(get(setup.discard), "discard");
    for (auto* r : {&hand, &deck, &discard})
      if (!*r) return r->error();
    pc.hand = *hand;
    pc.deck = *deck;
    pc.discard = *discard;
    if (!setup.common_deck)
      if (auto twice = unique_twice({&pc.hand, &pc.deck, &pc.discard}))
        return Error{std::string(to_string(s)) + "'s cards: " + *twice};
    if (setup.deck_budget) {
      std::vector<CardRef> brought = pc.hand;
      brought.insert(brought.end(), pc.deck.begin(), pc.deck.end());
      auto fits = check_deck(brought, *setup.deck_budget);
      if (!fits) return Error{std::string(to_string(s)) + "'s deck: " + fits.error().message};
    }
  }
  if (setup.effects.size() > kMaxSetupEffects)
    return Error{"effects: " + std::to_string(setup.effects.size()) + " effects, more than the " +
                 std::to_string(kMaxSetupEffects) + " a game can hold in play"};
  if (setup.common_deck) {
    auto common = resolve_cards(*setup.common_deck, "common deck");
    if (!common) return common.error();
    g.s_.common_deck = *common;
    const auto& w = g.s_.cards[0];
    const auto& b = g.s_.cards[1];
    if (auto twice = unique_twice({&*common, &w.hand, &w.deck, &w.discard, &b.hand, &b.deck, &b.discard}))
      return Error{"the common deck and the players' cards: " + *twice};
  }
  g.s_.shuffle_state = setup.seed == 0 ? 1 : setup.seed;
  g.s_.turn = g.s_.position.side_to_move();
  g.s_.phase = setup.phase;
  if (setup.phase == Phase::AfterMove) g.s_.position.set_side_to_move(~g.s_.turn);
  // Effects already in play are laid as if their owners had played them.
  for (const EffectSetup& e : setup.effects) {
    CardRef c = find_card(e.card);
    if (!c) return Error{"effects: " + unknown_card_message(e.card)};
    if (c->continuing == false)
      return Error{"effects: " + std::string(c->name) + " is not a continuing effect"};
    if (!c->behaviour || !c->behaviour->play)
      return Error{"effects: " + std::string(c->name) + " is not implemented yet"};
    Game trial = g;
    CardPlay play(trial, e.owner, *c, e.choices);
    play.laying_in_setup();
    Result r = c->behaviour->play(play);
    if (!r.ok())
      return Error{"effects: " + std::string(c->name) + ": " + std::string(to_string(*r.reason)) + ": " +
                   r.detail};
    // Laying an effect is not a turn's move or card: keep the turn as set up.
    trial.s_.turn = g.s_.turn;
    trial.s_.phase = g.s_.phase;
    trial.s_.position.set_side_to_move(g.s_.position.side_to_move());
    trial.s_.cards_played = {};
    trial.s_.log = {};
    g = std::move(trial);
    g.settle_effects();
  }
  g.turn_start_ = g.s_;
  g.history_.push_back(g.s_.position);
  return g;
}

}  // namespace kmr
