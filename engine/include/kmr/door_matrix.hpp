// The card x rule matrix: random play in positions seeded to make each
// general rule of the doors bite (protected pieces, NEUTRAL pieces, merged
// pairs, closed squares and walls, several copies of a card in force, a
// Prince), each card dealt in turn, with the doors' record of every play
// (Game::trace_doors) and the doors' rules checked after every action
// (kmr/door_rules.hpp). For each card: how often each rule bit in the doors
// it passed, how often a rule broke with it acting, and whether it passed a
// door its behaviour does not name (CardBehaviour::doors).
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/card.hpp"
#include "kmr/doors.hpp"

namespace kmr {

struct MatrixCell {
  int bit = 0;          // plays or hooks of the card in which the rule bit at a door
  int broken = 0;       // actions with the card acting after which the rule's check failed
  std::string example;  // the first breach: its check's words, the seed and step
};

struct MatrixRow {
  DoorSet declared;  // the doors its behaviour names
  DoorSet passed;    // the doors it was seen to pass
  std::map<GeneralRule, MatrixCell> cells;
  int plays = 0;  // card plays tried, accepted or not
  int accepted = 0;
};

struct DoorMatrix {
  std::map<std::string, MatrixRow> rows;  // by card id; "(move)" for regular moves and other actions
  std::uint64_t games = 0;
  std::uint64_t actions = 0;
  // A cell to fill: a rule of a door the card names that random play never saw bite for it.
  std::vector<std::pair<std::string, GeneralRule>> unreached() const;
  // Every breach, and every door passed but not named: "fireball: capture not named in its doors".
  std::vector<std::string> violations() const;
};

// The cells of a card the matrix must see filled: for each door it names,
// the rule every use of that door may meet, whatever piece it acts on (a
// capture: a piece nothing may capture, R22.3; a card's move: a piece held
// in place, R14.3; an effect named: copies of one card, R10.7). The doors'
// other rules bite only in some positions and for some cards (a NEUTRAL
// piece named, a Rook taken, a return onto an empty square that a closed
// square could be), and are counted without being required.
// A card that names a door but whose text never lets the door's required
// rule decide anything (its move is the one just made, its capture the
// booking of a piece that could not come back) is exempt from that cell,
// with the reason `kmr matrix` prints.
RuleSet required_rules(const CardDef& card);

struct MatrixExemption {
  std::string_view card;
  GeneralRule rule;
  std::string_view why;  // one line, citing the card's text and the rules
};
std::span<const MatrixExemption> matrix_exemptions();

struct MatrixOptions {
  std::vector<std::string> cards;  // the cards to deal in turn (default: every implemented card)
  int games_per_card = 3;
  int steps = 60;
  std::uint64_t seed = 1;
};

DoorMatrix fill_door_matrix(const MatrixOptions& options);

}  // namespace kmr
