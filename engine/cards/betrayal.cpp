// BETRAYAL (KC1). Reference: shared/cards/cards.yaml, id betrayal.
#include <algorithm>
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace betrayal_card {
constexpr Timing kTiming[] = {Timing::BeforeMove};

// An enemy Pawn standing in your half of the board (as the board now lies,
// R19.2) dies, and one of your captured Pawns takes its square; effects
// laid on the dead Pawn stay on the square's new Pawn (R22.3, R23.2).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  const Game& g = p.game();
  const PieceProps props = g.props(*target);
  if (!p.is_enemy(*target) || !parts::piece_is(g, *target, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "BETRAYAL is played on an enemy Pawn");
  const Square at = p.position().piece(*target).square;
  if (!parts::in_half_of(g, p.player(), at))
    return p.reject(Cause::ChoiceWrong, "R19.2", square_name(at) + " is not in your half of the board");
  const PieceId mine = parts::captured_piece(g, p.player(), Role::Pawn);
  if (mine == kNoPiece)
    return p.reject(Cause::GameCondition, "R23.2", "you have no captured Pawn to put in its place");
  p.replace(*target, mine);
  return p.done("R23.2");
}

// Random play: an enemy Pawn in his half of the board, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Square> pawns = pick::pieces(g, by, pick::Whose::Enemy, "pawn");
  std::erase_if(pawns, [&](Square s) { return !parts::in_half_of(g, by, s); });
  if (auto s = d.one(pawns)) c.target = *s;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: betrayal, target: d5}"},
    .doors = {Door::Removal, Door::PutBack},
    .play = play,
    .random_choices = random_choices};
}  // namespace betrayal_card

extern const CardDef betrayal{
    .id = "betrayal",
    .name = "BETRAYAL",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = betrayal_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Pick an enemy Pawn standing in YOUR half of the board. Replace it with one of your own captured "
        "(not dead) Pawns; the enemy Pawn becomes DEAD (never returnable). Requires that you have a "
        "captured Pawn.",
    .confidence = Confidence::High,
    .behaviour = &betrayal_card::kBehaviour,
};

}  // namespace kmr::cards
