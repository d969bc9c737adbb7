// ASSASSIN (KC1). Reference: shared/cards/cards.yaml, id assassin.
#include <algorithm>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace assassin_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of his move, the player captures one of his own pieces with
// another (`move:`): the move must be one the mover could make to capture
// there, were the victim an enemy (R26.1). The victim counts as captured
// (R22.1: RESURRECTION may bring it back); a King is never taken
// (R12.1), nor a piece that cannot be captured (R22.3). A card move: a Pawn
// does not promote by it (R21.2).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.size() != 1)
    return p.reject(Cause::ChoiceWrong, "R8.3", "ASSASSIN needs the capturing move (move:)");
  const MoveRequest& m = moves.front();
  auto mover = parts::card_mover(p, /*allow_royal=*/true);
  if (!mover) return p.reject(mover.error(), "R8.3");
  const PieceId victim = p.position().piece_at(m.to);
  // A NEUTRAL piece is one of his as much as his opponent's (R24.2).
  if (victim == kNoPiece || victim == *mover || !p.is_own(victim))
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    "ASSASSIN captures a piece of your own: none stands on " + square_name(m.to));
  // The victim as an enemy: can the mover capture it with a move it has?
  Position view = p.position();
  view.set_side_to_move(p.player());
  view.set_owner(victim, p.opponent());
  MoveList legal;
  generate_generic(view, p.game().rules(), EffectRules(p.game().effects()), legal, Legality::Pseudo);
  const auto fits = [](const Move& mv) { return mv.kind != MoveKind::Castle; };
  const bool reaches = std::any_of(legal.begin(), legal.end(), [&](const Move& mv) {
    return mv.from == m.from && mv.to == m.to && fits(mv);
  });
  // A capture of the right shape with the way closed is row 7; one the
  // piece could never make, row 5.
  if (!reaches) {
    if (auto prot = parts::protected_victim(p, view, m.from, m.to, fits)) return *prot;
    const Cause why = parts::unreachable_cause(p.game(), view, m.from, m.to, fits);
    return p.reject(why, "R8.3",
                    why == Cause::PathCrossed ? to_string(m) + ": " + parts::closed_way(p, m.from, m.to)
                                              : to_string(m) + " is not a capture that piece could make");
  }
  Result r = p.capture_own(*mover, m.to, "R8.3");
  if (!r.ok()) return r;
  p.counts_as_move();
  return r;
}

// Random play: a capture of one of his own pieces by another that could reach it, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  const auto victim = d.one(pick::pieces(g, by, pick::Whose::Own));
  if (!victim) return;
  Position view = pos;
  view.set_side_to_move(by);
  view.set_owner(pos.piece_at(*victim), ~by);
  MoveList legal;
  generate_generic(view, g.rules(), EffectRules(g.effects()), legal, Legality::Pseudo);
  std::vector<Move> hits;
  for (const Move& m : legal)
    if (m.to == *victim && m.kind != MoveKind::Castle) hits.push_back(m);
  if (auto m = d.one(hits)) c.moves = {MoveRequest{m->from, m->to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: assassin, move: b1c3}"},
    .doors = {Door::Capture, Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace assassin_card

extern const CardDef assassin{
    .id = "assassin",
    .name = "ASSASSIN",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = assassin_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Your move this turn is a capture of one of YOUR OWN pieces: move one of your pieces onto a square "
        "held by another of your pieces and remove that friendly piece, which counts as captured. Reading: "
        "the capture must be a move the piece could make there were the victim an enemy piece; it is a card "
        "move, so a Pawn does not promote by it.",
    .confidence = Confidence::High,
    .behaviour = &assassin_card::kBehaviour,
};

}  // namespace kmr::cards
