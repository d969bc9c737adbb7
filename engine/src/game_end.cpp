// The end of the game: mate, stalemate, dead positions and repetition
// (R16, R17).
#include "kmr/game.hpp"

#include <algorithm>
#include "game_internal.hpp"
#include "game_memo.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/choice_search.hpp"
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
  // A piece waiting to be named back (ABDUCTION) is still in play (R28.1).
  if (s_.hidden) return false;
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

// Could `side`, to move with no legal move, still get out of the mate or
// stalemate with a card this turn (R16.1, R17.2)? Only a card the engine
// implements, within his card allowance (R7.1: not once he has played his
// card, as after a FOG OF WAR took back his escape, R12.8), played now or
// after a move that only a card can make legal (R13.2), with choices that
// leave him a way on: out of check, or with a legal move or another card
// to come. A card that would stand but leave him stuck is no escape; nor is
// an open window alone (he would be told to play on with nothing legal to
// do). When a search runs out of budget before trying every choice, the
// game is not called over: the engine does not end a game on a guess.
struct Game::EscapeMemo {
  Game game;  // its own cache dropped: a memo must not keep its cache alive
  Side side;
  bool escapes;
};

bool Game::may_still_play_a_card(Side side) const {
  constexpr std::size_t kKept = 8;  // positions remembered: a search asks it of others in between
  auto& kept = escape_cache_.entries;
  if (kept)
    for (const auto& m : *kept)
      if (m->side == side && m->game == *this) return m->escapes;
  const bool escapes = search_escape(side);
  if (kept) {
    Game key = without_caches();
    if (kept->size() >= kKept) kept->erase(kept->begin());
    kept->push_back(std::make_shared<const EscapeMemo>(EscapeMemo{std::move(key), side, escapes}));
  }
  return escapes;
}

bool Game::search_escape(Side side) const {
  constexpr int kBudget = 1024;  // choice sets tried per card and position, as may_play_a_card_now
  const auto i = static_cast<std::size_t>(index(side));
  if (s_.cards_played[i] >= 1 && s_.extra_cards[i] == 0) return false;
  const auto escapes = [&](const Game& g) {
    if (g.s_.phase == Phase::BeforeMove) return g.game_over() == GameOver::None;
    if (!g.exposed(side)) return true;
    return g.s_.cards_played[i] < 1 || g.s_.extra_cards[i] > 0;  // another card may still come
  };
  bool unknown = false;
  const auto escape_in = [&](const Game& g) {
    for (CardRef c : g.s_.cards[i].hand) {
      if (!c->behaviour) continue;
      const ChoiceSearch found = search_choices(g, side, *c, ChoiceQuery{kBudget, Probe::InTurn, escapes});
      if (found.found) return true;
      unknown = unknown || !found.exhaustive;
    }
    return false;
  };
  // Passing before his move, he declined the cards of that window and so
  // accepted the mate or stalemate (R17.2); only a move could reopen one.
  const bool passed = s_.before_move_passed && s_.turn == side;
  if (!passed && escape_in(*this)) return true;
  if (may_rescue_with_card(side)) {
    MoveList pseudo;
    generate_generic(as_if_to_move(s_.position, side), rules_, EffectRules(s_.effects), pseudo,
                     Legality::Pseudo);
    for (const Move& m : pseudo) {
      Action a;
      a.kind = ActionKind::Move;
      a.by = side;
      a.move = MoveRequest{m.from, m.to,
                           m.kind == MoveKind::Promotion ? std::optional(m.promotion) : std::nullopt};
      Game after = *this;
      if (after.apply(a, Probe::InTurn).outcome != Outcome::Rejected && escape_in(after)) return true;
    }
  }
  return unknown;
}

GameOver Game::game_over() const { return ending(/*look_ahead=*/true).result; }
Ending Game::ending() const { return ending(/*look_ahead=*/true); }

Ending Game::ending(bool look_ahead) const {
  // Asked again and again of one game and of its copies (each probe asks it
  // first): the last answers are kept with the game they were for. A copy
  // shares its turn's actions and history (kmr/shared_list.hpp), so keeping
  // and comparing one costs the same however long the turn has grown.
  const int depth = nested_search_.depth;
  const auto same = [&](const Game& g) {
    // What differs most often between games of one position first, then the whole value.
    return g.s_.phase == s_.phase && g.s_.turn == s_.turn && g.s_.cards_played == s_.cards_played &&
           g.turn_actions_.size() == turn_actions_.size() && g.history_.size() == history_.size() &&
           g.s_.effects.size() == s_.effects.size() && g == *this;
  };
  for (const auto& e : rules_memo().overs)
    if (e.game && e.look_ahead == look_ahead && e.depth == depth && same(*e.game)) return e.over;
  const auto won = [](Side side, Termination why) {
    return Ending{side == Side::White ? GameOver::WhiteWins : GameOver::BlackWins, why};
  };
  const auto drawn = [](Termination why) { return Ending{GameOver::Draw, why}; };
  const auto judge = [&]() -> Ending {
    if (board_repeated_three_times()) return drawn(Termination::Repetition);  // R17.1
    if (s_.stalled) return drawn(Termination::Stalled);                       // no card escapes it (R17.3)
    // A side left with no King at all (on the board or set aside) has lost it:
    // only a continuing effect can bring that about (COUP on an enemy NEUTRAL
    // piece hands the new King to the opponent, R12.6, R24.3).
    if (rules_ == RulesProfile::Knightmare) {
      // Only an effect that changes pieces' properties makes a piece royal
      // or not (EffectRules::props); without one, the Kings are.
      const bool reshaped = std::any_of(s_.effects.begin(), s_.effects.end(), [](const Effect& fx) {
        const CardBehaviour* b = fx.card->behaviour;
        return !fx.suspended && b && (b->modify || b->merged_into);
      });
      const auto kings = [&] {
        std::array<bool, 2> out{};
        const EffectRules rules(s_.effects);
        for (int i = 0; i < s_.position.piece_count(); ++i) {
          const PieceId id = static_cast<PieceId>(i);
          const Piece& p = s_.position.piece(id);
          if ((p.zone == Zone::Board || p.zone == Zone::Aside) &&
              (reshaped ? rules.props(s_.position, id).royal : p.role == Role::King))
            out[static_cast<std::size_t>(index(p.owner))] = true;
        }
        return out;
      };
      std::array<bool, 2> has_king{};
      if (!reshaped) {
        has_king = kings();
      } else if (const auto* kept = rules_memo().kings.find(s_.position, s_.effects, 0)) {
        has_king = *kept;
      } else {
        has_king = kings();
        rules_memo().kings.keep(s_.position, s_.effects, 0, has_king);
      }
      if (!has_king[0] || !has_king[1]) {
        if (has_king[0]) return won(Side::White, Termination::NoKing);
        if (has_king[1]) return won(Side::Black, Termination::NoKing);
        return drawn(Termination::NoKing);
      }
    }
    // A way to win that an effect in play adds (KING OF THE MOUNTAIN, R16).
    for (const Effect& fx : s_.effects) {
      const CardBehaviour* b = fx.card->behaviour;
      if (fx.suspended || !b || !b->winner) continue;
      if (auto side = b->winner(fx, *this)) {
        Ending e = won(*side, Termination::CardWin);
        e.card = fx.card;
        return e;
      }
    }
    if (look_ahead)
      if (auto next = next_turn()) return next->ending();
    if (dead_position()) return drawn(Termination::DeadPosition);
    if (s_.phase != Phase::BeforeMove) return {};
    // A hundred half-moves with no capture and no Pawn move: drawn at once
    // as the next move is due, whatever cards are left (R17.5); a mate on
    // the last of them stands, as in chess.
    constexpr int kMoveCountDraw = 100;
    const bool counted_out = s_.position.halfmove_clock() >= kMoveCountDraw;
    if (legal_moves().empty()) {
      // No legal move. In Knightmare the player may still escape with a card
      // (R16.1, R17.2); only a card the engine implements can be tried, so a
      // hand of cards it cannot play yet is no escape.
      const auto escapes = [&] {
        return rules_ == RulesProfile::Knightmare && may_still_play_a_card(s_.position.side_to_move());
      };
      if (auto mated_side = checkmated()) {
        if (!escapes()) return won(~*mated_side, Termination::Checkmate);
      } else if (!counted_out) {
        return escapes() ? Ending{} : drawn(Termination::Stalemate);
      }
    }
    if (counted_out) return drawn(Termination::MoveCount);
    return {};
  };
  const Ending over = judge();
  detail::RulesMemo& memo = rules_memo();
  auto& e = memo.overs[memo.next_over];
  memo.next_over = (memo.next_over + 1) % memo.overs.size();
  e.game = without_caches();  // a memo must not keep itself alive
  e.look_ahead = look_ahead;
  e.depth = depth;
  e.over = over;
  return over;
}

bool Game::board_repeated_three_times() const {
  int seen = 0;
  for (const Position& p : history_)
    if (p.side_to_move() == s_.position.side_to_move() && same_board(p, s_.position)) ++seen;
  return seen >= 3;
}

}  // namespace kmr
