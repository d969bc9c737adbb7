// FANATIC (KC1). Reference: shared/cards/cards.yaml, id fanatic.
#include <optional>
#include <string>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"
#include "kmr/effect_rules.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// One of your Pawns advances exactly `n` squares straight forward through
// empty, open squares, capturing nothing (R14.5: forward is forward).
Result advance(CardPlay& p, const MoveRequest& m, int n) {
  const Game& g = p.game();
  const PieceId id = p.position().piece_at(m.from);
  if (id == kNoPiece || !g.props(id).controlled_by[static_cast<std::size_t>(index(p.player()))] ||
      !parts::piece_is(g, id, "pawn"))
    return p.reject(Reason::IllegalTarget, "R8.3", "no Pawn of yours stands on " + square_name(m.from));
  if (!g.props(id).can_move) return p.reject(Reason::IllegalTarget, "R14.3", "that Pawn may not move now");
  const EffectRules rules(g.effects());
  const Step fwd = rules.forward(p.position(), p.player());
  if (file_of(m.to) - file_of(m.from) != n * fwd.df || rank_of(m.to) - rank_of(m.from) != n * fwd.dr)
    return p.reject(Reason::IllegalTarget, "R8.3",
                    to_string(m) + " is not " + std::to_string(n) + " squares straight forward");
  Square at = m.from;
  for (int i = 0; i < n; ++i) {
    const Square next = make_square(file_of(at) + fwd.df, rank_of(at) + fwd.dr);
    if (p.position().piece_at(next) != kNoPiece || !rules.square_open(p.position(), next) ||
        !rules.step_open(p.position(), at, next))
      return p.reject(Reason::Blocked, "R8.3", "the way is not clear at " + square_name(next));
    at = next;
  }
  return p.card_move(id, m.to, /*may_capture=*/false, "R14.5");
}

// As the turn's move, one of your Pawns (`move:`) advances exactly three
// squares straight forward, capturing nothing; no en passant follows
// (R20.3).
Result play(CardPlay& p) {
  if (p.choices().moves.size() != 1)
    return p.reject(Reason::IllegalTarget, "R8.3", "FANATIC moves one Pawn (move:)");
  if (Result r = advance(p, p.choices().moves.front(), 3); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R20.3");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseMoves, .play = play};
}  // namespace

extern const CardDef fanatic{
    .id = "fanatic",
    .name = "FANATIC",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Pawns advances exactly three squares straight forward; every square it crosses and the "
        "destination must be empty. It cannot capture with this move and cannot be taken en passant "
        "afterwards.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
