// COUP (KC1). Reference: shared/cards/cards.yaml, id coup.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace coup_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Is the piece, or a part of it (CONFABULATION, R11.9), a Rook or a Queen?
bool rook_or_queen(const Game& game, PieceId id) {
  return parts::piece_is(game, id, "rook") || parts::piece_is(game, id, "queen");
}

// Your King becomes a Prince: it moves as before but is an ordinary piece.
// Another of your pieces (not a Rook or Queen, nor a merged piece with a
// Rook or Queen in it) becomes your King: it keeps its standard move, which
// overrides an earlier effect's movement (a PALADIN's, R11.8, R14.3), and
// check and mate now apply to it (R25). Suspended while that piece is a
// Rook or Queen, e.g. after promotion (R10.3).
Result play(CardPlay& p) {
  auto target = parts::own_target(p, false);
  if (!target) return p.reject(target.error(), "R8.3");
  if (rook_or_queen(p.game(), *target))
    return p.reject(Cause::ChoiceWrong, "R8.3", "COUP may not crown a Rook or a Queen");
  std::optional<PieceId> king;
  for (int i = 0; i < p.position().piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& piece = p.position().piece(id);
    if (piece.zone == Zone::Board && piece.owner == p.player() && piece.role == Role::King &&
        p.props(id).royal)
      king = id;
  }
  if (!king) return p.reject(Cause::GameCondition, "R8.3", "you have no King to demote");
  p.add_effect({*target, *king});
  return p.done("R11.1");
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (id == fx.targets[0]) {
    props.royal = true;
    props.movement = standard_movement(pos.piece(id).role);
    props.marks.clear(Mark::Prince);
  } else if (id == fx.targets[1]) {
    props.royal = false;
    props.marks.set(Mark::Prince);
  }
}

bool holds(const Effect& fx, const Game& game) { return !rook_or_queen(game, fx.targets[0]); }

// COUP lasts the whole game, even once the Prince is lost.
bool ended(const Effect&, const Game&) { return false; }

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: coup, target: d4}"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .holds = holds,
    .ended = ended};
}  // namespace coup_card

extern const CardDef coup{
    .id = "coup",
    .name = "COUP",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = coup_card::kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "Your King is demoted to a Prince: it moves like a King but is an ordinary, capturable piece. Mark "
        "one of your other pieces (not a Rook or Queen) as your new King: it keeps its own movement, but "
        "check and checkmate now apply to it and the opponent wins by mating it.",
    .confidence = Confidence::High,
    .behaviour = &coup_card::kBehaviour,
};

}  // namespace kmr::cards
