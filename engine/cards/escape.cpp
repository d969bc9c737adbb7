// ESCAPE! (KC2). Reference: shared/cards/cards.yaml, id escape.
#include <vector>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace escape_card {
constexpr Timing kTiming[] = {Timing::BeforeMove};

// The reference is a low-confidence inference: the one ruling shows a Queen
// put back on her starting square. Read here as: one of your pieces other
// than a King (`move:`) goes back to an empty square where a piece of its
// kind starts the game (a Pawn: its second rank). Any further condition is
// unknown and not imposed.

// The move is a move of that piece: a continuing effect holding it wins
// (R14.3), while the hold of an earlier regular card (FALSE ORDERS) loses
// to this later one (R14.3, R14.4).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.size() != 1)
    return p.reject(Cause::ChoiceWrong, "R8.3", "ESCAPE! needs the piece's move (move:)");
  const MoveRequest& m = moves.front();
  const Game& g = p.game();
  const Position& pos = p.position();
  const PieceId id = pos.piece_at(m.from);
  if (id == kNoPiece || !p.is_own(id))  // a NEUTRAL piece is his too (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "no piece of yours stands on " + square_name(m.from));
  if (p.is_king(id)) return p.reject(Cause::ChoiceWrong, "R8.3", "ESCAPE! does not move a King");
  std::vector<Effect> in_play;
  for (const Effect& fx : g.effects())
    if (fx.continuing) in_play.push_back(fx);
  if (!EffectRules(in_play).props(pos, id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "a continuing effect holds that piece" + p.held_by(id));
  if (!parts::starting_square(pos.piece(id).role, p.player(), m.to))
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    square_name(m.to) + " is not a starting square of that piece");
  if (Result r = p.card_move(id, m.to, /*may_capture=*/false, "R14.4"); !r.ok()) return r;
  return p.done("R14.4");
}

// Random play: one of his pieces and an empty square where one of its kind starts, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  std::vector<MoveRequest> home;
  for (Square from : pick::pieces(g, by, pick::Whose::Own))
    for (Square to : pick::empty_squares(g))
      if (pos.piece(pos.piece_at(from)).owner == by &&
          parts::starting_square(pos.piece(pos.piece_at(from)).role, by, to))
        home.push_back(MoveRequest{from, to, std::nullopt});
  if (auto m = d.one(home)) c.moves = {*m};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: escape, move: d4d8}"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace escape_card

extern const CardDef escape{
    .id = "escape",
    .name = "ESCAPE!",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = escape_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Moves one of your pieces back to its starting square (in the ruling, a Queen put at risk by FALSE "
        "ORDERS was returned to her starting square). Any further condition (a threatened piece, an empty "
        "square) is not known. This counts as moving that piece.",
    .confidence = Confidence::Low,
    .reading =
        "Only one ruling shows it (a Queen put back on her starting square). Read as: after the opponent's "
        "move, one of the player's pieces other than a King goes back to an empty square where a piece of "
        "its kind stood at the start.",
    .behaviour = &escape_card::kBehaviour,
};

}  // namespace kmr::cards
