// What the engine answers to every action: accepted, rejected or played
// without effect, with a reason code, the rule that decided and the events
// that happened. The reason codes are those of the scenario format.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kmr {

enum class Outcome : unsigned char { Accepted, Rejected, NoEffect };

enum class Reason : unsigned char {
  IllegalMove,
  WrongTiming,
  OneCardLimit,
  NotInHand,
  IllegalTarget,
  ConditionUnmet,
  Immune,
  CannotThreaten,
  Blocked,
  CheckmateRule,
  CheckRule,
  SamePosition,
  NotImplemented,
  GameOver,  // extension: the game has ended, no action is possible
};

// Why an action was refused (or spent with no effect), finer than the
// reason: what was checked and failed. The reason follows from the cause
// by the reason decision table (scenarios/FORMAT.md), one row per group of
// causes, so every refusal of the same kind gets the same code whichever
// card or helper gives it.
enum class Cause : unsigned char {
  Unstated,        // given as a bare reason (Result::rejected(Reason, ...)): none recorded
  GameOver,        // row 1: the game has ended
  NotInHand,       // row 2: no such card in the player's hand
  NotImplemented,  // row 3
  WrongWindow,     // row 4: not this card's window, not this player's turn to act
  CardLimit,       // row 4b: his card for this turn is played (or others announced)
  ChoiceNotRead,   // row 5: a choice key the card does not read
  ChoiceMissing,   // row 5: a choice key the card needs is absent
  ChoiceWrong,     // row 5: a choice names what the card does not act on (below)
  RegularMove,     // row 6: a regular move that is not legal
  PathCrossed,     // row 7: a piece or a wall on the way of a card's move
  SquareTaken,     // row 7: a card's move ends on a square held by a piece it may not take
  SquareClosed,    // row 7: a card's move ends on (or enters) a square closed to it, or has none left to stop
                   // on
  Protected,       // row 8: what the card would capture or affect is protected from it
  NoThreat,        // row 9: the piece used cannot threaten capture
  GameCondition,   // row 10: the game is not as the card needs, whatever was chosen
  DirectMate,      // row 11 (no-effect): a regular card would directly mate or take a last King
  CheckLeft,       // row 12 (no-effect): a regular card would leave its side's King in check
  SameBoard,       // row 13: the new move repeats the board of a cancelled one
};
// ChoiceWrong covers a choice judged by what it names: a piece of the
// wrong kind, side or square, an empty square where a piece is needed, a
// King the card's text excludes, a move that does not have the shape the
// piece or card allows (on an open board), a piece that may not move now
// named for a move or a swap, a card that is not the one acted on, or what
// the card would do with those very pieces breaking its own terms (a swap
// of the named Kings that leaves one in check). GameCondition covers what
// is judged without the choices: what has happened (a capture, a move, a
// card played), what the boxes, piles and hands hold (a captured piece of
// the named kind, a card to copy), whether any piece of a named kind can
// act at all.

// The decision table: the code of a cause, and the row that gives it
// ("5", "4b"). Unstated has no row: reason_for gives IllegalTarget for it,
// but a Result made from a bare reason keeps that reason.
Reason reason_for(Cause c);
std::string_view decision_row(Cause c);
std::string_view to_string(Cause c);  // "path-crossed"
std::optional<Cause> parse_cause(std::string_view text);

std::string_view to_string(Outcome o);
std::optional<Outcome> parse_outcome(std::string_view text);
std::string_view to_string(Reason r);
std::optional<Reason> parse_reason(std::string_view text);

struct Result {
  Outcome outcome = Outcome::Accepted;
  std::optional<Reason> reason;     // set unless accepted
  std::string rule;                 // the rule that decided, e.g. "R12.4" (rules.md)
  std::string detail;               // one sentence for people
  std::vector<std::string> events;  // what happened, in order ("e2e4", "captured p on d5", ...)
  Cause cause = Cause::Unstated;    // set unless accepted, when the refusal says what failed

  static Result accepted(std::string rule = {}, std::string detail = {});
  // A refusal by its cause: the reason is the decision table's for it.
  static Result rejected(Cause cause, std::string rule, std::string detail);
  static Result no_effect(Cause cause, std::string rule, std::string detail);
  // A refusal by a bare reason, no cause recorded (tests, old callers).
  static Result rejected(Reason reason, std::string rule, std::string detail);
  static Result no_effect(Reason reason, std::string rule, std::string detail);
  bool ok() const { return outcome == Outcome::Accepted; }
};

}  // namespace kmr
