// TOURNAMENT (KC1). Reference: shared/cards/cards.yaml, id tournament.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, one of your Knights and one enemy Knight (`targets:`,
// in either order) exchange squares. A swap is a move of both (R23.4,
// R26.1); a transformed Knight (PALADIN) is still a Knight (R11.2).
Result play(CardPlay& p) {
  auto ids = parts::target_pieces(p, 2);
  if (!ids) return p.reject(Reason::IllegalTarget, "R8.3", ids.error().message);
  const PieceId a = (*ids)[0], b = (*ids)[1];
  for (PieceId id : *ids)
    if (!parts::piece_is(p.game(), id, "knight") || p.props(id).royal)
      return p.reject(Reason::IllegalTarget, "R8.3",
                      "TOURNAMENT swaps two Knights: the piece on " +
                          square_name(p.position().piece(id).square) + " is not one");
  const bool mine_first = parts::is_own(p, a) && parts::is_enemy(p, b);
  const bool mine_second = parts::is_own(p, b) && parts::is_enemy(p, a);
  if (!mine_first && !mine_second)
    return p.reject(Reason::IllegalTarget, "R8.3",
                    "TOURNAMENT swaps one of your Knights with one enemy Knight");
  Result r = parts::swap_pieces(p, a, b, "R23.4");
  if (!r.ok()) return r;
  p.counts_as_move();
  return p.done("R23.4");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseTargets, .play = play};
}  // namespace

extern const CardDef tournament{
    .id = "tournament",
    .name = "TOURNAMENT",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one of your Knights and one enemy Knight.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
