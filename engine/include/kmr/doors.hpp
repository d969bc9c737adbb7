// One door per mechanic. A card changes the game only through the doors of
// CardPlay (kmr/card_behaviour.hpp): a capture, a removal that is no
// capture, a move made by a card, a piece put back, a piece's kind changed,
// an effect in play named. Each door applies every general rule of its
// mechanic once, for every card that passes it, so no card can obey a rule
// the others keep and another bypass it. A card's behaviour names the doors
// it passes (CardBehaviour::doors); random play checks it against the doors
// it is seen to pass, and the general rules below after every action
// (kmr/door_rules.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>

namespace kmr {

enum class Door : std::uint8_t {
  Capture,     // a piece captured by a card (R22.1)
  Removal,     // a piece killed or set aside: no capture (R22.2)
  CardMove,    // a piece moved by a card (R26.1)
  PutBack,     // a piece brought back or added (R23.1)
  Transform,   // a piece's kind changed by a card (R11.3, R21)
  NameEffect,  // a continuing effect in play named and acted on (R10.4, R10.7)
};
inline constexpr std::array kAllDoors{Door::Capture, Door::Removal,   Door::CardMove,
                                      Door::PutBack, Door::Transform, Door::NameEffect};

// The general rules the doors apply, each checked after every action of
// random play (door_rules.hpp) and counted per card in the card x rule
// matrix (`kmr fuzz --matrix`, the report's matrix page).
enum class GeneralRule : std::uint8_t {
  Protection,    // R22.3: a piece nothing may capture (PACIFISM, TRUCE) is never captured
  Neutral,       // R8.4, R24.2: a NEUTRAL piece counts as either player's
  Clock,         // R17.5: after any capture the halfmove clock is 0
  EnPassant,     // R20.1: a Pawn lost or moved after its double step takes its en passant square with it
  Castling,      // R18.1: rights belong to the King and Rook on their squares, and come back with them
  PairWhole,     // R11.9: a merged pair is one piece, taken and given back whole
  ClosedSquare,  // R14.6: no piece is put or moved on a square closed to every piece
  Held,          // R14.3: a piece a continuing effect holds in place makes no move by card
  Copies,        // R10.7: several copies of one card in force are several effects
  King,          // R11.2, R25.2: a Prince is a King for every card and rule naming Kings
};
inline constexpr std::array kAllGeneralRules{
    GeneralRule::Protection, GeneralRule::Neutral,   GeneralRule::Clock,        GeneralRule::EnPassant,
    GeneralRule::Castling,   GeneralRule::PairWhole, GeneralRule::ClosedSquare, GeneralRule::Held,
    GeneralRule::Copies,     GeneralRule::King};

std::string_view to_string(Door d);  // "capture", "card-move"
std::optional<Door> parse_door(std::string_view text);
std::string_view to_string(GeneralRule r);    // "protection", "closed-square"
std::string_view rule_number(GeneralRule r);  // "R22.3"

// A set of doors or of rules, as bits.
template <class E>
class Bits {
 public:
  constexpr Bits() = default;
  constexpr Bits(std::initializer_list<E> es) {
    for (E e : es) add(e);
  }
  constexpr void add(E e) { bits_ |= 1u << static_cast<unsigned>(e); }
  constexpr void add(Bits o) { bits_ |= o.bits_; }
  constexpr bool has(E e) const { return (bits_ >> static_cast<unsigned>(e)) & 1u; }
  constexpr bool empty() const { return bits_ == 0; }
  // Those of this set that `o` lacks.
  constexpr Bits minus(Bits o) const {
    Bits r;
    r.bits_ = bits_ & ~o.bits_;
    return r;
  }
  constexpr bool operator==(const Bits&) const = default;

 private:
  std::uint32_t bits_ = 0;
};
using DoorSet = Bits<Door>;
using RuleSet = Bits<GeneralRule>;

// The general rules a door applies: the cells of the card x rule matrix a
// card naming that door must fill.
RuleSet rules_of(Door d);
RuleSet rules_of(DoorSet doors);

struct CardDef;

// What one card's play, or one of its effect's hooks, did at the doors:
// the doors it passed and the general rules that bit in them. A game asked
// to trace (Game::trace_doors) adds one for every card that acts, refused
// or not, so random play can fill the card x rule matrix and check each
// card's declared doors.
struct DoorPass {
  const CardDef* card = nullptr;
  DoorSet doors;
  RuleSet rules;
};

}  // namespace kmr
