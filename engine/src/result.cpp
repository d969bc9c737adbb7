#include "kmr/result.hpp"

#include <array>
#include <utility>

namespace kmr {
namespace {
constexpr std::array<std::string_view, 3> kOutcomes = {"accepted", "rejected", "no-effect"};
constexpr std::array<std::string_view, 14> kReasons = {
    "illegal-move",    "wrong-timing",  "one-card-limit",  "not-in-hand", "illegal-target",
    "condition-unmet", "immune",        "cannot-threaten", "blocked",     "checkmate-rule",
    "check-rule",      "same-position", "not-implemented", "game-over",
};

struct CauseRow {
  std::string_view name;
  Reason reason;
  std::string_view row;
};
// Indexed by Cause; the rows of scenarios/FORMAT.md, "The reason decision table".
constexpr std::array<CauseRow, 19> kCauses = {{
    {"unstated", Reason::IllegalTarget, ""},         {"game-over", Reason::GameOver, "1"},
    {"not-in-hand", Reason::NotInHand, "2"},         {"not-implemented", Reason::NotImplemented, "3"},
    {"wrong-window", Reason::WrongTiming, "4"},      {"card-limit", Reason::OneCardLimit, "4b"},
    {"choice-not-read", Reason::IllegalTarget, "5"}, {"choice-missing", Reason::IllegalTarget, "5"},
    {"choice-wrong", Reason::IllegalTarget, "5"},    {"regular-move", Reason::IllegalMove, "6"},
    {"path-crossed", Reason::Blocked, "7"},          {"square-taken", Reason::Blocked, "7"},
    {"square-closed", Reason::Blocked, "7"},         {"protected", Reason::Immune, "8"},
    {"no-threat", Reason::CannotThreaten, "9"},      {"game-condition", Reason::ConditionUnmet, "10"},
    {"direct-mate", Reason::CheckmateRule, "11"},    {"check-left", Reason::CheckRule, "12"},
    {"same-board", Reason::SamePosition, "13"},
}};
static_assert(kCauses.size() == static_cast<std::size_t>(Cause::SameBoard) + 1);

template <class Enum, std::size_t N>
std::optional<Enum> parse(const std::array<std::string_view, N>& names, std::string_view text) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == text) return static_cast<Enum>(i);
  return std::nullopt;
}
}  // namespace

std::string_view to_string(Outcome o) { return kOutcomes[static_cast<std::size_t>(o)]; }
std::optional<Outcome> parse_outcome(std::string_view text) { return parse<Outcome>(kOutcomes, text); }
std::string_view to_string(Reason r) { return kReasons[static_cast<std::size_t>(r)]; }
std::optional<Reason> parse_reason(std::string_view text) { return parse<Reason>(kReasons, text); }

Reason reason_for(Cause c) { return kCauses[static_cast<std::size_t>(c)].reason; }
std::string_view decision_row(Cause c) { return kCauses[static_cast<std::size_t>(c)].row; }
std::string_view to_string(Cause c) { return kCauses[static_cast<std::size_t>(c)].name; }
std::optional<Cause> parse_cause(std::string_view text) {
  for (std::size_t i = 0; i < kCauses.size(); ++i)
    if (kCauses[i].name == text) return static_cast<Cause>(i);
  return std::nullopt;
}

Result Result::accepted(std::string rule, std::string detail) {
  return Result{Outcome::Accepted, std::nullopt, std::move(rule), std::move(detail), {}, Cause::Unstated};
}
Result Result::rejected(Reason reason, std::string rule, std::string detail) {
  return Result{Outcome::Rejected, reason, std::move(rule), std::move(detail), {}, Cause::Unstated};
}
Result Result::no_effect(Reason reason, std::string rule, std::string detail) {
  return Result{Outcome::NoEffect, reason, std::move(rule), std::move(detail), {}, Cause::Unstated};
}
Result Result::rejected(Cause cause, std::string rule, std::string detail) {
  return Result{Outcome::Rejected, reason_for(cause), std::move(rule), std::move(detail), {}, cause};
}
Result Result::no_effect(Cause cause, std::string rule, std::string detail) {
  return Result{Outcome::NoEffect, reason_for(cause), std::move(rule), std::move(detail), {}, cause};
}

}  // namespace kmr
