// Playing a card: hand, behaviour, timing and the one-card limit first
// (R6, R7), then the card's own conditions and effect on a scratch copy,
// then the Checkmate Rule and the Check Rule (R12, R13) for regular cards.
#include <algorithm>
#include <iterator>

#include "kmr/card_behaviour.hpp"
#include "kmr/game.hpp"

namespace kmr {
namespace {

std::string side_name(Side s) { return std::string(to_string(s)); }
std::string card_name(const CardDef& c) { return std::string(c.name); }

bool has_timing(const CardDef& c, Timing t) {
  return std::find(c.timing.begin(), c.timing.end(), t) != c.timing.end();
}

// The choice keys present in a play, as ChoiceKey bits.
unsigned choices_given(const CardChoices& c) {
  unsigned bits = 0;
  if (c.target) bits |= kChooseTarget;
  if (!c.targets.empty()) bits |= kChooseTargets;
  if (c.to) bits |= kChooseTo;
  if (!c.moves.empty()) bits |= kChooseMoves;
  if (c.square) bits |= kChooseSquare;
  if (c.wall) bits |= kChooseWall;
  if (c.piece) bits |= kChoosePiece;
  if (c.card) bits |= kChooseCard;
  if (c.rotate) bits |= kChooseRotate;
  if (c.promote) bits |= kChoosePromote;
  if (!c.announce.empty()) bits |= kChooseAnnounce;
  return bits;
}

// Kings a side still has: on the board, or set aside by a card that will
// put them back (UNDER ELF HILL); a King set aside is not taken (R12.5).
int royal_count(const Game& g, Side side) {
  int n = 0;
  const Position& pos = g.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Zone z = pos.piece(id).zone;
    if ((z == Zone::Board || z == Zone::Aside) && pos.piece(id).owner == side && g.props(id).royal) ++n;
  }
  return n;
}

void remove_one(std::vector<CardRef>& cards, CardRef c) {
  auto it = std::find(cards.begin(), cards.end(), c);
  if (it != cards.end()) cards.erase(it);
}

bool take_one(std::vector<CardRef>& cards, CardRef c) {
  auto it = std::find(cards.begin(), cards.end(), c);
  if (it == cards.end()) return false;
  cards.erase(it);
  return true;
}

std::vector<CardRef> all_held(const PlayerCards& c) {
  std::vector<CardRef> all = c.hand;
  all.insert(all.end(), c.deck.begin(), c.deck.end());
  all.insert(all.end(), c.discard.begin(), c.discard.end());
  std::sort(all.begin(), all.end());
  return all;
}

// The cards of `now` beyond the first ones of `then` (played since).
std::vector<CardRef> since(const std::vector<CardRef>& now, const std::vector<CardRef>& then) {
  if (now.size() <= then.size()) return {};
  return {now.begin() + static_cast<std::ptrdiff_t>(then.size()), now.end()};
}

// A cancellation takes the table back to `restored` (R27.1, R27.2), but the
// cancelling player keeps his own cards as they are now: what he spent since
// (`spent`, the card being played included) stays spent. That is only sound
// while his cards stayed his: when the cancelled play moved cards between
// the players (HAND OF FATE), both players' cards go back as they were, and
// each card he spent since leaves the hand it is back in.
// Returns whether the cards went back so.
bool keep_own_cards(TableState& restored, const TableState& now, std::size_t me, std::vector<CardRef> spent,
                    CardRef playing) {
  const std::size_t foe = 1 - me;
  std::vector<CardRef> before = all_held(restored.cards[me]), after = all_held(now.cards[me]);
  std::vector<CardRef> gained, lost;
  std::set_difference(after.begin(), after.end(), before.begin(), before.end(), std::back_inserter(gained));
  std::set_difference(before.begin(), before.end(), after.begin(), after.end(), std::back_inserter(lost));
  spent.push_back(playing);
  std::sort(spent.begin(), spent.end());
  if (gained.empty() && std::includes(spent.begin(), spent.end(), lost.begin(), lost.end())) {
    restored.cards[me] = now.cards[me];
    return false;
  }
  spent.erase(std::find(spent.begin(), spent.end(), playing));
  // Where the card is back in: a hand, the deck it was drawn from since, or
  // the discard it was taken from since (LEGACY).
  const auto take_back = [&](CardRef c) {
    return take_one(restored.cards[me].hand, c) || take_one(restored.cards[foe].hand, c) ||
           take_one(restored.cards[me].deck, c) || take_one(restored.cards[foe].deck, c) ||
           take_one(restored.cards[me].discard, c) || take_one(restored.cards[foe].discard, c);
  };
  for (CardRef c : spent) {
    if (!take_back(c)) continue;
    const auto& pile = now.cards[me].discard;
    if (std::find(pile.begin(), pile.end(), c) != pile.end()) restored.cards[me].discard.push_back(c);
  }
  take_back(playing);
  return true;
}

// How many copies of `c` player `me` has among his piles and the
// continuing effects of his in play.
int copies_of(const TableState& t, std::size_t me, CardRef c) {
  const PlayerCards& pc = t.cards[me];
  auto n = std::count(pc.hand.begin(), pc.hand.end(), c) + std::count(pc.deck.begin(), pc.deck.end(), c) +
           std::count(pc.discard.begin(), pc.discard.end(), c);
  for (const Effect& fx : t.effects)
    if (fx.card == c && fx.continuing && !fx.proxy && static_cast<std::size_t>(index(fx.owner)) == me) ++n;
  return static_cast<int>(n);
}

// After keep_own_cards, the effects in play are as they were then while his
// piles are as they are now: a continuing card of his played since is out
// of play again and, spent, goes to his discard; one that has left play
// since (and lies in his discard) is back in play, so it leaves the
// discard. Each card stays in exactly one place.
void settle_own_cards(TableState& restored, const TableState& now, std::size_t me, CardRef playing) {
  std::vector<CardRef> seen;
  for (const TableState* t : {&now, const_cast<const TableState*>(&restored)})
    for (const Effect& fx : t->effects)
      if (fx.continuing && !fx.proxy && static_cast<std::size_t>(index(fx.owner)) == me)
        seen.push_back(fx.card);
  std::sort(seen.begin(), seen.end());
  seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
  for (CardRef c : seen) {
    if (c == playing) continue;
    const int want = copies_of(now, me, c);
    for (int have = copies_of(restored, me, c); have < want; ++have) restored.cards[me].discard.push_back(c);
    for (int have = copies_of(restored, me, c); have > want && take_one(restored.cards[me].discard, c);
         --have) {
    }
  }
}

}  // namespace

bool Game::answering_last_turn(Side side) const {
  return side == s_.turn && s_.phase == Phase::BeforeMove && last_turn_start_ && last_turn_end_ &&
         last_turn_start_->turn == ~side && turn_actions_.empty() && s_.cards_played[0] == 0 &&
         s_.cards_played[1] == 0;
}

bool Game::window_open(Side side, Timing t) const {
  const bool own_turn = side == s_.turn;
  const bool answering_card = s_.card_just_played_by == ~side;
  switch (t) {
    case Timing::BeforeMove:
    case Timing::ReplaceMove:
      return own_turn && s_.phase == Phase::BeforeMove;
    case Timing::AfterMove:
      return own_turn && s_.phase == Phase::AfterMove;
    case Timing::AfterOpponentMove:
      return !own_turn && s_.phase == Phase::AfterMove;
    case Timing::AfterOpponentCard:
      return answering_card;
    case Timing::OpponentTurn:
      return !own_turn;
    case Timing::AnyTime:
      return true;
    case Timing::Unknown:
      // The reference does not know when the card is played: we assume any
      // window of its owner's own turn, before, instead of or after the move
      // (R6.4). The card's own play says whether it is the turn's move.
      return own_turn;
  }
  return false;
}

std::optional<Result> Game::timing_refusal(Side side, const CardDef& card) const {
  const auto si = static_cast<std::size_t>(index(side));
  // PLOTS WITHIN PLOTS: an extra card must be one that was legal when it
  // was played (R7.3): a before-move card only while the move is still to
  // come, while a second replace-move card is a second move (R26.3).
  const auto& plot = plots_[si];
  const bool extra = s_.cards_played[si] >= 1 && plot && s_.extra_cards[si] > 0;
  auto open = [&](Timing t) {
    if (t == Timing::AfterOpponentMove && card.behaviour && card.behaviour->cancels_move &&
        answering_last_turn(side))
      return true;
    if (!extra) return window_open(side, t);
    if (!(plot->windows & (1u << static_cast<unsigned>(t)))) return false;
    return t != Timing::BeforeMove || s_.phase == Phase::BeforeMove;
  };
  if (std::none_of(card.timing.begin(), card.timing.end(), open)) {
    std::string when;
    for (Timing t : card.timing) when += (when.empty() ? "" : " or ") + std::string(to_string(t));
    return Result::rejected(
        Reason::WrongTiming, "R6.3",
        card_name(card) + " is played " + when + "; that window is not open for " + side_name(side));
  }
  const auto i = static_cast<std::size_t>(index(side));
  if (s_.cards_played[i] >= 1 && s_.extra_cards[i] == 0)
    return Result::rejected(Reason::OneCardLimit, "R7.1",
                            side_name(side) + " has already played a card this turn");
  // Announced extra cards bind him, even after one is cancelled (R7.4).
  if (extra && !plot->announced.empty() &&
      std::find(plot->announced.begin(), plot->announced.end(), &card) == plot->announced.end())
    return Result::rejected(Reason::OneCardLimit, "R7.4",
                            side_name(side) + " announced other cards with PLOTS WITHIN PLOTS; " +
                                card_name(card) + " is not one of them");
  return std::nullopt;
}

Result Game::apply_play(const Action& a, Side by) {
  CardRef card = find_card(a.card);
  if (!card) return Result::rejected(Reason::NotInHand, "R4.2", "no card is called '" + a.card + "'");
  const auto me = static_cast<std::size_t>(index(by));
  const auto& hand = s_.cards[me].hand;
  if (std::find(hand.begin(), hand.end(), card) == hand.end())
    return Result::rejected(Reason::NotInHand, "R4.2",
                            card_name(*card) + " is not in " + side_name(by) + "'s hand");
  const CardBehaviour* behaviour = card->behaviour;
  if (!behaviour || !behaviour->play)
    return Result::rejected(Reason::NotImplemented, "",
                            card_name(*card) + " is in the catalog but the engine does not implement it yet");
  if (auto refusal = timing_refusal(by, *card)) return *refusal;
  if (choices_given(a.choices) & ~behaviour->choices)
    return Result::rejected(Reason::IllegalTarget, "R8.3", card_name(*card) + " does not take that choice");

  // Resolve on a copy; the table is only touched if the card is played.
  Game trial = *this;
  remove_one(trial.s_.cards[me].hand, card);
  // An extra card of PLOTS WITHIN PLOTS answering the opponent's card sees
  // that card, not the player's own PLOTS WITHIN PLOTS played since (R7.3).
  if (const auto& plot = plots_[me]; plot && plot->answerable && s_.extra_cards[me] > 0 &&
                                     s_.card_just_played_by == by &&
                                     has_timing(*card, Timing::AfterOpponentCard)) {
    trial.last_card_ = plot->answerable;
    trial.s_.card_just_played_by = ~by;
  }
  CardPlay play(trial, by, *card, a.choices);
  Result r = behaviour->play(play);
  if (r.outcome == Outcome::Rejected) return r;  // refused: nothing happened, the card stays in hand
  // A second replace-move card through PLOTS WITHIN PLOTS is a second move
  // of the turn (R26.3); a move-cancelling card then cancels that one only.
  const bool second_move = by == s_.turn && s_.phase == Phase::AfterMove &&
                           has_timing(*card, Timing::ReplaceMove) && !has_timing(*card, Timing::AfterMove);
  // A card that makes the move after a cancelled one must change the board
  // like any new move (R27.3); so must a card that carries the new move on
  // (MERCILESS, CHARGE!): the move is the displacement, not the route
  // (R26.1), so Ra1-a2 and MERCILESS a2-a4 repeat a cancelled Ra1-a4.
  const bool carries_move_on = by == s_.turn && s_.phase == Phase::AfterMove;
  if (forbidden_board_ &&
      ((s_.phase == Phase::BeforeMove && trial.s_.phase == Phase::AfterMove) || second_move ||
       carries_move_on) &&
      same_board(trial.s_.position, *forbidden_board_))
    return Result::rejected(
        Reason::SamePosition, "R27.3",
        card_name(*card) + " leads to the board of the cancelled move; the new move must differ");
  trial.settle_effects();

  auto no_effect = [&](Reason reason, std::string rule, std::string detail) {
    Game spent = *this;
    remove_one(spent.s_.cards[me].hand, card);
    spent.spend_card(by, card, true);
    spent.last_card_ = LastCard{card, by, s_, false};
    *this = std::move(spent);
    return Result::no_effect(reason, std::move(rule), std::move(detail));
  };

  // The card is played but a continuing effect keeps it from doing anything
  // (FORBIDDEN CITY against IRRESISTIBLE FORCE, R14.6): it is spent.
  if (r.outcome == Outcome::NoEffect) return no_effect(*r.reason, r.rule, r.detail);

  // Where the reference does not say whether the card is a continuing
  // effect, what it did says: it laid one in play (SEAT OF POWER, R10.1).
  const bool laid_in_play =
      std::any_of(trial.s_.effects.begin(), trial.s_.effects.end(), [&](const Effect& fx) {
        return fx.card == card && fx.continuing && !fx.proxy && fx.sequence >= s_.next_sequence;
      });
  const bool continuing = card->continuing.value_or(laid_in_play);
  if (!continuing) {
    // The Checkmate Rule: a regular card may not directly mate or take a last King (R12.1, R12.5).
    for (Side s : {Side::White, Side::Black}) {
      if (royal_count(*this, s) > 0 && royal_count(trial, s) == 0)
        return no_effect(Reason::CheckmateRule, "R12.5",
                         card_name(*card) + " would take " + side_name(s) + "'s last King");
    }
    const Side foe = ~by;
    // Mate is judged now, and where the foe must next move: a lost move in
    // between does not give him a chance to escape (RIPOSTE restoring the
    // checking piece, R13.5). A mate that already stood on this board when
    // the turn began was given before, without this card (FOG OF WAR taking
    // back the only escape, R12.8).
    const bool mates =
        (trial.mated(foe) && !mated(foe)) || (trial.checkmated() == foe && checkmated() != foe);
    auto mate_given_before = [&] {
      if (!turn_start_ || !same_board(trial.s_.position, turn_start_->position)) return false;
      Game start = *this;
      start.s_ = *turn_start_;
      return start.mated(foe);
    };
    if (mates && !mate_given_before())
      return no_effect(Reason::CheckmateRule, "R12.1",
                       card_name(*card) + " would directly checkmate " + side_name(foe));
    // The Check Rule: no regular card may leave a player's own King in check
    // when his turn ends (R13.1). The turn player's own card may still be
    // followed by his move; once he has moved, nothing else can save him.
    // An extra card of PLOTS WITHIN PLOTS may leave the check for the next
    // one to remove (R13.4), if he holds one he may still play. (After his
    // last one, the end of the turn judges it: see Game::end_turn.)
    const Side mover = trial.s_.turn;
    auto may_still_remedy = [&] {
      if (by != mover || trial.s_.extra_cards[me] == 0) return false;
      Game spent = trial;
      spent.spend_card(by, card, !continuing);
      return spent.s_.extra_cards[me] == 0 || spent.may_play_a_card_now(by);
    };
    const bool mover_can_still_act = trial.s_.phase == Phase::BeforeMove || may_still_remedy();
    if (trial.exposed(mover) && !mover_can_still_act && (by == mover || !exposed(mover)))
      return no_effect(
          Reason::CheckRule, "R13.1",
          card_name(*card) + " would leave " + side_name(mover) + "'s King in check at the end of the turn");
  }

  const bool was_move = trial.s_.phase != s_.phase && s_.phase == Phase::BeforeMove && by == s_.turn &&
                        (has_timing(*card, Timing::ReplaceMove) || has_timing(*card, Timing::Unknown));
  const std::optional<PlayedCard> copied = s_.last_played;  // what a copy copied
  trial.spend_card(by, card, !continuing);
  if (const CardDef* as = play.acted_as()) {
    trial.s_.last_played->acted_as = as;
    trial.s_.last_played->original_owner = copied ? copied->original_owner : ~by;
  }
  // So is a first replace-move card played as an extra card of PLOTS WITHIN
  // PLOTS: cancelling that move gives back only its card, not PLOTS WITHIN
  // PLOTS, which was not used for the move (R27.2, R27.5).
  const bool plot_extra_move = by == s_.turn && s_.phase == Phase::BeforeMove && plots_[me] &&
                               s_.cards_played[me] >= 1 && s_.extra_cards[me] > 0 &&
                               trial.s_.phase == Phase::AfterMove && has_timing(*card, Timing::ReplaceMove);
  if (second_move || plot_extra_move) trial.move_start_ = s_;
  // A card that gave the last turn back answers it as it ended, as if
  // played before that turn's end (R27.2).
  const TableState& before = trial.turn_reopened_ && trial.last_turn_end_ ? *trial.last_turn_end_ : s_;
  trial.last_card_ = LastCard{card, by, before, was_move, play.acted_as()};
  r.events = play.take_events();
  *this = std::move(trial);
  if (r.detail.empty()) r.detail = side_name(by) + " plays " + card_name(*card);
  return r;
}

void Game::spend_card(Side by, CardRef card, bool to_discard) {
  const auto me = static_cast<std::size_t>(index(by));
  if (s_.cards_played[me] >= 1 && s_.extra_cards[me] > 0) {
    --s_.extra_cards[me];
    if (plots_[me]) remove_one(plots_[me]->announced, card);
  }
  ++s_.cards_played[me];
  s_.log.played[me].push_back(card);
  if (to_discard) s_.cards[me].discard.push_back(card);
  draw_up(by);  // a played card is replaced at once (R5.1, R5.3)
  s_.card_just_played_by = by;
  s_.last_played = PlayedCard{card, by, nullptr, by};
}

void Game::replay(const std::vector<Action>& actions, std::vector<std::string>& events) {
  for (const Action& a : actions) {
    const Result r = apply(a);
    if (r.outcome != Outcome::Rejected) continue;
    CardRef card = a.kind == ActionKind::Play ? find_card(a.card) : nullptr;
    const Side by = a.by.value_or(s_.turn);
    auto& hand = s_.cards[static_cast<std::size_t>(index(by))].hand;
    if (card && std::find(hand.begin(), hand.end(), card) != hand.end()) {
      const TableState before = s_;
      remove_one(hand, card);
      spend_card(by, card, true);
      last_card_ = LastCard{card, by, before, false};
      Action taken = a;
      taken.by = by;
      turn_actions_.push_back(std::move(taken));  // a later replay does the same
      events.push_back(card_name(*card) + " now has no effect (" + r.detail + ")");
    } else {
      const std::string what =
          a.kind == ActionKind::Move ? to_string(a.move) : std::string(to_string(a.kind));
      events.push_back(what + " no longer stands (" + r.detail + ")");
    }
  }
}

// ---------------------------------------------------------------- CardPlay

Expected<PieceId> CardPlay::target_piece() const {
  if (!choices_.target) return Error{card_name(card_) + " needs a target"};
  PieceId id = position().piece_at(*choices_.target);
  if (id == kNoPiece) return Error{"no piece stands on " + square_name(*choices_.target)};
  return id;
}

bool CardPlay::capture(PieceId id) {
  // Only a piece on the board can be captured; one already gone is not.
  if (g_.s_.position.piece(id).zone != Zone::Board || !g_.props(id).capturable) return false;
  Position& pos = g_.s_.position;
  events("captured " + std::string(1, pos.letter_at(pos.piece(id).square)) + " on " +
         square_name(pos.piece(id).square));
  pos.take_off(id, Zone::Captured);
  return true;
}

void CardPlay::kill(PieceId id) {
  Position& pos = g_.s_.position;
  events("killed " + std::string(1, pos.letter_at(pos.piece(id).square)) + " on " +
         square_name(pos.piece(id).square));
  pos.take_off(id, Zone::Dead);
}

void CardPlay::relocate(PieceId id, Square to) {
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, std::nullopt, true, Move{from, to}});
  events(square_name(from) + "-" + square_name(to));
}

void CardPlay::swap(PieceId a, PieceId b) {
  Position& pos = g_.s_.position;
  const Square sa = pos.piece(a).square;
  const Square sb = pos.piece(b).square;
  pos.take_off(a, Zone::Aside);
  pos.relocate(b, sa);
  pos.put_back(a, sb);
  g_.s_.log.moves.push_back(MoveRecord{a, sa, sb, std::nullopt, true, Move{sa, sb}});
  g_.s_.log.moves.push_back(MoveRecord{b, sb, sa, std::nullopt, true, Move{sb, sa}});
  events(square_name(sa) + "<->" + square_name(sb));
}

void CardPlay::hide(PieceId id) {
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  pos.take_off(id, Zone::Aside);
  g_.s_.hidden = HiddenPiece{id, from, player_};
  events("a piece is taken off in secret: " + side_name(pos.piece(id).owner) + " must name it back");
}

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

void CardPlay::end_effect(std::size_t i) {
  auto& effects = g_.s_.effects;
  const Effect fx = effects[i];
  effects.erase(effects.begin() + static_cast<std::ptrdiff_t>(i));
  if (fx.continuing && !fx.proxy)
    g_.s_.cards[static_cast<std::size_t>(index(fx.owner))].discard.push_back(fx.card);
  events("ended " + std::string(fx.card->name));
  // What a cancelled effect leaves behind (R10.5, R10.9).
  if (fx.card->behaviour && fx.card->behaviour->on_end) {
    CardPlay play(g_, fx.owner, *fx.card, fx.choices);
    fx.card->behaviour->on_end(fx, play);
    for (auto& e : play.take_events()) events(std::move(e));
  }
}

Result CardPlay::cancel_last_card() {
  if (!g_.last_card_ || g_.last_card_->by != opponent() || g_.s_.card_just_played_by != opponent())
    return reject(Reason::ConditionUnmet, "R27.1",
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
  // Cards that went between the players (HAND OF FATE) went back as they
  // were; otherwise the piles are ours as now, and what is in play settles.
  if (!keep_own_cards(g_.s_, now, me, since(now.log.played[me], last.before->log.played[me]),
                      &this->played()))
    settle_own_cards(g_.s_, now, me, &this->played());
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
    for (std::size_t side = 0; side < 2; ++side)
      settle_own_cards(back, g_.s_, side, side == me ? &this->played() : nullptr);
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
  const std::vector<Action> actions = g_.turn_actions_;
  // His plays after PLOTS WITHIN PLOTS are its extra cards (R7.3); PLOTS
  // WITHIN PLOTS itself may be cancelled too, even once they are played
  // (R7.4: he must back up, so the card that allowed them can be answered).
  std::optional<std::size_t> at;
  bool allowing_card = false;  // `at` is the card that allowed the extra cards
  int his_plays = 0;
  for (std::size_t i = 0; plot && i < actions.size(); ++i) {
    const Action& a = actions[i];
    if (a.kind != ActionKind::Play || a.by != foe) continue;
    ++his_plays;
    if (a.card != card.id || his_plays < plot->cards_played) continue;
    at = i;
    allowing_card = his_plays == plot->cards_played;
  }
  if (!at)
    return reject(
        Reason::IllegalTarget, "R27.1",
        card_name(card) + " is neither the card just played nor one played with PLOTS WITHIN PLOTS");
  std::vector<Action> after(actions.begin() + static_cast<std::ptrdiff_t>(*at) + 1, actions.end());
  if (allowing_card) {
    // Backing up: the extra cards were never played; they stay in his hand.
    const auto n =
        std::erase_if(after, [&](const Action& a) { return a.kind == ActionKind::Play && a.by == foe; });
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
  back.turn_actions_ = actions;  // the turn as it was played, for any later replay
  ++back.turn_rewrites_.count;
  keep_player_cards(back);
  g_ = std::move(back);
  events("cancelled " + card_name(card) + "; the cards played after it resolve again");
  for (auto& e : replayed) events(std::move(e));
  return done("R7.4");
}

Result CardPlay::rework_move(PieceId piece, Result (*change)(CardPlay&)) {
  auto legs = [piece](const Game& g) {
    return std::count_if(g.s_.log.moves.begin(), g.s_.log.moves.end(),
                         [piece](const MoveRecord& m) { return m.piece == piece; });
  };
  const auto wanted = legs(g_);
  const std::vector<Action> actions = g_.turn_actions_;
  if (!g_.turn_start_ || wanted == 0) return change(*this);
  // Back to just after the piece's last leg.
  Game back = g_.rewound();
  std::vector<std::string> replayed;
  std::size_t k = 0;
  while (k < actions.size() && legs(back) < wanted) back.replay({actions[k++]}, replayed);
  if (k == actions.size()) return change(*this);  // nothing followed the move
  CardPlay there(back, player_, card_, choices_);
  Result r = change(there);
  for (auto& e : there.take_events()) events(std::move(e));
  if (!r.ok()) return r;
  back.replay({actions.begin() + static_cast<std::ptrdiff_t>(k), actions.end()}, replayed);
  back.turn_actions_ = actions;
  ++back.turn_rewrites_.count;
  keep_player_cards(back);
  g_ = std::move(back);
  events("what followed the move resolves again");
  for (auto& e : replayed) events(std::move(e));
  return r;
}

Result CardPlay::act_as(const CardDef& card) {
  const CardBehaviour* b = card.behaviour;
  if (!b || !b->play)
    return reject(Reason::NotImplemented, "",
                  card_name(card) + " is in the catalog but the engine does not implement it yet");
  if (choices_given(choices_) & ~b->choices)
    return reject(Reason::IllegalTarget, "R8.3", card_name(card) + " does not take that choice");
  // A copying card left as the card to copy (one spent without effect) has
  // nothing of its own to give: copying it would copy itself for ever.
  if (&card == &card_ || &card == &played())
    return reject(Reason::ConditionUnmet, "R6.4", card_name(card) + " has no effect of its own to copy");
  const std::uint32_t first = g_.s_.next_sequence;
  CardPlay copy(g_, player_, card, choices_);
  copy.played_ = &played();
  Result r = b->play(copy);
  for (auto& e : copy.take_events()) events(std::move(e));
  if (!r.ok()) return r;
  for (Effect& fx : g_.s_.effects)
    if (fx.sequence >= first) fx.proxy = true;
  acted_as_ = &card;
  events("acted as " + card_name(card));
  return r;
}

Result CardPlay::take_last_card() {
  if (!g_.last_card_ || g_.last_card_->by != opponent() || g_.s_.card_just_played_by != opponent())
    return reject(Reason::ConditionUnmet, "R5.2",
                  "no card of " + side_name(opponent()) + " has just been played");
  const LastCard& last = *g_.last_card_;
  auto& foe_discard = g_.s_.cards[static_cast<std::size_t>(index(opponent()))].discard;
  auto& hand = g_.s_.cards[static_cast<std::size_t>(index(player_))].hand;
  // A Continuing Effect laid by that very play: its card leaves, the effect stays.
  for (auto it = g_.s_.effects.rbegin(); it != g_.s_.effects.rend(); ++it) {
    if (it->card == last.card && it->owner == opponent() && it->continuing && !it->proxy &&
        it->sequence >= last.before->next_sequence) {
      it->proxy = true;
      hand.push_back(last.card);
      events("took " + card_name(*last.card) + "; its effect stays in play under a proxy");
      return done("R10.8");
    }
  }
  const auto it = std::find(foe_discard.rbegin(), foe_discard.rend(), last.card);
  if (it == foe_discard.rend())
    return reject(Reason::ConditionUnmet, "R5.2", card_name(*last.card) + " is no longer there to take");
  foe_discard.erase(std::next(it).base());
  hand.push_back(last.card);
  events("took " + card_name(*last.card));
  return done("R5.2");
}

bool CardPlay::take_from_discard(Side pile_owner, const CardDef& card) {
  auto& pile = g_.s_.cards[static_cast<std::size_t>(index(pile_owner))].discard;
  const auto it = std::find(pile.rbegin(), pile.rend(), &card);
  if (it == pile.rend()) return false;
  pile.erase(std::next(it).base());
  g_.s_.cards[static_cast<std::size_t>(index(player_))].hand.push_back(&card);
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

Result CardPlay::cancel_last_move() {
  const auto me = static_cast<std::size_t>(index(player_));
  // As his own turn begins the player answers the turn just ended, card
  // included: it is taken back whole and played again (R27.2, R27.3).
  if (g_.answering_last_turn(player_)) {
    const TableState now = g_.s_;
    auto my_played = g_.s_.cards_played[me];
    g_.forbidden_board_ = g_.last_turn_end_->position;
    g_.s_ = *g_.last_turn_start_;
    if (keep_own_cards(g_.s_, now, me, g_.last_turn_end_->log.played[me], &this->played()))
      g_.draw_up(opponent());
    g_.s_.cards_played[me] = my_played;
    g_.turn_start_ = g_.last_turn_start_;
    g_.turn_actions_ = g_.last_turn_actions_ ? *g_.last_turn_actions_ : std::vector<Action>{};
    // Its end stays on record: a replay of the turn ends it and answers it
    // as play did, the answering card counting in its own player's turn.
    Action ended;
    ended.kind = ActionKind::EndTurn;
    ended.by = opponent();
    g_.turn_actions_.push_back(ended);
    ++g_.turn_rewrites_.count;
    if (!g_.history_.empty()) g_.history_.pop_back();
    g_.move_start_.reset();
    g_.last_card_.reset();
    g_.plots_ = {};
    g_.turn_reopened_ = true;  // the saved turn is cleared once the card is played
    events("cancelled " + side_name(opponent()) + "'s last turn");
    return done("R27.2");
  }
  const Side mover = g_.s_.turn;
  if (mover != opponent() || g_.s_.phase != Phase::AfterMove || !g_.turn_start_)
    return reject(Reason::WrongTiming, "R27.2", side_name(opponent()) + " has not moved this turn");
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

namespace {
// The turn's move is made (or lost): the after-move window opens.
void end_move_phase(TableState& s) {
  if (s.phase == Phase::AfterMove) return;
  s.phase = Phase::AfterMove;
  s.log.turn_move_end = s.log.moves.size();
  s.position.set_side_to_move(~s.turn);
  s.position.set_en_passant(std::nullopt);
}
}  // namespace

void CardPlay::counts_as_move() {
  // Only the turn player's move can be replaced: a replace-move card copied
  // in the opponent's turn (COUNTERTHRUST) does what it does and leaves his
  // move to him (R6.4).
  if (player_ == g_.s_.turn) end_move_phase(g_.s_);
}

void CardPlay::lose_move() {
  events(side_name(g_.s_.turn) + " loses the move");
  end_move_phase(g_.s_);
}

Result CardPlay::lose_turn() {
  const Side late = g_.s_.turn;
  if (!g_.turn_start_) return reject(Reason::WrongTiming, "R6.8", "the turn has not begun");
  Game lost = g_;
  lost.s_ = *g_.turn_start_;  // everything done this turn is undone
  lost.last_card_.reset();
  CardPlay p(lost, player_, card_, choices_);
  p.lose_move();
  Result ended = lost.end_turn(late, /*void_cause=*/false);
  if (!ended.ok()) return ended;
  g_ = std::move(lost);
  events(side_name(late) + " loses the whole turn");
  for (auto& e : ended.events) events(std::move(e));
  return done("R6.8");
}

Result CardPlay::card_move(PieceId id, Square to, bool may_capture, std::string rule) {
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  const PieceId there = pos.piece_at(to);
  std::optional<PieceId> taken;
  if (there != kNoPiece) {
    if (!may_capture)
      return reject(Reason::Blocked, rule, square_name(to) + " is occupied and this move may not capture");
    // Only a neutral piece, or one taking a neutral piece, may capture a piece of its own side (R24.1).
    if (pos.piece(there).owner == pos.piece(id).owner &&
        !g_.props(id).controlled_by[static_cast<std::size_t>(index(~pos.piece(id).owner))] &&
        !g_.props(there).controlled_by[static_cast<std::size_t>(index(~pos.piece(there).owner))])
      return reject(Reason::Blocked, rule, square_name(to) + " holds a piece of the same side");
    // A King is never captured, unless its side has another: then a card
    // may take one of them (R25.2). Never the last: by the Checkmate Rule the
    // card is spent and does nothing (R12.1, R12.4, R12.5).
    if (g_.props(there).royal && royal_count(g_, pos.piece(there).owner) <= 1)
      return Result::no_effect(Reason::CheckmateRule, "R12.5",
                               card_name(card_) + " would capture the last King on " + square_name(to));
    if (!capture(there))
      return reject(Reason::Immune, rule, "the piece on " + square_name(to) + " cannot be captured");
    taken = there;
  }
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, taken, true, Move{from, to}});
  events(square_name(from) + "-" + square_name(to));
  return done(std::move(rule));
}

Result CardPlay::capture_own(PieceId id, Square to, std::string rule) {
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  const PieceId there = pos.piece_at(to);
  if (there == kNoPiece || pos.piece(there).owner != pos.piece(id).owner)
    return reject(Reason::IllegalTarget, rule, square_name(to) + " holds no other piece of the same side");
  // Not even its own side may take its last King (R12.1, R12.5); one of
  // several Kings it may (R25.2).
  if (g_.props(there).royal && royal_count(g_, pos.piece(there).owner) <= 1)
    return Result::no_effect(Reason::CheckmateRule, "R12.5",
                             card_name(card_) + " would capture the last King, on " + square_name(to));
  if (!capture(there))
    return reject(Reason::Immune, rule, "the piece on " + square_name(to) + " cannot be captured");
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, there, true, Move{from, to}});
  events(square_name(from) + "x" + square_name(to));
  return done(std::move(rule));
}

void CardPlay::replace(PieceId old_piece, PieceId with, Zone old_to) {
  Position& pos = g_.s_.position;
  const Square at = pos.piece(old_piece).square;
  if (old_to == Zone::Dead) {
    kill(old_piece);
  } else {
    events("captured " + std::string(1, pos.letter_at(at)) + " on " + square_name(at));
    pos.take_off(old_piece, old_to);
  }
  pos.put_back(with, at);
  events(std::string(1, pos.letter_at(at)) + " put on " + square_name(at));
  for (Effect& fx : g_.s_.effects)
    for (PieceId& t : fx.targets)
      if (t == old_piece) t = with;
}

Result CardPlay::swap(PieceId a, PieceId b, std::string rule) {
  const Position& pos = g_.s_.position;
  for (PieceId id : {a, b})
    if (!g_.props(id).can_move)
      return reject(Reason::IllegalTarget, "R14.3",
                    "the piece on " + square_name(pos.piece(id).square) +
                        " may not move now, and a swap is a move (R26.1)");
  swap(a, b);
  return done(std::move(rule));
}

void CardPlay::exchange_hands() {
  std::swap(g_.s_.cards[0].hand, g_.s_.cards[1].hand);
  events("the players exchange hands");
}

void CardPlay::draw_one(Side side) {
  PlayerCards& pc = g_.s_.cards[static_cast<std::size_t>(index(side))];
  if (g_.s_.common_deck && g_.s_.common_deck->empty()) g_.reshuffle_common_deck();
  std::vector<CardRef>& deck = g_.s_.common_deck ? *g_.s_.common_deck : pc.deck;
  if (deck.empty()) return;
  pc.hand.push_back(deck.front());
  deck.erase(deck.begin());
  events(side_name(side) + " draws a card");
}

void CardPlay::allow_extra_cards(int n, std::vector<const CardDef*> announced) {
  const auto me = static_cast<std::size_t>(index(player_));
  g_.s_.extra_cards[me] = static_cast<std::uint8_t>(n);
  // Remember what is legal now: the extra cards must have been (R7.3).
  Game::PlotContext plot;
  for (unsigned t = 0; t <= static_cast<unsigned>(Timing::Unknown); ++t)
    if (g_.window_open(player_, static_cast<Timing>(t))) plot.windows |= 1u << t;
  plot.cards_played = g_.s_.cards_played[me] + 1;
  plot.announced = std::move(announced);
  if (g_.s_.card_just_played_by == opponent() && g_.last_card_ && g_.last_card_->by == opponent())
    plot.answerable = g_.last_card_;
  g_.plots_[me] = std::move(plot);
}

void CardPlay::stall_game(std::string why) {
  g_.s_.stalled = true;
  events("the game cannot go on: " + why);
}

}  // namespace kmr
