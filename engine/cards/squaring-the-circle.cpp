// SQUARING THE CIRCLE (KC1). Reference: shared/cards/cards.yaml, id squaring-the-circle.
#include <vector>
#include "kmr/card.hpp"
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace squaring_the_circle_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, while exactly three corners are occupied, one of your
// pieces (`target:`, a King too: the text says any) is put on the empty
// corner; `to:`, when given, must be that corner. It is a teleport, a move
// by card that captures nothing (R26.1) and does not promote (R21.2); a
// piece held in place may not go (R14.3).
Result play(CardPlay& p) {
  const Position& pos = p.position();
  std::vector<Square> empty;
  for (Square c : {Square{0}, Square{7}, Square{56}, Square{63}})
    if (pos.piece_at(c) == kNoPiece) empty.push_back(c);
  if (empty.size() != 1)
    return p.reject(Cause::GameCondition, "R8.3",
                    "SQUARING THE CIRCLE needs exactly three occupied corners; " +
                        std::to_string(4 - empty.size()) + " are");
  const Square corner = empty.front();
  if (p.choices().to && *p.choices().to != corner)
    return p.reject(Cause::ChoiceWrong, "R8.3", "the piece goes to the empty corner, " + square_name(corner));
  auto id = parts::own_target(p, /*allow_royal=*/true);
  if (!id) return p.reject(id.error(), "R8.3");
  if (!p.props(*id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that piece may not move now" + p.held_by(*id));
  p.relocate(*id, corner);
  p.counts_as_move();
  return p.done("R26.1");
}

// Random play: one of his pieces, and the empty corner or nothing, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Own, "", c, /*kings=*/!d.one_in(4));
  c.to.reset();
  for (Square s : {Square{0}, Square{7}, Square{56}, Square{63}})
    if (g.position().piece_at(s) == kNoPiece && d.one_in(2)) c.to = s;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget | kChooseTo,
                .required = kChooseTarget,
                .example = "{play: squaring-the-circle, target: d4, to: h1}",
                .note = "to: the empty corner, which the card finds when not given"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace squaring_the_circle_card

extern const CardDef squaring_the_circle{
    .id = "squaring-the-circle",
    .name = "SQUARING THE CIRCLE",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = squaring_the_circle_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Legal only while exactly three of the four corner squares are occupied: place any one of your "
        "pieces on the empty corner (a teleport, not a capture).",
    .confidence = Confidence::High,
    .behaviour = &squaring_the_circle_card::kBehaviour,
};

}  // namespace kmr::cards
