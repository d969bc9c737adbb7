// DARK MIRROR (KC1). Reference: shared/cards/cards.yaml, id dark-mirror.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace dark_mirror_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Pawns (`move:`) captures one square
// diagonally backward, whatever else changes how Pawns move (R14.5).
Result play(CardPlay& p) {
  auto id = parts::card_mover_of(p, "pawn");
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  const MoveRequest& m = p.choices().moves.front();
  const EffectRules rules(g.effects());
  // Backward is toward the Pawn's owner, whoever moves it (a NEUTRAL Pawn,
  // R24.1, Official Rulings N-05).
  const Step fwd = rules.forward(p.position(), p.position().piece(*id).owner);
  const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
  const bool back_diag =
      fwd.df == 0 ? (dr == -fwd.dr && (df == 1 || df == -1)) : (df == -fwd.df && (dr == 1 || dr == -1));
  if (!back_diag)
    return p.reject(Cause::ChoiceWrong, "R8.3", to_string(m) + " is not one square diagonally backward");
  // It takes what the Pawn's own capture would take: an enemy piece (a
  // NEUTRAL one too, R24.2), or, the Pawn being NEUTRAL, a piece of either
  // colour but a King (R24.1).
  const PieceId victim = p.position().piece_at(m.to);
  const auto controls = [&](PieceId x, Side s) {
    return g.props(x).controlled_by[static_cast<std::size_t>(index(s))];
  };
  const bool neutral_pawn = controls(*id, p.opponent());
  if (victim == kNoPiece || !(controls(victim, p.opponent()) || (neutral_pawn && !g.is_king(victim))))
    return p.reject(Cause::ChoiceWrong, "R8.3", "DARK MIRROR captures an enemy piece");
  if (!g.props(*id).can_capture) return p.reject(Cause::NoThreat, "R15.1", "that Pawn may not capture");
  if (!rules.step_open(p.position(), m.from, m.to))
    return p.reject(Cause::PathCrossed, "R14",
                    walling_effect(g, m.from, m.to) + " stands between " + square_name(m.from) + " and " +
                        square_name(m.to));
  if (Result r = p.card_move(*id, m.to, /*may_capture=*/true, "R14.5"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R14.5");
}

// Random play: a capture one square diagonally backward by a Pawn of his, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::pawn_onto_enemy(g, by, d, {{-1, -1}, {-1, 1}}, c);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: dark-mirror, move: d4c3}"},
    .doors = {Door::Capture, Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace dark_mirror_card

extern const CardDef dark_mirror{
    .id = "dark-mirror",
    .name = "DARK MIRROR",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = dark_mirror_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "This turn one of your Pawns captures one square diagonally BACKWARD instead of diagonally forward.",
    .confidence = Confidence::High,
    .behaviour = &dark_mirror_card::kBehaviour,
};

}  // namespace kmr::cards
