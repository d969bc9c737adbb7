// HOLY GROUND (KC2). Reference: shared/cards/cards.yaml, id holy-ground.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace holy_ground_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After your move you mark an empty square (`square:`; the square, the
// timing and the end-of-game duration come from the French original, LA
// CASE QUI REND FOU). For the rest of the game a piece that begins a move
// there may also move, and capture, as a Bishop would from it (R26.4; the
// capture by analogy with SEAT OF POWER, Official Rulings 3-S). It changes
// moves made from the square, not a jump that passes through it (a
// PALADIN's first leap). A continuing effect (R10.1).
Result play(CardPlay& p) {
  if (!p.choices().square) return p.reject(Cause::ChoiceWrong, "R8.3", "HOLY GROUND needs a square");
  // Laid as already in play, a piece may have come onto the square since.
  if (!p.in_setup() && p.position().piece_at(*p.choices().square) != kNoPiece)
    return p.reject(Cause::ChoiceWrong, "R8.3", "HOLY GROUND marks an empty square");
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
    parts::add_slides_of(props.movement, Role::Bishop);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseSquare,
                                               .required = kChooseSquare,
                                               .example = "{play: holy-ground, square: d4}"},
                                   .play = play,
                                   .modify = modify,
                                   .ended = ended,
                                   .random_choices = random_choices};
}  // namespace holy_ground_card

extern const CardDef holy_ground{
    .id = "holy-ground",
    .name = "HOLY GROUND",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = holy_ground_card::kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "The Bishop counterpart of SEAT OF POWER. Choose an empty square and mark it. For the rest of the "
        "game, any piece that begins its move on that square may make that move as a Bishop would from "
        "there.",
    .confidence = Confidence::Low,
    .reading =
        "From the French original and the ruling pairing it with SEAT OF POWER. Read as: after his move the "
        "player marks an empty square; a piece that begins its move there may also move and capture as a "
        "Bishop, for the rest of the game.",
    .behaviour = &holy_ground_card::kBehaviour,
};

}  // namespace kmr::cards
