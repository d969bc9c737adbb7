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

Result Result::accepted(std::string rule, std::string detail) {
  return Result{Outcome::Accepted, std::nullopt, std::move(rule), std::move(detail), {}};
}
Result Result::rejected(Reason reason, std::string rule, std::string detail) {
  return Result{Outcome::Rejected, reason, std::move(rule), std::move(detail), {}};
}
Result Result::no_effect(Reason reason, std::string rule, std::string detail) {
  return Result{Outcome::NoEffect, reason, std::move(rule), std::move(detail), {}};
}

}  // namespace kmr
