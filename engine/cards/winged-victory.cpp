// WINGED VICTORY (KC1). Reference: shared/cards/cards.yaml, id winged-victory.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace winged_victory_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, one of your captured (not dead) Pawns returns (R23.1)
// to an empty centre square (`to:` d4, e4, d5 or e5). A promoted Pawn that
// was captured is a Pawn underneath and comes back as one (R21.5); dead
// pieces never return (R22.2).
Result play(CardPlay& p) {
  if (!p.choices().to)
    return p.reject(Cause::ChoiceWrong, "R8.3", "WINGED VICTORY needs a centre square (to:)");
  const Square to = *p.choices().to;
  if ((file_of(to) != 3 && file_of(to) != 4) || (rank_of(to) != 3 && rank_of(to) != 4))
    return p.reject(Cause::ChoiceWrong, "R23.5", square_name(to) + " is not one of the four centre squares");
  const PieceId pawn = parts::captured_piece(p.game(), p.player(), Role::Pawn);
  if (pawn == kNoPiece)
    return p.reject(Cause::GameCondition, "R23.1",
                    std::string(to_string(p.player())) + " has no captured Pawn to return");
  if (p.position().piece_at(to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R23.5", square_name(to) + " is occupied");
  if (Result r = p.return_captured(pawn, Role::Pawn, to, "R23.1"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R23.1");
}

// Random play: an empty centre square, three times in four.
void random_choices(const Game& g, Side, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Square> centre;
  for (Square s : {Square{27}, Square{28}, Square{35}, Square{36}})
    if (g.position().piece_at(s) == kNoPiece) centre.push_back(s);
  if (auto s = d.one(centre)) c.to = *s;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTo, .required = kChooseTo, .example = "{play: winged-victory, to: e4}"},
    .doors = {Door::PutBack},
    .play = play,
    .random_choices = random_choices};
}  // namespace winged_victory_card

extern const CardDef winged_victory{
    .id = "winged-victory",
    .name = "WINGED VICTORY",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = winged_victory_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Return one of your Pawns that the opponent captured (not dead) to the board on any EMPTY one of "
        "the four centre squares (d4, e4, d5, e5).",
    .confidence = Confidence::High,
    .behaviour = &winged_victory_card::kBehaviour,
};

}  // namespace kmr::cards
