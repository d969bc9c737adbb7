// DOPPELGANGER (KC1). Reference: shared/cards/cards.yaml, id doppelganger.
#include <string>
#include <vector>
#include "kmr/movegen_generic.hpp"
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace doppelganger_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your pieces that is not a Pawn (`move:`; a
// King may be the one) moves as the kind of piece the opponent moved as
// the move of his last turn, capturing nothing; it keeps its own type
// (R11.5). A King moving so may cross attacked squares; only where it
// ends counts (R18.1, R13). A Pawn's moves, copied, are its straight
// advance: one square, or two from the mover's second rank. With no such
// move of the opponent's yet (or a turn he lost) there is nothing to copy.
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  if (parts::piece_is(g, *id, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "DOPPELGANGER moves one of your pieces that is not a Pawn");
  const std::optional<Role> copied = g.last_move_role(p.opponent());
  if (!copied)
    return p.reject(Cause::GameCondition, "R26.1",
                    std::string(to_string(p.opponent())) + " made no move last turn to copy");
  Movement how;
  if (*copied == Role::Pawn) {
    const Step fwd = EffectRules(g.effects()).forward(p.position(), p.player());
    const bool second = parts::rank_for(g, p.player(), p.choices().moves.front().from) == 1;
    how.slides.push_back(Slide{fwd, static_cast<std::uint8_t>(second ? 2 : 1)});
  } else {
    how = standard_movement(*copied);
  }
  how.captures = false;
  return parts::move_like(p, *id, how, "R26.1");
}

// Random play: a move of one of his pieces as the piece the opponent last moved, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const std::optional<Role> copied = g.last_move_role(~by);
  if (!copied) return;
  const Position& pos = g.position();
  const auto from = d.one(pick::pieces(g, by, pick::Whose::Own, "", /*kings=*/true));
  if (!from) return;
  Position view = pos;
  view.set_role(pos.piece_at(*from), *copied);
  view.set_side_to_move(by);
  MoveList legal;
  generate_generic(view, g.rules(), EffectRules(g.effects()), legal, Legality::Pseudo);
  std::vector<Move> quiet;
  for (const Move& m : legal)
    if (m.from == *from && pos.piece_at(m.to) == kNoPiece && m.kind != MoveKind::Castle) quiet.push_back(m);
  if (auto m = d.one(quiet)) c.moves = {MoveRequest{m->from, m->to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: doppelganger, move: a1b3}"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace doppelganger_card

extern const CardDef doppelganger{
    .id = "doppelganger",
    .name = "DOPPELGANGER",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = doppelganger_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Move one of your non-Pawn pieces using the movement of the piece type your opponent moved on his "
        "last move. No capture is allowed with this move."
        " Reading: a King may be the piece moved (it may cross attacked squares); the type copied is that of "
        "the first piece the opponent's last move displaced, and a Pawn's moves copied are its straight "
        "advance (one square, two from the mover's second rank).",
    .confidence = Confidence::High,
    .behaviour = &doppelganger_card::kBehaviour,
};

}  // namespace kmr::cards
