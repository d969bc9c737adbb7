// Cards that undo or copy what was played (CardPlay): cancelling the last
// card or move, an earlier card of the turn, reworking the move, copies,
// and taking cards from the table (R27, R5.2, R10.8).
#include <algorithm>
#include <iterator>
#include <optional>

#include "card_play_internal.hpp"

namespace kmr {

using detail::card_name;
using detail::has_timing;
using detail::keep_own_cards;
using detail::remove_one;
using detail::settle_own_cards;
using detail::side_name;
using detail::since;
using detail::take_one;

namespace {

std::vector<CardRef> all_held(const PlayerCards& c) {
  std::vector<CardRef> all = c.hand;
  all.insert(all.end(), c.deck.begin(), c.deck.end());
  all.insert(all.end(), c.discard.begin(), c.discard.end());
  std::sort(all.begin(), all.end());
  return all;
}

// The cards of player `me`'s continuing effects in play (his own cards,
// not proxies), sorted.
std::vector<CardRef> in_play(const TableState& t, std::size_t me) {
  std::vector<CardRef> out;
  for (const Effect& fx : t.effects)
    if (fx.continuing && !fx.proxy && static_cast<std::size_t>(index(fx.owner)) == me)
      out.push_back(fx.table_card());  // a copy's own card (R10.1)
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<CardRef> minus(const std::vector<CardRef>& a, const std::vector<CardRef>& b) {
  std::vector<CardRef> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

}  // namespace

namespace detail {

std::vector<CardRef> since(const std::vector<CardRef>& now, const std::vector<CardRef>& then) {
  if (now.size() <= then.size()) return {};
  return {now.begin() + static_cast<std::ptrdiff_t>(then.size()), now.end()};
}

// A cancellation takes the table back to `restored` (R27.1, R27.2), but the
// cancelling player keeps his own cards as they are now: what he spent since
// (`spent`, the card being played included) stays spent. That is only sound
// while his cards stayed his: when a card went between the players since
// (HAND OF FATE, VULTURE: TableState::cards_crossed, not a guess from the
// cards' names, which both players may hold copies of), both players' cards
// go back as they were, and each card he spent since leaves the pile it is
// back in, to his own discard pile (he played it, R27.1).
// Returns whether the cards went back so.
bool keep_own_cards(TableState& restored, const TableState& now, std::size_t me, std::vector<CardRef> spent,
                    CardRef playing) {
  const std::size_t foe = 1 - me;
  std::vector<CardRef> before = all_held(restored.cards[me]), after = all_held(now.cards[me]);
  std::vector<CardRef> was = restored.cards[me].discard, is = now.cards[me].discard, returning;
  std::sort(was.begin(), was.end());
  std::sort(is.begin(), is.end());
  // His effects that ended since into his discard pile (a DOOMSAYER that
  // took its piece) are in play again on the table taken back: those cards
  // are not his discards. (One that came back to his hand, a cancelled
  // move's card, is his to keep as it is.)
  const std::vector<CardRef> ended = minus(in_play(restored, me), in_play(now, me)),
                             discarded_since = minus(is, was);
  std::set_intersection(ended.begin(), ended.end(), discarded_since.begin(), discarded_since.end(),
                        std::back_inserter(returning));
  const std::vector<CardRef> gained = minus(minus(after, before), returning), lost = minus(before, after);
  spent.push_back(playing);
  std::sort(spent.begin(), spent.end());
  if (restored.cards_crossed == now.cards_crossed && gained.empty() &&
      std::includes(spent.begin(), spent.end(), lost.begin(), lost.end())) {
    restored.cards[me] = now.cards[me];
    settle_own_cards(restored, now, me);
    return false;
  }
  spent.erase(std::find(spent.begin(), spent.end(), playing));
  // What he spent since is also what his discard pile gained since: a card
  // an earlier cancel of the same turn left spent there is in no turn's log
  // (a turn given back, then answered again).
  std::vector<CardRef> all;
  const std::vector<CardRef> discarded = minus(discarded_since, returning);
  std::set_union(spent.begin(), spent.end(), discarded.begin(), discarded.end(), std::back_inserter(all));
  // Where the card is back in: a hand, the deck it was drawn from since, or
  // the discard it was taken from since (LEGACY). Taken from the
  // opponent's, it crosses between the players again.
  bool crossed = false;
  const auto take_back = [&](CardRef c) {
    for (std::vector<CardRef> PlayerCards::*pile :
         {&PlayerCards::hand, &PlayerCards::deck, &PlayerCards::discard})
      for (std::size_t side : {me, foe})
        if (take_one(restored.cards[side].*pile, c)) {
          crossed = crossed || side == foe;
          return true;
        }
    return false;
  };
  const auto count_in = [](const std::vector<CardRef>& pile, CardRef c) {
    return std::count(pile.begin(), pile.end(), c);
  };
  // A card he spent goes to his discard pile wherever it went since (R27.1):
  // taken by the opponent's VULTURE into a hand now given back, it is in
  // neither pile. One his discard pile gained otherwise goes back there only
  // as often as it is there now.
  for (CardRef c : all) {
    if (!take_back(c)) continue;
    if (take_one(spent, c) || count_in(restored.cards[me].discard, c) < count_in(now.cards[me].discard, c))
      restored.cards[me].discard.push_back(c);
  }
  take_back(playing);
  // A later cancel back past this point must see that cards crossed.
  if (crossed) restored.cards_crossed = now.cards_crossed + 1;
  return true;
}

}  // namespace detail

namespace {

// How many copies of `c` player `me` has among his piles and the
// continuing effects of his in play.
int copies_of(const TableState& t, std::size_t me, CardRef c) {
  const PlayerCards& pc = t.cards[me];
  auto n = std::count(pc.hand.begin(), pc.hand.end(), c) + std::count(pc.deck.begin(), pc.deck.end(), c) +
           std::count(pc.discard.begin(), pc.discard.end(), c);
  for (const Effect& fx : t.effects)
    if (fx.table_card() == c && fx.continuing && !fx.proxy && static_cast<std::size_t>(index(fx.owner)) == me)
      ++n;
  return static_cast<int>(n);
}

}  // namespace

namespace detail {

void settle_own_cards(TableState& restored, const TableState& now, std::size_t me) {
  std::vector<CardRef> seen;
  for (const TableState* t : {&now, const_cast<const TableState*>(&restored)})
    for (const Effect& fx : t->effects)
      if (fx.continuing && !fx.proxy && static_cast<std::size_t>(index(fx.owner)) == me)
        seen.push_back(fx.table_card());
  std::sort(seen.begin(), seen.end());
  seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
  for (CardRef c : seen) {
    const int want = copies_of(now, me, c);
    for (int have = copies_of(restored, me, c); have < want; ++have) restored.cards[me].discard.push_back(c);
    for (int have = copies_of(restored, me, c); have > want && take_one(restored.cards[me].discard, c);
         --have) {
    }
  }
}

}  // namespace detail

Result CardPlay::cancel_last_card() {
  if (!g_.last_card_ || g_.last_card_->by != opponent() || g_.s_.card_just_played_by != opponent())
    return reject(Cause::GameCondition, "R27.1",
                  "no card of " + side_name(opponent()) + " has just been played");
  const LastCard last = *g_.last_card_;
  const auto foe = static_cast<std::size_t>(index(opponent()));
  const auto me = static_cast<std::size_t>(index(player_));
  // Back to the table as it was before that card, keeping what cannot be
  // undone: the card is spent and counted, and so is ours (R7.2, R27.1).
  // Our own cards stay as they are now (a PLOTS WITHIN PLOTS played since
  // is spent), and so does our allowance of extra cards. The opponent keeps
  // the extra cards he has left, unless the cancelled card is the PLOTS
  // WITHIN PLOTS that gave them (R7.4).
  auto cards_played = g_.s_.cards_played;
  auto extra = g_.s_.extra_cards;
  auto played = g_.s_.log.played;
  auto& foe_plot = g_.plots_[foe];
  if (foe_plot && foe_plot->cards_played == cards_played[foe]) {
    extra[foe] = 0;
    foe_plot.reset();
  } else if (!foe_plot) {
    extra[foe] = 0;
  }
  const TableState now = g_.s_;
  g_.s_ = *last.before;
  if (g_.move_start_ && *g_.move_start_ == *last.before) g_.move_start_.reset();  // that second move is gone
  // A cancelled KNIGHTMARE! cancelled no move: the board it forbade is free
  // again, and R27.3 binds only what bound before it.
  g_.forbidden_board_ = last.forbidden_board;
  // Cards that went between the players (HAND OF FATE) went back as they
  // were; otherwise the piles are ours as now, and what is in play settles.
  if (!keep_own_cards(g_.s_, now, me, since(now.log.played[me], last.before->log.played[me]),
                      &this->played())) {
    // What the cancelled card did to our cards is undone too: a move cancel
    // gave back the card of the move it took back (R27.2); that move stands
    // again, and its card stays spent (R27.1).
    const PlayerCards& was = last.before->cards[me];
    PlayerCards& mine = g_.s_.cards[me];
    for (CardRef c : std::vector<CardRef>(was.discard)) {
      const auto in = [c](const std::vector<CardRef>& pile) {
        return std::count(pile.begin(), pile.end(), c);
      };
      while (in(mine.hand) > in(was.hand) && in(mine.discard) < in(was.discard) && take_one(mine.hand, c))
        mine.discard.push_back(c);
    }
  }
  remove_one(g_.s_.cards[foe].hand, last.card);
  g_.s_.cards[foe].discard.push_back(last.card);
  g_.draw_up(opponent());
  g_.s_.cards_played = cards_played;
  g_.s_.extra_cards = extra;
  g_.s_.log.played = played;
  events("cancelled " + card_name(*last.card));
  // A move that left the King in check, rescued only by the cancelled card,
  // is taken back; the player must move again, without a card (R12.8, R27.7).
  const Side mover = g_.s_.turn;
  if (g_.s_.phase == Phase::AfterMove && g_.exposed(mover) && g_.turn_start_) {
    TableState back = *g_.turn_start_;
    back.cards = g_.s_.cards;
    back.cards_played = g_.s_.cards_played;
    back.extra_cards = g_.s_.extra_cards;
    back.log.played = g_.s_.log.played;
    // A card that made the move (CONFABULATION) goes out of play with it:
    // spent, into its owner's discard (R13.1).
    for (std::size_t side = 0; side < 2; ++side) settle_own_cards(back, g_.s_, side);
    g_.s_ = back;
    events("the move is taken back");
  }
  return done("R27.1");
}

// His own plays replayed may now resolve otherwise (a card spent with no
// effect goes to the discard, not into play), so his cards are taken from
// the replay, and the card being played now leaves his hand there as it
// left it here (the card in hand, when it acts as another: HAUNTING
// MEMORIES as BOG). Should the replay not have brought it into his hand (a
// draw that no longer happens), his cards stay as they are now.
void CardPlay::keep_player_cards(Game& back) const {
  const auto me = static_cast<std::size_t>(index(player_));
  if (!take_one(back.s_.cards[me].hand, &played())) back.s_.cards[me] = g_.s_.cards[me];
}

Result CardPlay::cancel_earlier_card(const CardDef& card) {
  const Side foe = opponent();
  const auto foe_i = static_cast<std::size_t>(index(foe));
  const auto& plot = g_.plots_[foe_i];
  const std::vector<TurnAction> actions = g_.turn_actions_.to_vector();
  // His plays after PLOTS WITHIN PLOTS are its extra cards (R7.3); PLOTS
  // WITHIN PLOTS itself may be cancelled too, even once they are played
  // (R7.4: he must back up, so the card that allowed them can be answered).
  std::optional<std::size_t> at;
  bool allowing_card = false;  // `at` is the card that allowed the extra cards
  int his_plays = 0;
  for (std::size_t i = 0; plot && i < actions.size(); ++i) {
    const Action& a = actions[i].action;
    if (a.kind != ActionKind::Play || a.by != foe) continue;
    ++his_plays;
    if (a.card != card.id || his_plays < plot->cards_played) continue;
    at = i;
    allowing_card = his_plays == plot->cards_played;
  }
  if (!at)
    return reject(
        Cause::ChoiceWrong, "R27.1",
        card_name(card) + " is neither the card just played nor one played with PLOTS WITHIN PLOTS");
  std::vector<TurnAction> after(actions.begin() + static_cast<std::ptrdiff_t>(*at) + 1, actions.end());
  if (allowing_card) {
    // Backing up: the extra cards were never played; they stay in his hand.
    const auto n = std::erase_if(
        after, [&](const TurnAction& t) { return t.action.kind == ActionKind::Play && t.action.by == foe; });
    if (n > 0)
      events("the cards played with " + card_name(card) + " go back to " + side_name(foe) + "'s hand");
  }
  Game back = g_.rewound();
  std::vector<std::string> replayed;
  back.replay({actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(*at)}, replayed);
  const bool was_move =
      foe == back.s_.turn && back.s_.phase == Phase::BeforeMove && has_timing(card, Timing::ReplaceMove);
  remove_one(back.s_.cards[foe_i].hand, &card);
  back.spend_card(foe, &card, true);
  back.replay(after, replayed);
  // It was his move: he makes another, an ordinary one (R27.1), even when
  // his second replace-move card has now taken the first move's place.
  if (was_move && back.s_.phase == Phase::AfterMove) {
    back.s_.phase = Phase::BeforeMove;
    back.s_.log.turn_move_end.reset();
    back.s_.position.set_side_to_move(foe);
    back.s_.position.set_en_passant(std::nullopt);
  }
  back.turn_actions_ = g_.turn_actions_;  // the turn as it was played, for any later replay
  ++back.turn_rewrites_.count;
  keep_player_cards(back);
  g_ = std::move(back);
  events("cancelled " + card_name(card) + "; the cards played after it resolve again");
  for (auto& e : replayed) events(std::move(e));
  return done("R7.4");
}

namespace {

// The move as it was made no longer happens (BOG, R26.2, R6.6), so neither
// does what its making ended: a continuing effect tied to no piece that
// ended since `before` (VENDETTA, whose player to move then had no capture,
// Official Rulings B-07) comes back, to be judged again on the move as it
// now stands when the card has resolved. Effects tied to a piece come back
// with it (undo_loss); one that left something behind as it ended (a
// MAN-TRAP's capture) is the changing card's to undo.
void restore_ended_by_move(CardPlay& p, const Game& before) {
  for (const Effect& fx : before.effects()) {
    const CardBehaviour* b = fx.card->behaviour;
    if (!fx.continuing || !fx.targets.empty() || (b && b->on_end)) continue;
    const auto& now = p.game().effects();
    if (std::none_of(now.begin(), now.end(), [&](const Effect& e) { return e.sequence == fx.sequence; }))
      p.restore_effect(fx);
  }
}

}  // namespace

Result CardPlay::rework_move(PieceId piece, Result (*change)(CardPlay&)) {
  auto legs = [piece](const Game& g) {
    return std::count_if(g.s_.log.moves.begin(), g.s_.log.moves.end(),
                         [piece](const MoveRecord& m) { return m.piece == piece; });
  };
  const auto wanted = legs(g_);
  const std::vector<TurnAction> actions = g_.turn_actions_.to_vector();
  if (!g_.turn_start_ || wanted == 0) return change(*this);
  // Back to just after the piece's last leg, noting the game before its first.
  Game back = g_.rewound();
  std::optional<Game> before_first;
  std::vector<std::string> replayed;
  std::size_t k = 0;
  while (k < actions.size() && legs(back) < wanted) {
    if (legs(back) == 0) before_first = back;
    back.replay({actions[k++]}, replayed);
  }
  if (k == actions.size()) {  // nothing followed the move
    before_rework_ = before_first ? &*before_first : nullptr;
    Result r = change(*this);
    before_rework_ = nullptr;
    if (r.ok() && before_first) restore_ended_by_move(*this, *before_first);
    return r;
  }
  CardPlay there(back, player_, card_, choices_);
  there.before_rework_ = before_first ? &*before_first : nullptr;
  Result r = change(there);
  if (r.ok() && before_first) restore_ended_by_move(there, *before_first);
  for (auto& e : there.take_events()) events(std::move(e));
  if (!r.ok()) return r;
  back.replay({actions.begin() + static_cast<std::ptrdiff_t>(k), actions.end()}, replayed);
  back.turn_actions_ = g_.turn_actions_;
  ++back.turn_rewrites_.count;
  keep_player_cards(back);
  g_ = std::move(back);
  events("what followed the move resolves again");
  for (auto& e : replayed) events(std::move(e));
  return r;
}

Result CardPlay::take_back_move(bool by_effect) {
  const Side mover = g_.s_.turn;
  if (g_.s_.phase != Phase::AfterMove || !g_.turn_start_ || !g_.s_.log.turn_move_end)
    return reject(Cause::GameCondition, "R6.4", side_name(mover) + " has not moved this turn");
  const std::vector<TurnAction> actions = g_.turn_actions_.to_vector();
  // Back to just before the action that made the move now standing (a move
  // made void by the Check Rule was taken back, and another made since);
  // when that action is the one now resolving (an effect reacting to the
  // move), to the end of the actions.
  Game back = g_.rewound();
  std::vector<std::string> replayed;
  std::optional<Game> before_move;
  std::size_t k = actions.size();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const bool moved = back.s_.log.turn_move_end.has_value();
    Game before = back;
    std::vector<std::string> unused;
    back.replay({actions[i]}, unused);
    if (!moved && back.s_.log.turn_move_end) {
      before_move = std::move(before);
      k = i;
    }
  }
  if (back.s_.log.turn_move_end && before_move) {
    back = std::move(*before_move);
  } else {
    k = actions.size();
  }
  CardPlay(back, player_, card_, choices_).lose_move();
  if (k < actions.size())
    back.replay({actions.begin() + static_cast<std::ptrdiff_t>(k) + 1, actions.end()}, replayed);
  back.turn_actions_ = g_.turn_actions_;
  ++back.turn_rewrites_.count;
  // An effect doing it for a regular card (SECOND SIGHT, not in play,
  // R10.6) answers to the Check Rule as the card would: the move stands
  // if taking it back would leave the mover's King in check (R13.1).
  if (by_effect && back.exposed(mover))
    return Result::no_effect(Cause::CheckLeft, "R13.1",
                             "taking the move back would leave " + side_name(mover) + "'s King in check");
  if (!by_effect) keep_player_cards(back);
  g_ = std::move(back);
  events(side_name(mover) + "'s move is taken back");
  for (auto& e : replayed) events(std::move(e));
  return done("R6.6");
}

Result CardPlay::act_as(const CardDef& card) {
  const CardBehaviour* b = card.behaviour;
  if (!b || !b->play)
    return reject(Cause::NotImplemented, "",
                  card_name(card) + " is in the catalog but the engine does not implement it yet");
  if (auto refusal = choice_refusal(card, choices_, card_.name)) return *refusal;
  // A copying card left as the card to copy (one spent without effect) has
  // nothing of its own to give: copying it would copy itself for ever.
  if (&card == &card_ || &card == &played())
    return reject(Cause::GameCondition, "R6.4", card_name(card) + " has no effect of its own to copy");
  const std::uint32_t first = g_.s_.next_sequence;
  CardPlay copy(g_, player_, card, choices_);
  copy.played_ = &played();
  Result r = b->play(copy);
  for (auto& e : copy.take_events()) events(std::move(e));
  if (!r.ok()) return r;
  // The copy's effect is its own (R10.7), and this card lies in play for it
  // until it ends (R10.1); any further effect it laid has no card of its own.
  bool carried = false;
  for (Effect& fx : g_.s_.effects) {
    if (fx.sequence < first) continue;
    if (fx.continuing && !carried) {
      fx.copy_card = &played();
      carried = true;
    } else {
      fx.proxy = true;
    }
  }
  acted_as_ = &card;
  events("acted as " + card_name(card));
  return r;
}

Result CardPlay::take_last_card() {
  if (!g_.last_card_ || g_.last_card_->by != opponent() || g_.s_.card_just_played_by != opponent())
    return reject(Cause::GameCondition, "R5.2",
                  "no card of " + side_name(opponent()) + " has just been played");
  const LastCard& last = *g_.last_card_;
  auto& foe_discard = g_.s_.cards[static_cast<std::size_t>(index(opponent()))].discard;
  auto& hand = g_.s_.cards[static_cast<std::size_t>(index(player_))].hand;
  // A Continuing Effect laid by that very play: its card leaves, the effect stays.
  for (auto it = g_.s_.effects.rbegin(); it != g_.s_.effects.rend(); ++it) {
    if (it->table_card() == last.card && it->owner == opponent() && it->continuing && !it->proxy &&
        it->sequence >= last.before->next_sequence) {
      it->proxy = true;
      hand.push_back(last.card);
      ++g_.s_.cards_crossed;
      events("took " + card_name(*last.card) + "; its effect stays in play under a proxy");
      return done("R10.8");
    }
  }
  const auto it = std::find(foe_discard.rbegin(), foe_discard.rend(), last.card);
  if (it == foe_discard.rend())
    return reject(Cause::GameCondition, "R5.2", card_name(*last.card) + " is no longer there to take");
  foe_discard.erase(std::next(it).base());
  hand.push_back(last.card);
  ++g_.s_.cards_crossed;
  events("took " + card_name(*last.card));
  return done("R5.2");
}

bool CardPlay::take_from_discard(Side pile_owner, const CardDef& card) {
  auto& pile = g_.s_.cards[static_cast<std::size_t>(index(pile_owner))].discard;
  const auto it = std::find(pile.rbegin(), pile.rend(), &card);
  if (it == pile.rend()) return false;
  pile.erase(std::next(it).base());
  g_.s_.cards[static_cast<std::size_t>(index(player_))].hand.push_back(&card);
  if (pile_owner != player_) ++g_.s_.cards_crossed;
  events("took " + card_name(card) + " back from the discard pile");
  return true;
}

void CardPlay::discard_top_of_deck() {
  PlayerCards& mine = g_.s_.cards[static_cast<std::size_t>(index(player_))];
  if (mine.deck.empty()) return;
  events("discarded " + card_name(*mine.deck.front()) + " from the top of the deck");
  mine.discard.push_back(mine.deck.front());
  mine.deck.erase(mine.deck.begin());
}

namespace {

// Did the turn this log records have a move? A lost move (RIPOSTE,
// CHALLENGE) or a turn undone whole (TOLL refused) leaves none to cancel;
// a move by card that displaced nothing (EVIL EYE) is one (R27.2, R26.1).
bool made_move(const TurnLog& log) { return log.turn_move_end.has_value() && !log.move_lost; }

}  // namespace

Result CardPlay::cancel_last_move() {
  const auto me = static_cast<std::size_t>(index(player_));
  // As his own turn begins the player answers the turn just ended, card
  // included: it is taken back and played again (R27.2, R27.3), as far as
  // the move it answers: after two moves through PLOTS WITHIN PLOTS, the
  // second only, and only its card comes back (R27.5; Official Rulings
  // P-37 with C-03).
  if (g_.answering_last_turn(player_)) {
    if (!made_move(g_.last_turn_end_->log))
      return reject(Cause::GameCondition, "R27.2",
                    side_name(opponent()) + " made no move in his last turn: there is none to cancel");
    const TableState now = g_.s_;
    const auto my_played = g_.s_.cards_played[me];
    const bool plot_move = g_.last_move_start_.has_value();
    g_.forbidden_board_ = g_.last_turn_end_->position;
    g_.s_ = plot_move ? *g_.last_move_start_ : *g_.last_turn_start_;
    // What he played in that turn since stays spent: a continuing card of
    // his whose effect the turn taken back no longer holds (a COUNTERTHRUST
    // copying the VENDETTA taken back) goes to his discard pile.
    if (keep_own_cards(g_.s_, now, me, since(g_.last_turn_end_->log.played[me], g_.s_.log.played[me]),
                       &this->played()))
      g_.draw_up(opponent());
    g_.s_.cards_played[me] = my_played;
    g_.turn_start_ = g_.last_turn_start_;
    g_.turn_actions_ = g_.last_turn_actions_;
    // Its end stays on record: a replay of the turn ends it and answers it
    // as play did, the answering card counting in its own player's turn.
    Action ended;
    ended.kind = ActionKind::EndTurn;
    ended.by = opponent();
    g_.turn_actions_.push_back({ended});
    ++g_.turn_rewrites_.count;
    if (!g_.history_.empty()) g_.history_.pop_back();
    g_.move_start_.reset();
    g_.last_card_.reset();
    g_.plots_ = plot_move ? g_.last_plots_ : decltype(g_.plots_){};
    g_.turn_reopened_ = true;  // the saved turn is cleared once the card is played
    events("cancelled " + side_name(opponent()) + (plot_move ? "'s last move" : "'s last turn"));
    return done(plot_move ? "R27.5" : "R27.2");
  }
  const Side mover = g_.s_.turn;
  if (mover != opponent() || g_.s_.phase != Phase::AfterMove || !g_.turn_start_)
    return reject(Cause::WrongWindow, "R27.2", side_name(opponent()) + " has not moved this turn");
  if (!made_move(g_.s_.log))
    return reject(Cause::GameCondition, "R27.2",
                  side_name(opponent()) + " lost his move this turn: there is none to cancel");
  // The board of the cancelled move may not come back (R27.3).
  g_.forbidden_board_ = g_.s_.position;
  const TableState now = g_.s_;
  auto my_played = g_.s_.cards_played[me];
  // The mover gets back what he spent on the move and moves again (R27.2);
  // after two moves through PLOTS WITHIN PLOTS only the last one is
  // cancelled, and only its card comes back (R27.5).
  g_.s_ = g_.move_start_ ? *g_.move_start_ : *g_.turn_start_;
  g_.move_start_.reset();
  if (keep_own_cards(g_.s_, now, me, since(now.log.played[me], g_.s_.log.played[me]), &this->played()))
    g_.draw_up(opponent());
  g_.s_.cards_played[me] = my_played;
  g_.last_card_.reset();
  events("cancelled " + side_name(opponent()) + "'s move");
  return done("R27.2");
}
}  // namespace kmr
