// Perft: count the leaf nodes of the legal move tree, the standard check of
// a move generator against published counts.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "kmr/position.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr {

enum class MoveGenPath : unsigned char { Auto, Generic };

std::uint64_t perft(const Position& pos, RulesProfile profile, int depth,
                    MoveGenPath path = MoveGenPath::Auto);

// Node counts below each root move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, RulesProfile profile, int depth,
                                                         MoveGenPath path = MoveGenPath::Auto);

}  // namespace kmr
