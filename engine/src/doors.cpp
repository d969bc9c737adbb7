// The names of the doors and of the general rules they apply (kmr/doors.hpp).
#include "kmr/doors.hpp"

namespace kmr {

std::string_view to_string(Door d) {
  switch (d) {
    case Door::Capture:
      return "capture";
    case Door::Removal:
      return "removal";
    case Door::CardMove:
      return "card-move";
    case Door::PutBack:
      return "put-back";
    case Door::Transform:
      return "transform";
    case Door::NameEffect:
      return "name-effect";
  }
  return "?";
}

std::optional<Door> parse_door(std::string_view text) {
  for (Door d : kAllDoors)
    if (to_string(d) == text) return d;
  return std::nullopt;
}

std::string_view to_string(GeneralRule r) {
  switch (r) {
    case GeneralRule::Protection:
      return "protection";
    case GeneralRule::Neutral:
      return "neutral";
    case GeneralRule::Clock:
      return "clock";
    case GeneralRule::EnPassant:
      return "en-passant";
    case GeneralRule::Castling:
      return "castling";
    case GeneralRule::PairWhole:
      return "pair-whole";
    case GeneralRule::ClosedSquare:
      return "closed-square";
    case GeneralRule::Held:
      return "held";
    case GeneralRule::Copies:
      return "copies";
    case GeneralRule::King:
      return "king";
  }
  return "?";
}

std::string_view rule_number(GeneralRule r) {
  switch (r) {
    case GeneralRule::Protection:
      return "R22.3";
    case GeneralRule::Neutral:
      return "R24.2";
    case GeneralRule::Clock:
      return "R17.5";
    case GeneralRule::EnPassant:
      return "R20.1";
    case GeneralRule::Castling:
      return "R18.1";
    case GeneralRule::PairWhole:
      return "R11.9";
    case GeneralRule::ClosedSquare:
      return "R14.6";
    case GeneralRule::Held:
      return "R14.3";
    case GeneralRule::Copies:
      return "R10.7";
    case GeneralRule::King:
      return "R25.2";
  }
  return "";
}

RuleSet rules_of(Door d) {
  using R = GeneralRule;
  switch (d) {
    case Door::Capture:
      return {R::Protection, R::Neutral, R::Clock, R::EnPassant, R::Castling, R::PairWhole, R::King};
    case Door::Removal:
      return {R::Neutral, R::EnPassant, R::King};
    case Door::CardMove:
      return {R::Neutral, R::Clock, R::EnPassant, R::Castling, R::ClosedSquare, R::Held, R::King};
    case Door::PutBack:
      return {R::Castling, R::PairWhole, R::ClosedSquare};
    case Door::Transform:
      return {R::EnPassant, R::PairWhole};
    case Door::NameEffect:
      return {R::Copies};
  }
  return {};
}

RuleSet rules_of(DoorSet doors) {
  RuleSet out;
  for (Door d : kAllDoors)
    if (doors.has(d)) out.add(rules_of(d));
  return out;
}

}  // namespace kmr
