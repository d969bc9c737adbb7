// The end of the game: mate, stalemate, dead positions and repetition
// (R16, R17).
#include "kmr/game.hpp"

#include <algorithm>
#include "game_internal.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"

namespace kmr {

using detail::as_if_to_move;

// Mate, stalemate and the end of the game are judged where the next move
// is to be made: once the turn in progress ends and the next one begins
// (a lost move, R6.7 step 1, is no stalemate).
std::optional<Side> Game::checkmated() const {
  if (auto next = next_turn()) return next->checkmated();
  const Side s = s_.position.side_to_move();
  if (s_.phase == Phase::BeforeMove && exposed(s) && legal_moves().empty()) return s;
  return std::nullopt;
}

bool Game::stalemated() const {
  if (s_.stalled) return true;  // the turn could not begin (R17.3)
  if (auto next = next_turn()) return next->stalemated();
  return s_.phase == Phase::BeforeMove && !exposed(s_.position.side_to_move()) && legal_moves().empty();
}

// Neither side can ever mate with what is left on the board (ordinary
// chess's dead positions, R17.4): bare Kings, a lone minor piece, or
// Bishops all on squares of one colour. In Knightmare a card may still
// change that, so it counts only once no card is left to draw or play (R5.5).
bool Game::dead_position() const {
  if (rules_ == RulesProfile::Knightmare) {
    for (const PlayerCards& pc : s_.cards)
      if (!pc.hand.empty() || !pc.deck.empty()) return false;
    if (!s_.effects.empty()) return false;
  }
  const Position& pos = s_.position;
  const Bitboard kings = pos.pieces(Role::King);
  const Bitboard minors = pos.pieces(Role::Knight) | pos.pieces(Role::Bishop);
  const Bitboard others = pos.occupied() & ~kings & ~minors;
  if (others) return false;
  if (popcount(minors) <= 1) return true;
  constexpr Bitboard kDark = 0xAA55AA55AA55AA55ULL;
  const Bitboard bishops = pos.pieces(Role::Bishop);
  return minors == bishops && ((bishops & kDark) == 0 || (bishops & ~kDark) == 0);
}

namespace {

// Could `side`, to move with no legal move, still play a card this turn
// (R16.1, R17.2)? It must be one the engine implements, within his card
// allowance (R7.1: not once he has played his card, as after a FOG OF WAR
// took back his escape, R12.8), and playable on his own turn: before or
// instead of the move (unless he passed that window), at any time, or after
// a move that only a card can make legal (R13.2), which needs a move of
// some kind to exist. Cards that answer the opponent cannot be played on
// his own turn.
bool may_still_play_a_card(const Game& g, Side side) {
  const auto i = static_cast<std::size_t>(index(side));
  if (g.table().cards_played[i] >= 1 && g.table().extra_cards[i] == 0) return false;
  const bool passed = g.table().before_move_passed && g.turn() == side;
  const auto& hand = g.cards(side).hand;
  const auto some_move = [&] {
    MoveList pseudo;
    generate_generic(as_if_to_move(g.position(), side), g.rules(), EffectRules(g.effects()), pseudo,
                     Legality::Pseudo);
    return !pseudo.empty();
  };
  const auto reachable = [&](Timing t) {
    switch (t) {
      case Timing::BeforeMove:
      case Timing::ReplaceMove:
        return !passed;
      case Timing::AnyTime:
      case Timing::Unknown:  // assumed: any window of his own turn (R6.4)
        return !passed || some_move();
      case Timing::AfterMove:
        return some_move();
      default:
        return false;
    }
  };
  // The extra cards of PLOTS WITHIN PLOTS are those legal when it was
  // played (R7.3): only the timing check knows which.
  const bool extra = g.table().cards_played[i] >= 1;
  return std::any_of(hand.begin(), hand.end(), [&](CardRef c) {
    if (c->behaviour == nullptr) return false;
    if (extra) return !g.timing_refusal(side, *c);
    return std::any_of(c->timing.begin(), c->timing.end(), reachable);
  });
}

}  // namespace

GameOver Game::game_over() const {
  if (board_repeated_three_times()) return GameOver::Draw;  // R17.1
  if (s_.stalled) return GameOver::Draw;                    // no card escapes it (R17.3)
  // A side left with no King at all (on the board or set aside) has lost it:
  // only a continuing effect can bring that about (COUP on an enemy NEUTRAL
  // piece hands the new King to the opponent, R12.6, R24.3).
  if (rules_ == RulesProfile::Knightmare) {
    std::array<bool, 2> has_king{};
    for (int i = 0; i < s_.position.piece_count(); ++i) {
      const PieceId id = static_cast<PieceId>(i);
      const Piece& p = s_.position.piece(id);
      if ((p.zone == Zone::Board || p.zone == Zone::Aside) && props(id).royal)
        has_king[static_cast<std::size_t>(index(p.owner))] = true;
    }
    if (!has_king[0] || !has_king[1]) {
      if (has_king[0]) return GameOver::WhiteWins;
      if (has_king[1]) return GameOver::BlackWins;
      return GameOver::Draw;
    }
  }
  // A way to win that an effect in play adds (KING OF THE MOUNTAIN, R16).
  for (const Effect& fx : s_.effects) {
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b || !b->winner) continue;
    if (auto side = b->winner(fx, *this))
      return *side == Side::White ? GameOver::WhiteWins : GameOver::BlackWins;
  }
  if (auto next = next_turn()) return next->game_over();
  if (dead_position()) return GameOver::Draw;
  if (s_.phase != Phase::BeforeMove || !legal_moves().empty()) return GameOver::None;
  // No legal move. In Knightmare the player may still escape with a card
  // (R16.1, R17.2); only a card the engine implements can be tried, so a
  // hand of cards it cannot play yet is no escape.
  if (rules_ == RulesProfile::Knightmare && may_still_play_a_card(*this, s_.position.side_to_move()))
    return GameOver::None;
  if (auto mated_side = checkmated())
    return *mated_side == Side::White ? GameOver::BlackWins : GameOver::WhiteWins;
  return GameOver::Draw;
}

bool Game::board_repeated_three_times() const {
  int seen = 0;
  for (const Position& p : history_)
    if (p.side_to_move() == s_.position.side_to_move() && same_board(p, s_.position)) ++seen;
  return seen >= 3;
}

}  // namespace kmr
