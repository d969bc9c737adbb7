// GHOSTWALK (KC1). Reference: shared/cards/cards.yaml, id ghostwalk.
#include <algorithm>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace ghostwalk_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your pieces (`move:`) makes a move it could
// otherwise make, passing through your own pieces (not enemy ones) on the
// way, and ending on an empty square: no capture. The piece's moves are
// asked of the move generator on the board without the player's other
// pieces, so every way it moves passes through them alike: a slide, a
// Pawn's double step past the Pawn in front of it (R19.1), a WARLORD's
// walk, a PALADIN's two leaps. His pieces are the ones he controls, a
// NEUTRAL one too (R8.4, R24.2). Walls and closed squares still stop it
// (R14); no castling, nor en passant (a capture); a Pawn it brings to the
// last rank stays a Pawn, as a card's move does not promote (R21.2).
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
  if (p.closed(m.to))
    return p.reject(Cause::SquareClosed, "R14.6",
                    square_name(m.to) + " is closed to every piece (" + closing_effect(g, m.to) + ")");
  if (m.promotion)
    return p.reject(Cause::ChoiceWrong, "R21.2", "GHOSTWALK does not promote: a Pawn it moves stays a Pawn");
  Position view = pos;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId other = static_cast<PieceId>(i);
    if (other != *id && pos.piece(other).zone == Zone::Board && p.is_own(other))
      view.take_off(other, Zone::Aside);
  }
  view.set_side_to_move(p.player());
  MoveList moves;
  generate_piece_generic(view, g.rules(), rules, *id, moves);
  const bool reached = std::any_of(moves.begin(), moves.end(), [&](const Move& mv) {
    return mv.from == m.from && mv.to == m.to && mv.kind != MoveKind::Castle &&
           mv.kind != MoveKind::EnPassant;
  });
  if (!reached) {
    // The way closed (a wall, a closed square, an enemy piece: row 7), or no
    // move of that shape at all (row 5).
    const auto fits = [&](const Move& mv) {
      return mv.from == m.from && mv.to == m.to && mv.kind != MoveKind::Castle &&
             mv.kind != MoveKind::EnPassant;
    };
    const Cause why = parts::unreachable_cause(g, view, m.from, m.to, fits);
    if (why == Cause::PathCrossed)
      return p.reject(why, "R8.3",
                      to_string(m) + ": " + parts::closed_way(p, m.from, m.to, /*own_pieces_pass=*/true));
    return p.reject(why, "R8.3", to_string(m) + " is not a move that piece can make");
  }
  if (Result r = p.card_move(*id, m.to, /*may_capture=*/false, "R26.1"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R26.1");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: ghostwalk, move: a1a5}"},
    .doors = {Door::CardMove},
    .play = play};
}  // namespace ghostwalk_card

extern const CardDef ghostwalk{
    .id = "ghostwalk",
    .name = "GHOSTWALK",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = ghostwalk_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your pieces makes an otherwise legal move during which it may pass through your own pieces "
        "(not enemy pieces). It must finish on an empty square and cannot capture.",
    .confidence = Confidence::High,
    .behaviour = &ghostwalk_card::kBehaviour,
};

}  // namespace kmr::cards
