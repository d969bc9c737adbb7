// Perft: count the leaf nodes of the legal move tree, the standard check of
// a move generator against published counts, and of the generators against
// each other.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "kmr/effect.hpp"
#include "kmr/position.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr {

// The deepest count asked for: the recursion goes one frame per ply (a
// move list and a position in each), so a depth is bounded before any
// counting starts. 64 plies is far beyond any count that could finish
// (the start position's deepest published count is 15 plies) and keeps
// the stack small, under sanitizers too.
inline constexpr int kMaxPerftDepth = 64;

// Which move generator counts.
enum class MoveGenPath : unsigned char {
  Auto,       // Fast on plain chess (no effect, plain_position), else Generic: what Game uses
  Fast,       // the plain-chess generator (movegen.hpp); only where path_applies
  Generic,    // the card-aware generator on tables (movegen_tables.hpp), any position
  Reference,  // the PieceRules route with EffectRules (movegen_generic.hpp), any position: slow, the
              // reference
};
std::string_view to_string(MoveGenPath p);
std::optional<MoveGenPath> parse_movegen_path(std::string_view text);

// Can `path` count this position? Fast needs plain chess; the others count any.
bool path_applies(MoveGenPath path, const Position& pos, const std::vector<Effect>& effects);

// Leaf count to `depth` plies with `effects` in force, held as they are:
// no card is played and no effect ends, the moves alone are counted.
// Requires path_applies(path, pos, effects) and depth <= kMaxPerftDepth
// (deeper counts nothing: 0, without recursing).
std::uint64_t perft(const Position& pos, RulesProfile profile, int depth,
                    MoveGenPath path = MoveGenPath::Auto, const std::vector<Effect>& effects = {});

// Node counts below each root move, in generation order (none above
// kMaxPerftDepth).
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, RulesProfile profile, int depth,
                                                         MoveGenPath path = MoveGenPath::Auto,
                                                         const std::vector<Effect>& effects = {});

}  // namespace kmr
