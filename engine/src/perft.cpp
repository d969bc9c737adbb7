#include "kmr/perft.hpp"

#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"

namespace kmr {
namespace {

void generate(const Position& pos, RulesProfile profile, MoveGenPath path, MoveList& out) {
  if (path == MoveGenPath::Auto && plain_position(pos))
    generate_plain(pos, profile, out);
  else
    generate_generic(pos, profile, PieceRules::plain(), out);
}

std::uint64_t count(const Position& pos, RulesProfile profile, int depth, MoveGenPath path) {
  MoveList moves;
  generate(pos, profile, path, moves);
  if (depth == 1) return static_cast<std::uint64_t>(moves.size());  // bulk counting
  std::uint64_t n = 0;
  for (const Move& m : moves) {
    Position next = pos;
    next.play(m);
    n += count(next, profile, depth - 1, path);
  }
  return n;
}

}  // namespace

std::uint64_t perft(const Position& pos, RulesProfile profile, int depth, MoveGenPath path) {
  return depth <= 0 ? 1 : count(pos, profile, depth, path);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, RulesProfile profile, int depth,
                                                         MoveGenPath path) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  if (depth <= 0) return out;
  MoveList moves;
  generate(pos, profile, path, moves);
  for (const Move& m : moves) {
    Position next = pos;
    next.play(m);
    out.emplace_back(m, depth == 1 ? 1 : count(next, profile, depth - 1, path));
  }
  return out;
}

}  // namespace kmr
