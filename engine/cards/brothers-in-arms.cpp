// BROTHERS IN ARMS (KC2). Reference: shared/cards/cards.yaml, id brothers-in-arms.
#include <algorithm>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};

// Reading (the card's text is only partly known): as the turn's move, two
// different Pawns of yours (`moves: [a2a3, b2b4]`) each make an ordinary
// Pawn move, one after the other: a step, a double step from its first
// square, or a diagonal capture, as the effects in play shape its moves (a
// Crab is a Pawn, R11.2); a Pawn reaching its last rank promotes as the
// move says (`a7a8q`). No en passant. Played once the move is made, it
// would be a second move, which only replace-move cards give (R26.3).
Result pawn_move(CardPlay& p, const MoveRequest& m) {
  const PieceId id = p.position().piece_at(m.from);
  if (id == kNoPiece || !parts::is_own(p, id) || !parts::piece_is(p.game(), id, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "no Pawn of yours stands on " + square_name(m.from));
  if (!p.props(id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that Pawn may not move now" + p.held_by(id));
  Position view = p.position();
  view.set_side_to_move(p.player());
  MoveList legal;
  generate_generic(view, p.game().rules(), EffectRules(p.game().effects()), legal, Legality::Pseudo);
  const auto fits = [&](const Move& mv) {
    if (mv.kind == MoveKind::Promotion) return m.promotion == mv.promotion;
    return !m.promotion && (mv.kind == MoveKind::Normal || mv.kind == MoveKind::DoublePush);
  };
  const bool ok = std::any_of(legal.begin(), legal.end(),
                              [&](const Move& mv) { return mv.from == m.from && mv.to == m.to && fits(mv); });
  if (!ok) {
    const Cause why = parts::unreachable_cause(p.game(), view, m.from, m.to, fits);
    return p.reject(why, "R8.3",
                    why == Cause::PathCrossed ? to_string(m) + ": " + parts::closed_way(p, m.from, m.to)
                                              : to_string(m) + " is not a move that Pawn can make now");
  }
  Result r = p.card_move(id, m.to, /*may_capture=*/true, "R19.1");
  if (!r.ok()) return r;
  if (m.promotion) p.position_mut().set_role(id, *m.promotion);
  return r;
}

Result play(CardPlay& p) {
  if (p.game().phase() != Phase::BeforeMove)
    return p.reject(Cause::WrongWindow, "R26.3", "BROTHERS IN ARMS is the turn's move, and it has been made");
  const auto& moves = p.choices().moves;
  if (moves.size() != 2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "BROTHERS IN ARMS moves two Pawns (moves: [..., ...])");
  if (moves[0].from == moves[1].from || moves[1].from == moves[0].to)
    return p.reject(Cause::ChoiceWrong, "R8.3", "BROTHERS IN ARMS moves two different Pawns");
  for (const MoveRequest& m : moves) {
    Result r = pawn_move(p, m);
    if (!r.ok()) return r;
  }
  p.counts_as_move();
  return p.done("R26.1");
}

// Random play: two moves of two different Pawns of his, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Move> moves = pick::moves_of(g, by);
  std::erase_if(moves, [&](const Move& m) {
    return m.kind == MoveKind::EnPassant || m.kind == MoveKind::Castle ||
           !parts::piece_is(g, g.position().piece_at(m.from), "pawn");
  });
  const auto a = d.one(moves);
  if (!a) return;
  std::erase_if(moves, [&](const Move& m) { return m.from == a->from || m.to == a->to || m.from == a->to; });
  if (auto b = d.one(moves)) c.moves = {pick::request(*a), pick::request(*b)};
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMoves,
                                               .required = kChooseMoves,
                                               .example = "{play: brothers-in-arms, moves: [a2a3, b2b4]}"},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace

extern const CardDef brothers_in_arms{
    .id = "brothers-in-arms",
    .name = "BROTHERS IN ARMS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Lets you move two of your Pawns as your move. How far, in which direction and whether they must be "
        "neighbours are not known.",
    .confidence = Confidence::Low,
    .reading =
        "How far the two Pawns go is not known. Read as: instead of his move, two different Pawns of the "
        "player each make one ordinary Pawn move (a step, a double step from the start, or a diagonal "
        "capture), one after the other; a Pawn reaching the last rank promotes.",
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
