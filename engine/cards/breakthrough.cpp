// BREAKTHROUGH (KC1). Reference: shared/cards/cards.yaml, id breakthrough.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace breakthrough_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Pawns (`move:`) captures straight
// forward: one square, or two from its first or second rank over an empty
// square (R19.1); it may make no forward move that does not capture. A Pawn
// that already captures forward (NEW TACTICS) captures one square
// diagonally forward instead. A card move: no promotion (R21.2).
Result play(CardPlay& p) {
  auto id = parts::card_mover_of(p, "pawn");
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  const MoveRequest& m = p.choices().moves.front();
  if (m.promotion) return p.reject(Cause::ChoiceWrong, "R21.2", "BREAKTHROUGH does not promote");
  const EffectRules rules(g.effects());
  const Position& pos = p.position();
  const Side owner = pos.piece(*id).owner;  // a NEUTRAL Pawn goes its owner's way (N-05)
  const Step fwd = rules.forward(pos, owner);
  const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
  if (g.props(*id).movement.pawn_swapped) {
    const bool diag =
        fwd.df == 0 ? (dr == fwd.dr && (df == 1 || df == -1)) : (df == fwd.df && (dr == 1 || dr == -1));
    if (!diag)
      return p.reject(Cause::ChoiceWrong, "R8.3", "this Pawn captures diagonally forward with BREAKTHROUGH");
  } else {
    const bool one = df == fwd.df && dr == fwd.dr;
    const bool two = df == 2 * fwd.df && dr == 2 * fwd.dr && parts::rank_for(g, owner, m.from) <= 1;
    if (!one && !two)
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      to_string(m) + " is not a straight advance BREAKTHROUGH allows");
    if (two) {
      const Square mid = make_square(file_of(m.from) + fwd.df, rank_of(m.from) + fwd.dr);
      // The square passed over, then the wall before the end, if any: named.
      if (auto stop = p.way_refusal(m.from, mid, /*ends_there=*/false, "R19.1")) return *stop;
      if (!rules.step_open(pos, mid, m.to))
        return p.reject(Cause::PathCrossed, "R14",
                        walling_effect(g, mid, m.to) + " stands between " + square_name(mid) + " and " +
                            square_name(m.to));
    } else if (!rules.step_open(pos, m.from, m.to)) {
      return p.reject(Cause::PathCrossed, "R14",
                      walling_effect(g, m.from, m.to) + " stands between " + square_name(m.from) + " and " +
                          square_name(m.to));
    }
  }
  const PieceId victim = pos.piece_at(m.to);
  if (victim == kNoPiece || !p.is_enemy(victim))
    return p.reject(Cause::ChoiceWrong, "R8.3", "the Pawn may only advance to capture an enemy piece");
  if (!g.props(*id).can_capture) return p.reject(Cause::NoThreat, "R15.1", "that Pawn may not capture");
  if (Result r = p.card_move(*id, m.to, /*may_capture=*/true, "R19.1"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R19.1");
}

// Random play: a Pawn of his with an enemy piece straight ahead, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::pawn_onto_enemy(g, by, d, {{1, 0}, {2, 0}}, c);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: breakthrough, move: e4e5}"},
    .doors = {Door::Capture, Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace breakthrough_card

extern const CardDef breakthrough{
    .id = "breakthrough",
    .name = "BREAKTHROUGH",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = breakthrough_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "This turn one of your Pawns captures straight forward (one square); it may only move forward if it "
        "captures. If that Pawn already had a forward capture for some other reason, it instead gets a "
        "diagonal capture.",
    .confidence = Confidence::High,
    .behaviour = &breakthrough_card::kBehaviour,
};

}  // namespace kmr::cards
