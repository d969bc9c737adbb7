// FATAL ATTRACTION (KC1). Reference: shared/cards/cards.yaml, id fatal-attraction.
#include <cstdlib>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace fatal_attraction_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of your pieces (`target:`, any of them, the King included: the card
// excludes Kings only from being held) becomes a magnet. While it stays on
// the square it had when the card was played, every other piece, of either
// side, standing on one of the eight squares around it may not move, Kings
// excepted; a piece that ends a move there is held too. A held piece
// threatens nothing, so it gives no check and guards no square (R15.1,
// R12.9). A continuing effect, so it may bring about mate (R12.6). It ends
// when the magnet moves or leaves the board (R10.4).
Result play(CardPlay& p) {
  auto target = parts::own_target(p, /*allow_royal=*/true);
  if (!target) return p.reject(target.error(), "R8.3");
  p.add_effect({*target});
  return p.done("R10.1");
}

bool magnet_in_place(const Effect& fx, const Position& pos) {
  const Piece& magnet = pos.piece(fx.targets.front());
  return magnet.zone == Zone::Board && magnet.square == *fx.choices.target;
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (id == fx.targets.front() || !magnet_in_place(fx, pos)) return;
  const Piece& piece = pos.piece(id);
  if (piece.zone != Zone::Board || piece.role == Role::King || props.royal) return;  // Kings move freely
  const Square magnet = *fx.choices.target;
  const int df = std::abs(file_of(piece.square) - file_of(magnet));
  const int dr = std::abs(rank_of(piece.square) - rank_of(magnet));
  if (df <= 1 && dr <= 1) props.can_move = false;
}

bool ended(const Effect& fx, const Game& game) { return !magnet_in_place(fx, game.position()); }

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: fatal-attraction, target: d4}"},
                                   .play = play,
                                   .modify = modify,
                                   .ended = ended};
}  // namespace fatal_attraction_card

extern const CardDef fatal_attraction{
    .id = "fatal-attraction",
    .name = "FATAL ATTRACTION",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = fatal_attraction_card::kTiming,
    .continuing = true,
    .ends_when = "the magnet piece moves or is captured",
    .summary =
        "One of your pieces becomes a magnet. While it stays put, no piece of either colour other than a "
        "King on any of the eight squares around it may move. Pieces may pass through those squares, but "
        "any piece that ends a move there (capturing or not) is stuck too.",
    .confidence = Confidence::High,
    .behaviour = &fatal_attraction_card::kBehaviour,
};

}  // namespace kmr::cards
