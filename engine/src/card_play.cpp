// Playing a card: hand, behaviour, timing and the one-card limit first
// (R6, R7), then the card's own conditions and effect on a scratch copy,
// then the Checkmate Rule and the Check Rule (R12, R13) for regular cards.
#include <algorithm>

#include "card_play_internal.hpp"

namespace kmr {

using detail::card_name;
using detail::has_timing;
using detail::remove_one;
using detail::side_name;

Result Game::apply_play(const Action& a, Side by) {
  CardRef card = find_card(a.card);
  if (!card) return Result::rejected(Cause::NotInHand, "R4.2", "no card is called '" + a.card + "'");
  const auto me = static_cast<std::size_t>(index(by));
  const auto& hand = s_.cards[me].hand;
  if (std::find(hand.begin(), hand.end(), card) == hand.end())
    return Result::rejected(Cause::NotInHand, "R4.2",
                            card_name(*card) + " is not in " + side_name(by) + "'s hand");
  const CardBehaviour* behaviour = card->behaviour;
  if (!behaviour || !behaviour->play)
    return Result::rejected(Cause::NotImplemented, "",
                            card_name(*card) + " is in the catalog but the engine does not implement it yet");
  if (auto refusal = timing_refusal(by, *card)) return *refusal;
  // A key the card does not read, or one it needs, is refused before it
  // acts: the card must not answer for a choice it never saw (row 5).
  if (auto refusal = choice_refusal(*card, a.choices)) return *refusal;

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
  // A card that cancels the cancel itself (FOG OF WAR on KNIGHTMARE!) makes
  // no new move: the move it brings back was never cancelled (R27.1).
  const bool cancel_stands = trial.forbidden_board_ == forbidden_board_;
  if (forbidden_board_ && cancel_stands &&
      ((s_.phase == Phase::BeforeMove && trial.s_.phase == Phase::AfterMove) || second_move ||
       carries_move_on) &&
      same_board(trial.s_.position, *forbidden_board_))
    return Result::rejected(
        Cause::SameBoard, "R27.3",
        card_name(*card) + " leads to the board of the cancelled move; the new move must differ");
  // Where the reference does not say whether the card is a continuing
  // effect, what it did says: it laid one in play (SEAT OF POWER, R10.1).
  // Judged as laid: one that ends at once as the effects settle (a TRUCE
  // laid while a King is in check) was laid, and its end discards it.
  const bool laid_in_play =
      std::any_of(trial.s_.effects.begin(), trial.s_.effects.end(), [&](const Effect& fx) {
        return fx.table_card() == card && fx.continuing && !fx.proxy && fx.sequence >= s_.next_sequence;
      });
  trial.settle_effects();

  auto no_effect = [&](Result spent_result) {
    Game spent = *this;
    remove_one(spent.s_.cards[me].hand, card);
    spent.spend_card(by, card, true);
    spent.last_card_ = LastCard{card, by, s_, false, nullptr, forbidden_board_};
    *this = std::move(spent);
    spent_result.events.clear();
    return spent_result;
  };

  // The card is played but a continuing effect keeps it from doing anything
  // (FORBIDDEN CITY against IRRESISTIBLE FORCE, R14.6): it is spent.
  if (r.outcome == Outcome::NoEffect) return no_effect(r);

  // A copy (HAUNTING MEMORIES, COUNTERTHRUST) is what it copies: acting as
  // a Continuing Effect card it is one, and stays in play (R10.1, R12.6).
  const bool continuing = play.acted_as() ? laid_in_play : card->continuing.value_or(laid_in_play);
  if (!continuing) {
    // The Checkmate Rule: a regular card may not directly mate or take a last King (R12.1, R12.5).
    for (Side s : {Side::White, Side::Black}) {
      if (kings(s) > 0 && trial.kings(s) == 0)
        return no_effect(Result::no_effect(
            Cause::DirectMate, "R12.5", card_name(*card) + " would take " + side_name(s) + "'s last King"));
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
      return no_effect(Result::no_effect(Cause::DirectMate, "R12.1",
                                         card_name(*card) + " would directly checkmate " + side_name(foe)));
    // Kings are never captured (R12.3): a card may prepare a mate for the
    // move that follows, but not leave the last King of the side not to
    // move in check while the turn's move is still to come, so that the
    // move could take it. Judged on the board the card leaves, whoever
    // played it and whatever it did (removed a blocker, ended an effect).
    if (trial.s_.phase == Phase::BeforeMove) {
      const Side open = ~trial.s_.turn;
      if (trial.exposed(open) && !exposed(open))  // exposed: his only King (R25.2)
        return no_effect(Result::no_effect(Cause::DirectMate, "R12.3",
                                           card_name(*card) + " would leave " + side_name(open) +
                                               "'s King in check before " + side_name(trial.s_.turn) +
                                               "'s move, which could take it: Kings are never captured"));
    }
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
      return no_effect(Result::no_effect(
          Cause::CheckLeft, "R13.1",
          card_name(*card) + " would leave " + side_name(mover) + "'s King in check at the end of the turn"));
  }

  const bool was_move = trial.s_.phase != s_.phase && s_.phase == Phase::BeforeMove && by == s_.turn &&
                        (has_timing(*card, Timing::ReplaceMove) || has_timing(*card, Timing::Unknown));
  const std::optional<PlayedCard> copied = s_.last_played;  // what a copy copied
  trial.spend_card(by, card, !continuing);
  // A card whose play ended the turn (TOLL refused) counted in the turn it
  // was played in (R7.1), not in the one now begun, which starts as the
  // card leaves the table.
  const bool ended_turn = trial.history_.size() > history_.size();
  if (ended_turn) {
    --trial.s_.cards_played[me];
    trial.s_.log.played[me].pop_back();
    trial.s_.card_just_played_by.reset();
  }
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
  trial.last_card_ = LastCard{card, by, before, was_move, play.acted_as(), forbidden_board_};
  if (ended_turn) {
    trial.last_card_.reset();
    trial.turn_start_ = trial.s_;
  }
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

void Game::spend_without_effect(Side by, CardRef card) {
  const TableState before = s_;
  remove_one(s_.cards[static_cast<std::size_t>(index(by))].hand, card);
  spend_card(by, card, true);
  last_card_ = LastCard{card, by, before, false, nullptr, forbidden_board_};
}

void Game::replay(const std::vector<TurnAction>& actions, std::vector<std::string>& events) {
  for (const TurnAction& t : actions) {
    const Action& a = t.action;
    Result r;
    if (!t.void_) {
      r = apply(a);
      if (r.outcome != Outcome::Rejected) continue;
    }
    CardRef card = a.kind == ActionKind::Play ? find_card(a.card) : nullptr;
    const Side by = a.by.value_or(s_.turn);
    const auto& hand = s_.cards[static_cast<std::size_t>(index(by))].hand;
    const bool in_hand = card && std::find(hand.begin(), hand.end(), card) != hand.end();
    if (in_hand || (t.void_ && !card)) {
      // Void, or refused now: a card spent with no effect (R5.3), an action
      // not taken. Kept so that a later replay does the same, unjudged.
      if (in_hand) spend_without_effect(by, card);
      Action taken = a;
      taken.by = by;
      turn_actions_.push_back({std::move(taken), true});
      if (!t.void_) events.push_back(card_name(*card) + " now has no effect (" + r.detail + ")");
    } else {
      const std::string what =
          a.kind == ActionKind::Move ? to_string(a.move) : std::string(to_string(a.kind));
      events.push_back(what + " no longer stands (" + (t.void_ ? std::string("its card is gone") : r.detail) +
                       ")");
    }
  }
}
}  // namespace kmr
