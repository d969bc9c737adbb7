// TREASON (KC1). Reference: shared/cards/cards.yaml, id treason.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After the move, one enemy Rook and one enemy Knight (`targets:`, in either
// order) exchange squares: a swap is a move of both (R23.4, R26.1), so the
// Rook loses its castling (R18). Transformed pieces answer to their base
// kind (R11.2).
Result play(CardPlay& p) {
  auto ids = parts::target_pieces(p, 2);
  if (!ids) return p.reject(Reason::IllegalTarget, "R8.3", ids.error().message);
  const PieceId a = (*ids)[0], b = (*ids)[1];
  for (PieceId id : *ids)
    if (!parts::is_enemy(p, id) || p.props(id).royal)
      return p.reject(Reason::IllegalTarget, "R8.3",
                      "TREASON swaps two enemy pieces: the piece on " +
                          square_name(p.position().piece(id).square) + " is not one");
  const Game& g = p.game();
  const bool kr = parts::piece_is(g, a, "knight") && parts::piece_is(g, b, "rook");
  const bool rk = parts::piece_is(g, a, "rook") && parts::piece_is(g, b, "knight");
  if (!kr && !rk)
    return p.reject(Reason::IllegalTarget, "R8.3", "TREASON swaps one enemy Rook and one enemy Knight");
  return parts::swap_pieces(p, a, b, "R23.4");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseTargets, .play = play};
}  // namespace

extern const CardDef treason{
    .id = "treason",
    .name = "TREASON",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one enemy Rook and one enemy Knight.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
