// Forsyth-Edwards Notation, read and written.
#pragma once

#include <string>
#include <string_view>

#include "kmr/expected.hpp"
#include "kmr/position.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr {

inline constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Reads a FEN. The placement field is required; the others default to
// "w - - 0 1" when absent. Under `fide` each side needs exactly one King and
// no Pawn may stand on the first or last rank; under `knightmare` those are
// possible through cards and allowed. Errors say which field is wrong and why.
Expected<Position> parse_fen(std::string_view fen, RulesProfile profile = RulesProfile::Knightmare);

// Reads only the placement field into an empty position (for `board:` checks).
Expected<Position> parse_placement(std::string_view placement);

std::string to_fen(const Position& pos);
std::string placement(const Position& pos);

}  // namespace kmr
