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

  static Result accepted(std::string rule = {}, std::string detail = {});
  static Result rejected(Reason reason, std::string rule, std::string detail);
  static Result no_effect(Reason reason, std::string rule, std::string detail);
  bool ok() const { return outcome == Outcome::Accepted; }
};

}  // namespace kmr
