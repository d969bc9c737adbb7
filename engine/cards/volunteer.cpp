// VOLUNTEER (KC2). Reference: shared/cards/cards.yaml, id volunteer.
#include <algorithm>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace volunteer_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, and only while the opponent has more pieces on the
// board than the player, Pawns (and Kings) not counted: one of the
// player's captured Pawns (not a dead one, R22.2) comes back on an empty
// square (`to:`) of his own half of the board (R23.1, R19.2). A promoted
// Pawn captured is a Pawn underneath (R21.5). Reading: any empty square of
// the half, the first rank included, as the card says.
int officers(const Position& pos, Side side) {
  int n = 0;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const Piece& piece = pos.piece(static_cast<PieceId>(i));
    if (piece.zone == Zone::Board && piece.owner == side && piece.role != Role::Pawn &&
        piece.role != Role::King)
      ++n;
  }
  return n;
}

Result play(CardPlay& p) {
  // Where the Pawn comes back: `to:`, or `square:`, which reads the same.
  const auto where = p.choices().to ? p.choices().to : p.choices().square;
  if (!where) return p.reject(Cause::ChoiceWrong, "R8.3", "VOLUNTEER needs a square (to:)");
  const Square to = *where;
  const Position& pos = p.position();
  if (officers(pos, p.opponent()) <= officers(pos, p.player()))
    return p.reject(Cause::GameCondition, "R8.3",
                    "VOLUNTEER needs the opponent to have more pieces than you, Pawns not counted");
  const PieceId back = parts::captured_piece(p.game(), p.player(), Role::Pawn);
  if (back == kNoPiece)
    return p.reject(Cause::GameCondition, "R23.1",
                    std::string(to_string(p.player())) + " has no captured Pawn to return");
  if (!parts::in_half_of(p.game(), p.player(), to))
    return p.reject(Cause::ChoiceWrong, "R19.2", square_name(to) + " is not in your half of the board");
  if (pos.piece_at(to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R23.1", square_name(to) + " is occupied");
  // A promoted Pawn returns as a Pawn (R21.5).
  if (Result r = p.return_captured(back, Role::Pawn, to, "R23.1"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R23.1");
}

// Random play: an empty square in his half, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Square> empty = pick::empty_squares(g);
  std::erase_if(empty, [&](Square s) { return !parts::in_half_of(g, by, s); });
  c.square.reset();
  if (auto s = d.one(empty)) c.to = *s;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTo | kChooseSquare,
                .one_of = kChooseTo | kChooseSquare,
                .example = "{play: volunteer, to: d3}",
                .note = "to and square read the same: where the Pawn comes back"},
    .doors = {Door::PutBack},
    .play = play,
    .random_choices = random_choices};
}  // namespace volunteer_card

extern const CardDef volunteer{
    .id = "volunteer",
    .name = "VOLUNTEER",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = volunteer_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Only when the opponent has more pieces than you, Pawns not counted: put one of your captured (not "
        "dead) Pawns back on any empty square of your own half of the board.",
    .confidence = Confidence::High,
    .reading = "Any empty square of the player's half will do, his first rank included.",
    .behaviour = &volunteer_card::kBehaviour,
};

}  // namespace kmr::cards
