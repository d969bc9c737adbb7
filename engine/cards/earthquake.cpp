// EARTHQUAKE (KC1). Reference: shared/cards/cards.yaml, id earthquake.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace earthquake_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The board turns a quarter turn (`rotate: cw | ccw`) and stays turned:
// every piece keeps its square, but "forward", each player's first and last
// ranks, his half of the board and the frontier between the halves turn
// with the board (R19.2); the engine's move generation reads the direction
// of each side's Pawns from the effects in force. Pawns now standing on
// their new last rank promote at once, the opponent's first (to a Queen;
// the player's own to `promote:` or a Queen). Turning the board moves no
// piece, so castling rights stay: the King castles along its file (R19.2).
Result play(CardPlay& p) {
  if (!p.choices().rotate)
    return p.reject(Cause::ChoiceWrong, "R8.3", "EARTHQUAKE needs a direction (rotate:)");
  p.add_effect({});
  const Role mine = p.choices().promote.value_or(Role::Queen);
  if (mine == Role::King || mine == Role::Pawn)
    return p.reject(Cause::ChoiceWrong, "R21.1", "a Pawn promotes to a Queen, Rook, Bishop or Knight");
  for (Side side : {p.opponent(), p.player()}) {
    for (int i = 0; i < p.position().piece_count(); ++i) {
      const PieceId id = static_cast<PieceId>(i);
      const Piece& piece = p.position().piece(id);
      if (piece.zone != Zone::Board || piece.owner != side || piece.role != Role::Pawn) continue;
      if (parts::rank_for(p.game(), side, piece.square) != 7) continue;
      if (p.promote(id, side == p.player() ? mine : Role::Queen))
        p.events("the Pawn on " + square_name(piece.square) + " promotes");
    }
  }
  return p.done("R19.2");
}

int turns(const Effect& fx) { return fx.choices.rotate == Rotation::Clockwise ? 1 : -1; }

bool ended(const Effect&, const Game&) { return false; }

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseRotate | kChoosePromote,
                .required = kChooseRotate,
                .example = "{play: earthquake, rotate: cw, promote: n}",
                .note = "promote: what the player's Pawns become on reaching the last rank as the board "
                        "turns (a Queen when not given)"},
    .doors = {Door::Transform},
    .play = play,
    .ended = ended,
    .turns = turns};
}  // namespace earthquake_card

extern const CardDef earthquake{
    .id = "earthquake",
    .name = "EARTHQUAKE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = earthquake_card::kTiming,
    .continuing = true,
    .ends_when = "end of the game (unless cancelled, e.g. by Peace Talks)",
    .summary =
        "Rotate the whole board 90 degrees either way. Pawns keep moving away from their owner in the new "
        "orientation; any Pawn now standing on its new last rank promotes (opponent's promotions first); "
        "Pawns on their new first rank may step one or two squares forward. If the effect is undone, rotate "
        "back under the same rules.",
    .confidence = Confidence::High,
    .behaviour = &earthquake_card::kBehaviour,
};

}  // namespace kmr::cards
