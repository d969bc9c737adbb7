// GUARDIAN (KC1). Reference: shared/cards/cards.yaml, id guardian.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace guardian_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Pawns advances straight forward (the
// first of `moves:`): one square, or one or two from its second rank
// (reading: the choice a Pawn has there), onto empty squares only: it may
// not land on a piece, so it captures nothing. The friendly piece directly
// behind it on its file may follow (the second of `moves:`) the same
// distance, staying directly behind. The advance is a card's, so no en
// passant follows it (R20.3) and the Pawn does not promote (R21.2).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.empty() || moves.size() > 2)
    return p.reject(
        Cause::ChoiceWrong, "R8.3",
        "GUARDIAN needs the Pawn's advance, and optionally the move of the piece behind it (moves:)");
  const Game& g = p.game();
  const MoveRequest pawn = moves.front();
  const PieceId id = p.position().piece_at(pawn.from);
  if (id == kNoPiece)
    return p.reject(Cause::ChoiceWrong, "R8.3", "no piece stands on " + square_name(pawn.from));
  // Forward and the second rank are the Pawn's owner's (a NEUTRAL Pawn, N-05).
  const Side owner = p.position().piece(id).owner;
  const Step fwd = EffectRules(g.effects()).forward(p.position(), owner);
  const int dist = fwd.df != 0 ? (file_of(pawn.to) - file_of(pawn.from)) * fwd.df
                               : (rank_of(pawn.to) - rank_of(pawn.from)) * fwd.dr;
  if (dist == 2 && parts::rank_for(g, owner, pawn.from) != 1)
    return p.reject(Cause::ChoiceWrong, "R8.3", "only a Pawn on its second rank advances two squares");
  if (dist != 1 && dist != 2)
    return p.reject(Cause::ChoiceWrong, "R8.3", to_string(pawn) + " is not an advance of one or two squares");
  const Square behind_from = static_cast<Square>(pawn.from - (fwd.df + 8 * fwd.dr));
  const bool has_behind = on_board(file_of(pawn.from) - fwd.df, rank_of(pawn.from) - fwd.dr);
  if (Result r = parts::advance_pawn(p, pawn, dist); !r.ok()) return r;
  if (moves.size() == 2) {
    const MoveRequest& follow = moves[1];
    const PieceId f = p.position().piece_at(follow.from);
    if (!has_behind || follow.from != behind_from || f == kNoPiece || !p.is_own(f))
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      "only the friendly piece directly behind the Pawn may follow it");
    const Square follow_to = static_cast<Square>(pawn.to - (fwd.df + 8 * fwd.dr));
    if (follow.to != follow_to)
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      "the piece behind goes the same distance, to " + square_name(follow_to));
    if (!g.props(f).can_move)
      return p.reject(Cause::ChoiceWrong, "R14.3", "that piece may not move now" + p.held_by(f));
    if (Result r = p.card_move(f, follow_to, /*may_capture=*/false, "R26.1"); !r.ok()) return r;
  }
  p.counts_as_move();
  return p.done("R20.3");
}

// Random play: a straight advance of one of his Pawns to an empty square, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<MoveRequest> steps = pick::pawn_advances(g, by, 1);
  for (const MoveRequest& m : pick::pawn_advances(g, by, 2))
    if (parts::rank_for(g, by, m.from) == 1) steps.push_back(m);
  if (auto m = d.one(steps)) c.moves = {*m};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove | kChooseMoves,
                .one_of = kChooseMove | kChooseMoves,
                .example = "{play: guardian, moves: [d2d4, d1d3]}",
                .note = "moves: the Pawn's advance, then (optionally) the move of the piece behind it"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace guardian_card

extern const CardDef guardian{
    .id = "guardian",
    .name = "GUARDIAN",
    .set = CardSet::KC1,
    .points = 3,
    .unique = true,
    .timing = guardian_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Advance one of your Pawns one square (two if it stands on its second rank). The friendly piece "
        "that was directly behind it on the same file may move forward the same distance so that it stays "
        "directly behind. A Pawn advanced this way cannot be captured en passant."
        " Reading: from its second rank the Pawn advances one or two squares, as its player chooses, and the "
        "piece behind follows only if he wants; the Pawn does not promote (a card move).",
    .confidence = Confidence::High,
    .reading = "From its second rank the Pawn may advance one or two squares (the choice a Pawn has there).",
    .behaviour = &guardian_card::kBehaviour,
};

}  // namespace kmr::cards
