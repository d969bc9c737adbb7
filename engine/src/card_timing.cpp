// When a card may be played: its timing windows (R6.4), the one-card limit
// (R7.1) and the extra cards of PLOTS WITHIN PLOTS (R7.3, R7.4).
#include <algorithm>

#include "card_play_internal.hpp"

namespace kmr {

using detail::card_name;
using detail::side_name;

bool Game::answering_last_turn(Side side) const {
  return side == s_.turn && s_.phase == Phase::BeforeMove && last_turn_start_ && last_turn_end_ &&
         last_turn_start_->turn == ~side && turn_actions_.empty() && s_.cards_played[0] == 0 &&
         s_.cards_played[1] == 0;
}

bool Game::lost_on_own_move(Side side) const {
  if (side != s_.turn || s_.phase != Phase::AfterMove) return false;
  return std::any_of(s_.log.captures.begin(), s_.log.captures.end(), [&](const CaptureRecord& c) {
    return c.by == ~side && s_.position.piece(c.piece).owner == side;
  });
}

bool Game::mover_turn_open() const {
  // His turn is over once he ends it, declines his after-move window
  // (`pass`), or can play no card in it any more (the one-card limit, no
  // card in hand that any choice makes playable now).
  return s_.phase == Phase::AfterMove && !s_.after_move_passed && may_play_a_card_now(s_.turn);
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
  // Played before the move, its allowance is for cards played then: once
  // the move is made, only a second replace-move card after a first one
  // may follow (R7.3 lists no pair of a move and a card after it), the
  // first one made the move or, cancelled, left it to an ordinary move
  // (R7.4, Official Rulings 3-F). Reading (medium confidence): otherwise
  // the allowance ends with the move.
  const auto& plot = plots_[si];
  const bool extra = s_.cards_played[si] >= 1 && plot && s_.extra_cards[si] > 0;
  auto replace_move_extra_played = [&] {
    const auto& played = s_.log.played[si];
    const auto first = std::min(played.size(), static_cast<std::size_t>(std::max(plot->cards_played, 0)));
    return std::any_of(played.begin() + static_cast<std::ptrdiff_t>(first), played.end(),
                       [](CardRef c) { return detail::has_timing(*c, Timing::ReplaceMove); });
  };
  auto open = [&](Timing t) {
    if (t == Timing::AfterOpponentMove && card.behaviour && card.behaviour->cancels_move &&
        answering_last_turn(side))
      return true;
    if (!extra)
      return window_open(side, t) || (t == Timing::AfterOpponentMove && card.behaviour &&
                                      card.behaviour->answers_loss && lost_on_own_move(side));
    if (!(plot->windows & (1u << static_cast<unsigned>(t)))) return false;
    if (plot->before_move && side == s_.turn && s_.phase == Phase::AfterMove)
      return t == Timing::ReplaceMove && replace_move_extra_played();
    return t != Timing::BeforeMove || s_.phase == Phase::BeforeMove;
  };
  // KNIGHTMARE!, THINK AGAIN! and CHAOS answer the opponent's whole turn,
  // his after-move card included (R27.2; Official Rulings C-03 = K-03 =
  // T-01): while he may still act in it they must wait for its end.
  if (card.behaviour && card.behaviour->cancels_move && side == ~s_.turn && s_.phase == Phase::AfterMove &&
      std::none_of(card.timing.begin(), card.timing.end(),
                   [](Timing t) { return t != Timing::AfterOpponentMove; }) &&
      mover_turn_open())
    return Result::rejected(Cause::WrongWindow, "R27.2",
                            card_name(card) + " answers " + side_name(s_.turn) + "'s whole turn, and " +
                                side_name(s_.turn) +
                                " may still play a card in it: it comes once his turn "
                                "has ended");
  if (std::none_of(card.timing.begin(), card.timing.end(), open)) {
    std::string when;
    for (Timing t : card.timing) when += (when.empty() ? "" : " or ") + std::string(to_string(t));
    return Result::rejected(
        Cause::WrongWindow, "R6.3",
        card_name(card) + " is played " + when + "; that window is not open for " + side_name(side));
  }
  const auto i = static_cast<std::size_t>(index(side));
  if (s_.cards_played[i] >= 1 && s_.extra_cards[i] == 0)
    return Result::rejected(Cause::CardLimit, "R7.1",
                            side_name(side) + " has already played a card this turn");
  // Announced extra cards bind him, even after one is cancelled (R7.4).
  if (extra && !plot->announced.empty() &&
      std::find(plot->announced.begin(), plot->announced.end(), &card) == plot->announced.end())
    return Result::rejected(Cause::CardLimit, "R7.4",
                            side_name(side) + " announced other cards with PLOTS WITHIN PLOTS; " +
                                card_name(card) + " is not one of them");
  return std::nullopt;
}

}  // namespace kmr
