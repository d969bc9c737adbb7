// LEGION OF HONOR (KC2). Reference: shared/cards/cards.yaml, id legion-of-honor.
#include <algorithm>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace legion_of_honor_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// One of the player's captured pieces (`piece:`, its original type; not a
// King), not a dead one (R22.2), comes back on an empty square (`to:`) of
// his own half of the board (R23.1, R19.2). After FUNERAL PYRE nothing is
// left to return. Readings, since the reference knows only that it returns a
// captured piece: where it comes back is chosen as VOLUNTEER says (the
// player's own half), a promoted Pawn comes back as a Pawn (R21.5), it is
// not the turn's move, and its timing being unknown, it is played in any
// window of its owner's own turn (R6.4).
Result play(CardPlay& p) {
  const auto& name = p.choices().piece;
  if (!name) return p.reject(Cause::ChoiceWrong, "R8.3", "LEGION OF HONOR needs a piece type (piece:)");
  const auto role = parse_role_name(*name);
  if (!role || *role == Role::King)
    return p.reject(Cause::ChoiceWrong, "R11.6", "name a Pawn, Knight, Bishop, Rook or Queen");
  if (!p.choices().to) return p.reject(Cause::ChoiceWrong, "R8.3", "LEGION OF HONOR needs a square (to:)");
  const Square to = *p.choices().to;
  const PieceId back = parts::captured_piece(p.game(), p.player(), *role);
  if (back == kNoPiece)
    return p.reject(Cause::GameCondition, "R23.1",
                    std::string(to_string(p.player())) + " has no captured " + *name + " to return");
  if (!parts::in_half_of(p.game(), p.player(), to))
    return p.reject(Cause::ChoiceWrong, "R19.2", square_name(to) + " is not in your half of the board");
  if (p.position().piece_at(to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R23.1", square_name(to) + " is occupied");
  if (Result r = p.return_captured(back, *role, to, "R23.1"); !r.ok()) return r;
  return p.done("R23.1");
}

// Random play: a captured piece of his and an empty square of his half, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  static constexpr Role kKinds[] = {Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen};
  const Role kind = kKinds[d.below(5)];
  if (!pick::has_captured(g, by, kind)) return;
  std::vector<Square> half = pick::empty_squares(g);
  std::erase_if(half, [&](Square s) { return !parts::in_half_of(g, by, s); });
  if (auto s = d.one(half)) {
    c.piece = std::string(role_name(kind));
    c.to = *s;
  }
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTo | kChoosePiece,
                                               .required = kChoosePiece | kChooseTo,
                                               .example = "{play: legion-of-honor, piece: knight, to: c3}"},
                                   .doors = {Door::PutBack},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace legion_of_honor_card

extern const CardDef legion_of_honor{
    .id = "legion-of-honor",
    .name = "LEGION OF HONOR",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = legion_of_honor_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Returns one of your captured (not dead) pieces, not a King, to play. The reference does not say "
        "which "
        "pieces, where or when; our reading: on any empty square of your own half, not as the turn's move, "
        "timing "
        "assumed (any window of its owner's own turn). After FUNERAL PYRE there is nothing to return.",
    .confidence = Confidence::Low,
    .reading =
        "The reference knows only that it returns a captured piece. Read as: one captured piece of the "
        "player (its original type, never a King; a promoted Pawn comes back as a Pawn) returns to an empty "
        "square of his own half, as VOLUNTEER places it; it is not the turn's move.",
    .behaviour = &legion_of_honor_card::kBehaviour,
};

}  // namespace kmr::cards
