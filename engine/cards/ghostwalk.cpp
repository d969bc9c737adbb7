// GHOSTWALK (KC1). Reference: shared/cards/cards.yaml, id ghostwalk.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your pieces (`move:`) makes a move it could
// otherwise make, passing through your own pieces (not enemy ones) on the
// way, and ending on an empty square: no capture. Walls and closed squares
// still stop it (R14).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  const MoveRequest& m = p.choices().moves.front();
  const Position& pos = p.position();
  const EffectRules rules(g.effects());
  if (pos.piece_at(m.to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R8.3",
                    "GHOSTWALK ends on an empty square, and " + square_name(m.to) + " is not");
  if (!rules.square_open(pos, m.to))
    return p.reject(Cause::SquareClosed, "R14.6",
                    square_name(m.to) + " is closed to every piece (" + closing_effect(g, m.to) + ")");
  const Movement mv = rules.movement(pos, *id);
  const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
  bool reached = false;
  for (Step s : mv.leaps)
    if (s.df == df && s.dr == dr) reached = true;
  // The line that reaches the square, and what closes it on the way: a wall,
  // a closed square or an enemy piece (row 7); no line at all is row 5.
  std::string stopped;
  for (const Slide& sl : mv.slides) {
    if (reached) break;
    Square at = m.from;
    std::string why;
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      const int f = file_of(at) + sl.dir.df, r = rank_of(at) + sl.dir.dr;
      if (!on_board(f, r)) break;
      const Square next = make_square(f, r);
      if (why.empty() && !rules.step_open(pos, at, next))
        why =
            walling_effect(g, at, next) + " stands between " + square_name(at) + " and " + square_name(next);
      if (next == m.to) {
        if (why.empty()) reached = true;
        stopped = why;
        break;
      }
      const PieceId there = pos.piece_at(next);
      if (why.empty() && !rules.square_open(pos, next))
        why = square_name(next) + " is closed to every piece (" + closing_effect(g, next) + ")";
      if (why.empty() && there != kNoPiece && pos.piece(there).owner != p.player())  // enemies still block
        why = "the enemy " + std::string(role_name(pos.piece(there).role)) + " on " + square_name(next) +
              " stands in the way";
      at = next;
    }
  }
  if (!reached && !stopped.empty())
    return p.reject(Cause::PathCrossed, "R8.3", to_string(m) + ": " + stopped);
  if (!reached)
    return p.reject(Cause::ChoiceWrong, "R8.3", to_string(m) + " is not a move that piece can make");
  if (Result r = p.card_move(*id, m.to, /*may_capture=*/false, "R26.1"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R26.1");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: ghostwalk, move: a1a5}"},
    .play = play};
}  // namespace

extern const CardDef ghostwalk{
    .id = "ghostwalk",
    .name = "GHOSTWALK",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your pieces makes an otherwise legal move during which it may pass through your own pieces "
        "(not enemy pieces). It must finish on an empty square and cannot capture.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
