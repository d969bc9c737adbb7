// INSUBSTANTIALITY (KC2). Reference: shared/cards/cards.yaml, id insubstantiality.
#include <algorithm>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/movegen_tables.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace insubstantiality_card {
constexpr Timing kTiming[] = {Timing::BeforeMove};

// Reading from the French original (VOYAGE ASTRAL): before your move, one
// piece of either side other than a King (`target:`) is lifted off the
// board, set aside (neither captured nor dead). The move of this same turn
// (Official Rulings 2003, 3-I) may pass over its square as if it were empty,
// but no regular move may end there. As soon as the move is made the piece
// goes back on its square; should the turn end with no move, it goes back
// then. The move's path is judged without the piece, the check it leaves
// with the piece back (R13, R15): a move the returning piece would check is
// no legal move. Lifting a piece
// costs no castling right. Should a card's move have ended on the square,
// the piece cannot come back and counts as captured (R10.5, by analogy).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(Cause::ChoiceWrong, "R8.3", target.error().message);
  if (p.is_king(*target))
    return p.reject(Cause::ChoiceWrong, "R8.3", "INSUBSTANTIALITY does not lift a King (reading)");
  p.set_aside(*target, /*keeps_rights=*/true);
  p.add_lingering({*target}, 1);  // at the latest, this turn's end
  p.events("lifted the piece on " + square_name(*p.choices().target));
  return p.done("R26.1");
}

// Its player's move this turn is made (or the turn is over).
bool ended(const Effect& fx, const Game& g) { return g.turn() != fx.owner || g.phase() == Phase::AfterMove; }

void on_end(const Effect& fx, CardPlay& p) {
  const PieceId id = fx.targets.front();
  if (p.position().piece(id).zone != Zone::Aside) return;
  const Square home = *fx.choices.target;
  if (!p.bring_back(id, home, /*keeps_rights=*/true)) {
    p.count_as_captured(id, home);
    p.events("the lifted piece cannot come back to " + square_name(home) + " and is captured");
    return;
  }
  p.events("the lifted piece comes back to " + square_name(home));
}

// No regular move ends on the lifted piece's square, and none after which
// the piece, back on it, would leave the mover's King in check: checks are
// judged with the piece back (R13.1, R15).
void restrict_moves(const Effect& fx, const Game& g, MoveList& moves) {
  if (g.turn() != fx.owner) return;
  const Square home = *fx.choices.target;
  const PieceId lifted = fx.targets.front();
  const Side mover = g.position().side_to_move();
  MoveList kept;
  for (const Move& m : moves) {
    if (m.to == home) continue;
    Position after = g.position();
    after.play(m);
    if (g.position().piece(lifted).zone == Zone::Aside && after.piece_at(home) == kNoPiece)
      after.put_back(lifted, home);
    if (!exposed_card_aware(after, mover, g.effects())) kept.push(m);
  }
  moves = kept;
}

// Random play: a piece of either side, not a King, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  if (auto s = d.one(pick::pieces(g, by, pick::Whose::Either))) c.target = *s;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: insubstantiality, target: a2}"},
                                   .doors = {Door::Capture, Door::Removal, Door::PutBack},
                                   .play = play,
                                   .ended = ended,
                                   .restrict_moves = restrict_moves,
                                   .on_end = on_end,
                                   .random_choices = random_choices};
}  // namespace insubstantiality_card

extern const CardDef insubstantiality{
    .id = "insubstantiality",
    .name = "INSUBSTANTIALITY",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = insubstantiality_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "(Candidate, from the French original) Played before your move. Take one piece of either side off "
        "the board. Your move this turn may pass over that piece's square as if it were empty, but may not "
        "end on it. When the move is over, the lifted piece goes back on its square.",
    .confidence = Confidence::Low,
    .basis = Basis::FrenchOriginal,
    .reading =
        "From the French original. Read as: before his move the player lifts one piece of either side, "
        "not a King; his move of the same turn may cross its square but not end there, and the piece "
        "comes back once the move is made (or when the turn ends); the check a move leaves is judged with "
        "the piece back.",
    .behaviour = &insubstantiality_card::kBehaviour,
};

}  // namespace kmr::cards
