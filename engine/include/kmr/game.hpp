// A game of Knightmare Chess as a value type: the position, both players'
// cards, the continuing effects in play and where the turn stands. All play
// goes through apply(); a probe is apply() on a copy. Copies compare equal
// when they are the same state, which is how probes prove they changed
// nothing.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/card.hpp"
#include "kmr/expected.hpp"
#include "kmr/move.hpp"
#include "kmr/position.hpp"
#include "kmr/result.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr {

// A piece by letter: role and side (scenario files write "P", "n"...).
struct PieceCode {
  Role role = Role::Pawn;
  Side side = Side::White;
  bool operator==(const PieceCode&) const = default;
  auto operator<=>(const PieceCode&) const = default;
};
std::optional<PieceCode> parse_piece_code(std::string_view text);  // one letter
char to_char(PieceCode p);

// Where the turn of the side to move stands (R6.7).
enum class Phase : unsigned char {
  BeforeMove,  // the acting player has not moved yet
  AfterMove,   // he has moved; after-move cards and the opponent's answers, then end-turn
};
std::string_view to_string(Phase p);
std::optional<Phase> parse_phase(std::string_view text);

enum class GameOver : unsigned char { None, WhiteWins, BlackWins, Draw };
std::string_view to_string(GameOver g);
std::optional<GameOver> parse_game_over(std::string_view text);

// A continuing effect already in play when a scenario starts.
struct EffectSetup {
  std::string card;
  Side owner = Side::White;
  CardChoices choices;
};

struct Setup {
  std::string fen;
  RulesProfile rules = RulesProfile::Knightmare;
  std::vector<EffectSetup> effects;            // oldest first
  std::map<Side, std::vector<Role>> captured;  // pieces each side has lost
  std::map<Side, std::vector<Role>> dead;
  std::map<Side, std::vector<std::string>> hands;
  std::map<Side, std::vector<std::string>> decks;  // top first
  std::map<Side, std::vector<std::string>> discard;
  Phase phase = Phase::BeforeMove;
};

using CardRef = const CardDef*;

struct PlayerCards {
  std::vector<CardRef> hand;
  std::vector<CardRef> deck;  // top first
  std::vector<CardRef> discard;
  bool operator==(const PlayerCards&) const = default;
};

// A continuing effect in play (R10).
struct Effect {
  CardRef card = nullptr;
  Side owner = Side::White;
  std::vector<PieceId> targets;
  CardChoices choices;
  std::uint32_t sequence = 0;  // play order: the later effect wins conflicts (R14.3)
  bool suspended = false;      // its initial conditions no longer hold (R10.3)
  bool operator==(const Effect&) const = default;
};

class Game {
 public:
  static Expected<Game> create(const Setup& setup);

  // The one entry point for play.
  Result apply(const Action& action);
  // Would this action be accepted? Leaves the game exactly as it was.
  Result probe(const Action& action) const;

  // --- queries
  const Position& position() const { return position_; }
  RulesProfile rules() const { return rules_; }
  Side turn() const { return turn_; }                        // whose turn it is
  Side to_move() const { return position_.side_to_move(); }  // who makes the next move
  Phase phase() const { return phase_; }
  const PlayerCards& cards(Side s) const { return cards_[static_cast<std::size_t>(index(s))]; }
  const std::vector<Effect>& effects() const { return effects_; }

  std::vector<Side> in_check() const;      // sides with a King in check
  std::optional<Side> checkmated() const;  // side to move, mated on the board
  bool stalemated() const;                 // side to move has no legal move and is not in check
  GameOver game_over() const;
  std::vector<PieceCode> captured(Side owner) const;
  std::vector<PieceCode> dead(Side owner) const;
  std::vector<std::string> marks_at(Square s) const;
  // Legal destinations of the piece on `from` for the side that would move it.
  std::vector<Square> destinations(Square from) const;
  // Legal moves of the side to move.
  MoveList legal_moves() const;

  bool operator==(const Game&) const = default;

 private:
  Result apply_move(const Action& a, Side by);
  Result apply_play(const Action& a, Side by);
  Result end_turn(Side by);
  bool board_repeated_three_times() const;

  Position position_;
  RulesProfile rules_ = RulesProfile::Knightmare;
  Side turn_ = Side::White;
  Phase phase_ = Phase::BeforeMove;
  std::array<PlayerCards, 2> cards_;
  std::array<std::uint8_t, 2> cards_played_{};  // this turn, per player (R7.1)
  std::vector<Effect> effects_;
  std::uint32_t next_sequence_ = 1;
  std::vector<Position> history_;  // positions after each completed turn, for repetition (R17.1)
};

}  // namespace kmr
