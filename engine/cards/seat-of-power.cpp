// SEAT OF POWER (KC2). Reference: shared/cards/cards.yaml, id seat-of-power.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace seat_of_power_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// An empty square (`square:`) is marked (the empty square and the
// end-of-game duration are inferred from a player's post and from HOLY
// GROUND's French original). For the rest of the game a piece that begins
// a move there may also move, and capture, as a Queen would from it
// (R26.4). It changes moves made from the square, not a jump that passes
// through it (a PALADIN's first leap). Its timing is unknown: it is played
// in a window of its owner's own turn (R6.4). A continuing effect (R10.1).
Result play(CardPlay& p) {
  if (!p.choices().square) return p.reject(Cause::ChoiceWrong, "R8.3", "SEAT OF POWER needs a square");
  // Laid as already in play, a piece may have come onto the square since.
  if (!p.in_setup() && p.position().piece_at(*p.choices().square) != kNoPiece)
    return p.reject(Cause::ChoiceWrong, "R8.3", "SEAT OF POWER marks an empty square");
  p.add_effect({});
  return p.done("R26.4");
}

// Random play: an empty square, three times in four.
void random_choices(const Game& g, Side, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  if (auto s = d.one(pick::empty_squares(g))) c.square = *s;
}

// It lasts for the rest of the game.
bool ended(const Effect&, const Game&) { return false; }

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  const Piece& piece = pos.piece(id);
  if (piece.zone == Zone::Board && piece.square == *fx.choices.square)
    parts::add_slides_of(props.movement, Role::Queen);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseSquare,
                                               .required = kChooseSquare,
                                               .example = "{play: seat-of-power, square: b2}"},
                                   .play = play,
                                   .modify = modify,
                                   .ended = ended,
                                   .random_choices = random_choices};
}  // namespace seat_of_power_card

extern const CardDef seat_of_power{
    .id = "seat-of-power",
    .name = "SEAT OF POWER",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = seat_of_power_card::kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "Creates a Seat of Power on an empty square: any piece that begins a move on that square may move, "
        "and capture, as a Queen would from there. A continuing effect lasting (inferred) to the end of the "
        "game; timing assumed (any window of its owner's own turn).",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: an empty square marked for the rest of the game, from which a piece that begins its move "
        "there may also move and capture as a Queen; it changes moves made from the square, not jumps "
        "passing over it.",
    .behaviour = &seat_of_power_card::kBehaviour,
};

}  // namespace kmr::cards
