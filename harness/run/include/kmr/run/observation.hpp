// What the runner learns of a game to judge an `expect`: the state the
// expectation reads, and no more. kmr's own engine fills it from its game
// (observe), an engine behind the engine protocol from its answers, and the
// one judge (expect_check.hpp) reads it alike for both.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/game.hpp"
#include "kmr/model/scenario.hpp"

namespace kmr::harness {

// The parts of the state an engine may be asked for, by their names in the
// engine protocol (docs/engine-protocol.md), which are the expect keys'.
enum class Field : unsigned char {
  Fen,        // the whole FEN: board, to_move, castling rights, en passant, clocks (and `at`)
  Turn,       // whose turn it is
  Phase,      // before-move | after-move
  Check,      // sides in check
  Checkmate,  // the side mated, or none
  Stalemate,
  GameOver,
  Captured,  // each side's captured box
  Dead,
  Hand,         // each side's hand
  Discard,      // each side's discard pile
  InPlay,       // continuing effects in play, suspended or not
  Marks,        // squares with marks, and their marks
  Termination,  // why the game ended (none while it goes on)
  Deck,         // each side's draw pile, top first
};
inline constexpr std::size_t kFieldCount = 15;
std::string_view to_string(Field f);  // "fen", "turn", ..., "marks", "termination", "deck"
std::optional<Field> parse_field(std::string_view text);

// What one expect needs: fields of the state, and the legal moves of some squares.
struct Query {
  std::vector<Field> fields;  // each once, in Field order
  std::vector<Square> moves;  // squares whose legal destinations are asked
  // The squares whose marks the expectation reads (kmr's engine looks at
  // these alone; the protocol asks for every marked square).
  std::vector<Square> mark_squares;
  bool empty() const { return fields.empty() && moves.empty(); }
  bool asks(Field f) const;
};

// What `e` reads of the game.
Query query_for(const Expectation& e);
// The fields whose equality around a refused action shows it changed
// nothing: the position, whose turn and where it stands, both sides'
// cards and boxes, the effects in play and the marks.
Query refusal_query();

struct EffectSeen {
  std::string card;  // id
  Side owner = Side::White;
  bool suspended = false;
  bool operator==(const EffectSeen&) const = default;
};

using PiecesBySide = std::map<Side, std::vector<PieceCode>>;
using CardsBySide = std::map<Side, std::vector<std::string>>;

// One answer per field asked (absent when not asked).
struct Observation {
  std::optional<std::string> fen;
  std::optional<Side> turn;
  std::optional<kmr::Phase> phase;
  std::optional<std::vector<Side>> check;
  std::optional<std::optional<Side>> checkmate;
  std::optional<bool> stalemate;
  std::optional<kmr::GameOver> game_over;
  std::optional<kmr::Termination> termination;
  std::optional<PiecesBySide> captured;
  std::optional<PiecesBySide> dead;
  std::optional<CardsBySide> hand;
  std::optional<CardsBySide> discard;
  std::optional<CardsBySide> deck;                 // top first
  std::optional<std::vector<EffectSeen>> in_play;  // continuing effects, in play order
  // Marks by square; a square not in the map has none.
  std::optional<std::map<Square, std::vector<std::string>>> marks;
  std::map<Square, std::vector<Square>> moves;  // the squares asked: their legal destinations
};

// kmr's own engine: what `game` shows of each part `q` asks.
Observation observe(const Game& game, const Query& q);

// What differs between two observations of the refusal query, in words
// ("the position, White's cards"), or "" when they agree.
std::string observed_changes(const Observation& before, const Observation& after);

}  // namespace kmr::harness
