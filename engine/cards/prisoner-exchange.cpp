// PRISONER EXCHANGE (KC2). Reference: shared/cards/cards.yaml, id prisoner-exchange.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace prisoner_exchange_card {
constexpr Timing kTiming[] = {Timing::BeforeMove};

// `side`'s captured Pawns (not dead ones, R22.2), a promoted Pawn among them (R21.5).
std::vector<PieceId> captured_pawns(const Position& pos, Side side) {
  std::vector<PieceId> out;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const Piece& piece = pos.piece(static_cast<PieceId>(i));
    if (piece.zone == Zone::Captured && piece.owner == side && piece.born_as == Role::Pawn)
      out.push_back(static_cast<PieceId>(i));
  }
  return out;
}

// The empty squares of `side`'s second rank as the board now lies (R19.2), from the a-file.
std::vector<Square> second_rank(const Game& g, Side side) {
  std::vector<Square> out;
  for (Square s = 0; s < kSquareCount; ++s)
    if (g.position().piece_at(s) == kNoPiece && parts::rank_for(g, side, s) == 1) out.push_back(s);
  return out;
}

// Reading from the French original (ZOMBIES): before your move, each player
// brings back up to two of his own captured Pawns onto empty squares of his
// own second rank (R23.1), the opponent placing first, one Pawn at a time. A
// player with fewer captured Pawns, or fewer empty squares there, places
// what he can. `targets:` names the squares (each on the second rank of the
// side whose Pawn goes there); a square left unnamed is the first empty
// one of that rank from the a-file. Playable when at least one Pawn comes
// back, whichever side's. After FUNERAL PYRE nothing is left (R22.5).
Result play(CardPlay& p) {
  const Game& g = p.game();
  const std::array<Side, 2> sides{p.opponent(), p.player()};  // the opponent places first
  std::array<std::vector<PieceId>, 2> pawns;
  std::array<std::vector<Square>, 2> squares;
  std::array<std::size_t, 2> count{};
  for (std::size_t i = 0; i < 2; ++i) {
    pawns[i] = captured_pawns(p.position(), sides[i]);
    count[i] = std::min<std::size_t>({2, pawns[i].size(), second_rank(g, sides[i]).size()});
  }
  if (count[0] + count[1] == 0)
    return p.reject(Cause::GameCondition, "R23.1",
                    "neither player has a captured Pawn to bring back onto his second rank");
  for (Square s : p.choices().targets) {
    std::size_t i = 0;
    while (i < 2 && parts::rank_for(g, sides[i], s) != 1) ++i;
    if (i == 2)
      return p.reject(Cause::ChoiceWrong, "R8.3", square_name(s) + " is on neither player's second rank");
    if (p.position().piece_at(s) != kNoPiece ||
        std::find(squares[i].begin(), squares[i].end(), s) != squares[i].end())
      return p.reject(Cause::SquareTaken, "R23.1", square_name(s) + " is not free for a Pawn");
    if (squares[i].size() == count[i])
      return p.reject(
          Cause::ChoiceWrong, "R8.3",
          std::string(to_string(sides[i])) + " brings back " + std::to_string(count[i]) + " Pawn(s) at most");
    squares[i].push_back(s);
  }
  for (std::size_t i = 0; i < 2; ++i)
    for (Square s : second_rank(g, sides[i])) {
      if (squares[i].size() == count[i]) break;
      if (std::find(squares[i].begin(), squares[i].end(), s) == squares[i].end()) squares[i].push_back(s);
    }
  for (std::size_t n = 0; n < 2; ++n)
    for (std::size_t i = 0; i < 2; ++i) {
      if (n >= count[i]) continue;
      // A promoted Pawn returns as a Pawn (R21.5).
      if (Result r = p.return_captured(pawns[i][n], Role::Pawn, squares[i][n], "R23.1"); !r.ok()) return r;
    }
  return p.done("R23.1");
}

// Random play: no squares named (the engine's own), or a square of his second rank, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  c.targets.clear();
  if (d.one_in(2) && pick::has_captured(g, by, Role::Pawn))
    if (auto s = d.one(second_rank(g, by))) c.targets = {*s};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTargets,
                .example = "{play: prisoner-exchange, targets: [g7, a2, h7, b2]}",
                .note =
                    "targets: the empty squares the returning Pawns go to, each on its side's second rank"},
    .doors = {Door::PutBack},
    .play = play,
    .random_choices = random_choices};
}  // namespace prisoner_exchange_card

extern const CardDef prisoner_exchange{
    .id = "prisoner-exchange",
    .name = "PRISONER EXCHANGE",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = prisoner_exchange_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Candidate, from the French original) Each player brings two of his own captured (not dead) Pawns "
        "back into play. Taking turns, the opponent first, each player puts one Pawn at a time on an empty "
        "square of his own second rank (rank 2 for White, rank 7 for Black), until each has placed two. A "
        "player who has fewer than two captured Pawns, or runs out of empty squares on that rank, places "
        "what he can.",
    .confidence = Confidence::Low,
    .basis = Basis::FrenchOriginal,
    .reading =
        "From the French original. Read as: before the player's move, each side puts up to two of its "
        "captured Pawns on empty squares of its own second rank (named with targets:, else the first free "
        "ones from the a-file); playable when at least one Pawn comes back, whichever side's.",
    .behaviour = &prisoner_exchange_card::kBehaviour,
};

}  // namespace kmr::cards
