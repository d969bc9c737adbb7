// CRAB (KC1). Reference: shared/cards/cards.yaml, id crab.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace crab_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One of your Pawns becomes a Crab: it moves and captures one square
// diagonally forward only, so it has no push, no double step and no en
// passant (R19.3, R20.2), and it promotes on reaching the last rank. It is
// still a Pawn for cards about Pawns (R11.2). The effect ends when the Crab
// is captured or promotes.
Result play(CardPlay& p) {
  auto target = parts::own_target(p, /*allow_royal=*/false);
  if (!target) return p.reject(target.error(), "R8.3");
  if (p.position().piece(*target).role != Role::Pawn)
    return p.reject(Cause::ChoiceWrong, "R8.3", "CRAB is played on a Pawn");
  p.add_effect({*target});
  return p.done("R11.1");
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (id != fx.targets.front() || pos.piece(id).role != Role::Pawn) return;
  Movement crab;
  crab.pawn = true;
  crab.pawn_diagonal = true;  // forward as the board stands (EARTHQUAKE, R19.2)
  props.movement = std::move(crab);
  props.marks.set(Mark::Crab);
}

// A Crab merged into another piece (CONFABULATION) is set aside, not lost:
// it stays a Crab, within the merged piece (R11.9).
bool ended(const Effect& fx, const Game& game) {
  const Piece& piece = game.position().piece(fx.targets.front());
  return piece.zone == Zone::Captured || piece.zone == Zone::Dead || piece.role != Role::Pawn;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: crab, target: d4}"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .ended = ended};
}  // namespace crab_card

extern const CardDef crab{
    .id = "crab",
    .name = "CRAB",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = crab_card::kTiming,
    .continuing = true,
    .ends_when = "the Crab is captured or promoted",
    .summary =
        "Mark one of your Pawns as a Crab. A Crab both moves and captures only one square diagonally "
        "forward (no straight-ahead step). It still promotes like a Pawn on reaching the last rank.",
    .confidence = Confidence::High,
    .behaviour = &crab_card::kBehaviour,
};

}  // namespace kmr::cards
