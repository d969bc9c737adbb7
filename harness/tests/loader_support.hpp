// The scenario loader tests' shared helpers: a scenario head to put steps
// under, and loading text that must, or must not, load.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "kmr/load/loader.hpp"

namespace kmr::harness {

// A scenario up to its steps: line 4 holds the first step, which starts in column 5.
inline constexpr std::string_view kHead =
    "id: x\n"
    "setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\n"
    "steps:\n";

inline std::string with_steps(std::string_view steps) { return std::string(kHead) + std::string(steps); }

inline LoadedFile load(std::string_view yaml) { return load_text(yaml, "t.yaml"); }

// The single scenario of a file that must load.
inline Scenario load_one(std::string_view yaml) {
  LoadedFile f = load(yaml);
  EXPECT_FALSE(f.error.has_value()) << *f.error;
  EXPECT_EQ(f.scenarios.size(), 1u);
  return f.scenarios.empty() ? Scenario{} : f.scenarios.front();
}

// The error of a file that must not load, or of its first scenario that does not.
inline std::string load_error(std::string_view yaml) {
  LoadedFile f = load(yaml);
  EXPECT_TRUE(f.scenarios.empty() || !f.bad.empty());
  if (!f.error && !f.bad.empty()) return f.bad.front().error;
  return f.error.value_or("(loaded without error)");
}

// Steps of a well-formed scenario whose steps are `steps`.
inline std::vector<Step> steps_of(std::string_view steps) { return load_one(with_steps(steps)).steps; }

inline Square sq(std::string_view name) { return *parse_square(name); }
inline MoveRequest mv(std::string_view text) { return *parse_move_request(text); }

}  // namespace kmr::harness
