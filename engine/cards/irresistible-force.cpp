// IRRESISTIBLE FORCE (KC1). Reference: shared/cards/cards.yaml, id irresistible-force.
#include <optional>
#include <string>
#include <vector>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace irresistible_force_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Pawns (`move:`) steps one square forward
// onto an occupied square, pushing the piece there, and any piece right
// behind it, one square further; a piece pushed off the board is captured.
// No King may be in the line pushed. When a continuing effect stops the
// push (a FORBIDDEN CITY or a wall in the way, a piece that cannot be
// captured pushed off the board, a piece held in place: being pushed is a
// move, R26.1), the continuing effect wins (R14.3, R14.6): nothing moves,
// and the card is spent without effect. The pushed pieces are not the
// player's choice but what the card finds as it resolves (R5.3a).
Result play(CardPlay& p) {
  auto id = parts::card_mover_of(p, "pawn");
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  const MoveRequest& m = p.choices().moves.front();
  const Position& pos = p.position();
  const EffectRules rules(g.effects());
  const Step fwd = rules.forward(pos, pos.piece(*id).owner);  // its owner's way (N-05)
  if (file_of(m.to) - file_of(m.from) != fwd.df || rank_of(m.to) - rank_of(m.from) != fwd.dr)
    return p.reject(Cause::ChoiceWrong, "R8.3", "the Pawn steps one square forward");
  if (pos.piece_at(m.to) == kNoPiece)
    return p.reject(Cause::ChoiceWrong, "R8.3", "the square ahead must be occupied");
  // The line pushed: from the square ahead to the first empty square.
  std::vector<Square> line;
  std::optional<Square> free;
  for (int f = file_of(m.to), r = rank_of(m.to); on_board(f, r); f += fwd.df, r += fwd.dr) {
    const Square s = make_square(f, r);
    if (pos.piece_at(s) == kNoPiece) {
      free = s;
      break;
    }
    if (p.is_king(pos.piece_at(s))) return p.reject(Cause::ChoiceWrong, "R8.3", "a King cannot be pushed");
    line.push_back(s);
  }
  const auto no_effect = [&](Cause why, std::string detail) {
    return Result::no_effect(why, "R14.6", std::move(detail));
  };
  // Every piece pushed moves (R26.1): none may be held in place (MEDUSA,
  // FATAL ATTRACTION), the one shoved off the board included.
  for (Square s : line)
    if (p.held_in_place(pos.piece_at(s)))
      return Result::no_effect(Cause::PathCrossed, "R14.3",
                               "the piece on " + square_name(s) + " is held in place" +
                                   p.held_by(pos.piece_at(s)) + " and cannot be pushed");
  // Every step of the push must be open.
  Square prev = m.from;
  for (Square s : line) {
    if (!rules.step_open(pos, prev, s))
      return no_effect(Cause::PathCrossed, walling_effect(g, prev, s) + " stops the push between " +
                                               square_name(prev) + " and " + square_name(s));
    prev = s;
  }
  if (free) {
    if (p.closed(*free) || !rules.step_open(pos, prev, *free))
      return no_effect(Cause::SquareClosed,
                       p.closed(*free) ? square_name(*free) + " is closed to every piece (" +
                                             closing_effect(g, *free) + ")"
                                       : walling_effect(g, prev, *free) + " stops the push between " +
                                             square_name(prev) + " and " + square_name(*free));
  } else if (!p.capturable(pos.piece_at(line.back()))) {  // the capture door (R22.3)
    return no_effect(Cause::Protected, "the piece pushed off the board cannot be captured");
  }
  // A push off the board is a capture: a Pawn that may not capture
  // (PACIFISM) may still push, but not so (R15.1).
  if (!free && !g.props(*id).can_capture)
    return p.reject(Cause::NoThreat, "R15.1",
                    "the pushing Pawn may not capture, and this push would shove a piece off the board");
  if (!free) p.capture(pos.piece_at(line.back()));
  for (auto it = line.rbegin(); it != line.rend(); ++it) {
    const PieceId moved = pos.piece_at(*it);
    if (moved == kNoPiece) continue;  // the one pushed off the board
    p.relocate(moved, make_square(file_of(*it) + fwd.df, rank_of(*it) + fwd.dr));
  }
  p.relocate(*id, m.to);
  p.counts_as_move();
  return p.done("R14.6");
}

// Random play: a Pawn of his with a piece straight ahead, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  const Step fwd = EffectRules(g.effects()).forward(pos, by);
  std::vector<MoveRequest> pushes;
  for (Square from : pick::pieces(g, by, pick::Whose::Own, "pawn")) {
    const int f = file_of(from) + fwd.df, r = rank_of(from) + fwd.dr;
    if (on_board(f, r) && pos.piece_at(make_square(f, r)) != kNoPiece)
      pushes.push_back(MoveRequest{from, make_square(f, r), std::nullopt});
  }
  if (auto m = d.one(pushes)) c.moves = {*m};
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMove,
                                               .required = kChooseMove,
                                               .example = "{play: irresistible-force, move: d4d5}"},
                                   .doors = {Door::Capture, Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace irresistible_force_card

extern const CardDef irresistible_force{
    .id = "irresistible-force",
    .name = "IRRESISTIBLE FORCE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = irresistible_force_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Pawns steps one square forward into an OCCUPIED square, shoving the occupant one "
        "square further in the same direction; if that square is occupied too, the push continues down the "
        "line. A piece shoved off the far edge of the board is captured. A King can never be pushed (so the "
        "play is illegal if a King is in the chain).",
    .confidence = Confidence::High,
    .behaviour = &irresistible_force_card::kBehaviour,
};

}  // namespace kmr::cards
