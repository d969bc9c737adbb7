// What a card does to the turn (CardPlay): the move made or lost, the whole
// turn lost, cards drawn or exchanged, extra cards allowed, the game stalled
// (R6.4, R6.8, R7.3, R17.3).

#include <algorithm>

#include "card_play_internal.hpp"

namespace kmr {

using detail::side_name;

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
  if (player_ != g_.s_.turn || g_.s_.phase == Phase::AfterMove) return;
  // A card's move is a move (R26.1): the clocks run as after a regular one
  // (R17.5): one more half-move, back to 0 if a Pawn moved or a piece was
  // captured this turn; Black's move ends a round.
  TableState& s = g_.s_;
  Position& pos = s.position;
  pos.set_clocks(pos.halfmove_clock() + 1, pos.fullmove_number() + (s.turn == Side::Black ? 1 : 0));
  g_.settle_halfmove_clock();
  end_move_phase(s);
}

void CardPlay::lose_move() {
  events(side_name(g_.s_.turn) + " loses the move");
  if (g_.s_.phase == Phase::BeforeMove) g_.s_.log.move_lost = true;
  end_move_phase(g_.s_);
}

Result CardPlay::lose_turn(bool keep_player_cards) {
  const Side late = g_.s_.turn;
  if (!g_.turn_start_) return reject(Cause::WrongWindow, "R6.8", "the turn has not begun");
  Game lost = g_;
  lost.s_ = *g_.turn_start_;  // everything done this turn is undone
  if (keep_player_cards) {
    // His own cards stay as they are, as after a cancel (R27.1), unless
    // cards crossed between the players in the turn undone (HAND OF FATE):
    // then both hands go back, and what he spent leaves them.
    const auto me = static_cast<std::size_t>(index(player_));
    if (detail::keep_own_cards(lost.s_, g_.s_, me,
                               detail::since(g_.s_.log.played[me], lost.s_.log.played[me]), &played()))
      lost.draw_up(late);
  }
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

void CardPlay::exchange_hands() {
  std::swap(g_.s_.cards[0].hand, g_.s_.cards[1].hand);
  ++g_.s_.cards_crossed;
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
  plot.before_move = player_ == g_.s_.turn && g_.s_.phase == Phase::BeforeMove;
  if (g_.s_.card_just_played_by == opponent() && g_.last_card_ && g_.last_card_->by == opponent())
    plot.answerable = g_.last_card_;
  g_.plots_[me] = std::move(plot);
}

void CardPlay::stall_game(std::string why) {
  g_.s_.stalled = true;
  events("the game cannot go on: " + why);
}

}  // namespace kmr
