#include "kmr/perft.hpp"

#include "kmr/effect_rules.hpp"
#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/movegen_tables.hpp"

namespace kmr {
namespace {

MoveGenPath resolve(MoveGenPath path, const Position& pos, const std::vector<Effect>& effects) {
  if (path != MoveGenPath::Auto) return path;
  return effects.empty() && plain_position(pos) ? MoveGenPath::Fast : MoveGenPath::Generic;
}

void generate(const Position& pos, RulesProfile profile, MoveGenPath path, const std::vector<Effect>& effects,
              MoveList& out) {
  switch (path) {
    case MoveGenPath::Fast:
      generate_plain(pos, profile, out);
      return;
    case MoveGenPath::Reference:
      generate_generic(pos, profile, EffectRules(effects), out);
      return;
    default:
      generate_card_aware(pos, profile, effects, out);
  }
}

std::uint64_t count(const Position& pos, RulesProfile profile, int depth, MoveGenPath path,
                    const std::vector<Effect>& effects) {
  if (path == MoveGenPath::Generic) return perft_card_aware(pos, profile, effects, depth);
  MoveList moves;
  generate(pos, profile, path, effects, moves);
  if (depth == 1) return static_cast<std::uint64_t>(moves.size());  // bulk counting
  std::uint64_t n = 0;
  for (const Move& m : moves) {
    Position next = pos;
    next.play(m);
    n += count(next, profile, depth - 1, path, effects);
  }
  return n;
}

}  // namespace

std::string_view to_string(MoveGenPath p) {
  switch (p) {
    case MoveGenPath::Auto:
      return "auto";
    case MoveGenPath::Fast:
      return "fast";
    case MoveGenPath::Generic:
      return "generic";
    case MoveGenPath::Reference:
      return "reference";
  }
  return "auto";
}

std::optional<MoveGenPath> parse_movegen_path(std::string_view text) {
  for (MoveGenPath p : {MoveGenPath::Auto, MoveGenPath::Fast, MoveGenPath::Generic, MoveGenPath::Reference})
    if (text == to_string(p)) return p;
  return std::nullopt;
}

bool path_applies(MoveGenPath path, const Position& pos, const std::vector<Effect>& effects) {
  return path != MoveGenPath::Fast || (effects.empty() && plain_position(pos));
}

std::uint64_t perft(const Position& pos, RulesProfile profile, int depth, MoveGenPath path,
                    const std::vector<Effect>& effects) {
  if (depth > kMaxPerftDepth) return 0;  // refused: the recursion is bounded
  return depth <= 0 ? 1 : count(pos, profile, depth, resolve(path, pos, effects), effects);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, RulesProfile profile, int depth,
                                                         MoveGenPath path,
                                                         const std::vector<Effect>& effects) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  if (depth <= 0 || depth > kMaxPerftDepth) return out;
  path = resolve(path, pos, effects);
  MoveList moves;
  generate(pos, profile, path, effects, moves);
  for (const Move& m : moves) {
    Position next = pos;
    next.play(m);
    out.emplace_back(m, depth == 1 ? 1 : count(next, profile, depth - 1, path, effects));
  }
  return out;
}

}  // namespace kmr
