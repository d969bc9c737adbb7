// A Pawn pushed straight forward by a card (ANNEXATION, FANATIC).
#include <string>

#include "kmr/effect_rules.hpp"
#include "parts.hpp"

namespace kmr::parts {

// One of your Pawns advances exactly `n` squares straight forward through
// empty, open squares, capturing nothing (R14.5: forward is forward).
Result advance_pawn(CardPlay& p, const MoveRequest& m, int n) {
  const Game& g = p.game();
  const PieceId id = p.position().piece_at(m.from);
  if (id == kNoPiece || !p.is_own(id) || !piece_is(g, id, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "no Pawn of yours stands on " + square_name(m.from));
  if (!g.props(id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that Pawn may not move now" + p.held_by(id));
  // Forward is away from the Pawn's owner, whoever moves it: a NEUTRAL
  // Pawn moved by its owner's opponent still goes its owner's way (R24.1,
  // Official Rulings N-05).
  const EffectRules rules(g.effects());
  const Step fwd = rules.forward(p.position(), p.position().piece(id).owner);
  if (file_of(m.to) - file_of(m.from) != n * fwd.df || rank_of(m.to) - rank_of(m.from) != n * fwd.dr)
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    to_string(m) + " is not " +
                        (n == 1 ? std::string("one square") : std::to_string(n) + " squares") +
                        " straight forward");
  Square at = m.from;
  for (int i = 0; i < n; ++i) {
    const Square next = make_square(file_of(at) + fwd.df, rank_of(at) + fwd.dr);
    if (auto stop = p.way_refusal(at, next, next == m.to, "R8.3")) return *stop;
    at = next;
  }
  return p.card_move(id, m.to, /*may_capture=*/false, "R14.5");
}

}  // namespace kmr::parts
