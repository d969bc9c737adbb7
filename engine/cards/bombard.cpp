// BOMBARD (KC1). Reference: shared/cards/cards.yaml, id bombard.
#include <string>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace bombard_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Rooks (`move:`) moves along a rank or
// file and may pass one obstruction on the way: one piece, one closed square
// (FORBIDDEN CITY) or one wall (FORTIFICATION), each counting once (so a
// wall with a piece or a closed square right behind it is two, R14). It may
// capture on the square where it stops, as a Rook would.
Result play(CardPlay& p) {
  auto id = parts::card_mover_of(p, "rook");
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  const MoveRequest& m = p.choices().moves.front();
  const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
  if ((df != 0 && dr != 0) || (df == 0 && dr == 0))
    return p.reject(Cause::ChoiceWrong, "R8.3", to_string(m) + " is not along a rank or file");
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  const Position& pos = p.position();
  const EffectRules rules(g.effects());
  // Each obstruction named, so a refusal says which two (or more) are in the way.
  std::vector<std::string> obstructions;
  Square at = m.from;
  while (at != m.to) {
    const Square next = make_square(file_of(at) + sf, rank_of(at) + sr);
    if (!rules.step_open(pos, at, next)) obstructions.push_back(walling_effect(g, at, next));
    if (next != m.to) {
      if (const PieceId there = pos.piece_at(next); there != kNoPiece)
        obstructions.push_back("the " + std::string(role_name(pos.piece(there).role)) + " on " +
                               square_name(next));
      else if (p.closed(next))
        obstructions.push_back(closing_effect(g, next));  // "FORBIDDEN CITY on a4"
    }
    at = next;
  }
  if (obstructions.size() > 1) {
    std::string named;
    for (std::size_t i = 0; i < obstructions.size(); ++i)
      named += (i == 0 ? "" : i + 1 == obstructions.size() ? " and " : ", ") + obstructions[i];
    return p.reject(Cause::PathCrossed, "R14",
                    to_string(m) + " passes " + std::to_string(obstructions.size()) + " obstructions (" +
                        named + "); BOMBARD passes one");
  }
  if (p.closed(m.to))
    return p.reject(Cause::SquareClosed, "R14",
                    square_name(m.to) + " is closed to every piece (" + closing_effect(g, m.to) + ")");
  const PieceId there = pos.piece_at(m.to);
  if (there != kNoPiece && !g.props(*id).can_capture)
    return p.reject(Cause::NoThreat, "R15.1", "that Rook may not capture");
  if (there != kNoPiece)
    if (auto refused = p.capture_refusal(there)) return *refused;
  if (Result r = p.card_move(*id, m.to, /*may_capture=*/true, "R14"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R14");
}

// Random play: one of his Rooks along a line, past one obstruction at most, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  std::vector<MoveRequest> shots;
  for (Square from : pick::pieces(g, by, pick::Whose::Own, "rook"))
    for (Step dir : {Step{1, 0}, Step{-1, 0}, Step{0, 1}, Step{0, -1}}) {
      int passed = 0;
      for (int f = file_of(from) + dir.df, r = rank_of(from) + dir.dr; on_board(f, r) && passed < 2;
           f += dir.df, r += dir.dr) {
        const PieceId there = pos.piece_at(make_square(f, r));
        if (there == kNoPiece || !g.props(there).controlled_by[static_cast<std::size_t>(index(by))])
          shots.push_back(MoveRequest{from, make_square(f, r), std::nullopt});
        if (there != kNoPiece) ++passed;
      }
    }
  if (auto m = d.one(shots)) c.moves = {*m};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: bombard, move: a1a5}"},
    .doors = {Door::Capture, Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace bombard_card

extern const CardDef bombard{
    .id = "bombard",
    .name = "BOMBARD",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = bombard_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Rooks moves along a straight line and may leap over exactly one piece or one "
        "obstruction (e.g. a wall or forbidden square) on the way, then continue; the jumped thing is "
        "unaffected. It may make a normal capture on the square where it stops.",
    .confidence = Confidence::High,
    .behaviour = &bombard_card::kBehaviour,
};

}  // namespace kmr::cards
