// FORCED MARCH (KC1). Reference: shared/cards/cards.yaml, id forced-march.
#include <algorithm>
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace forced_march_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one or two of your Pawns (`moves:`) each step one
// square sideways, across the direction they advance in (R19.2), onto an
// empty square. The step takes the place of the Pawn's forward move, so it
// never captures (R19.3).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.empty() || moves.size() > 2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "FORCED MARCH moves one or two Pawns (moves:)");
  if (moves.size() == 2 && moves[0].from == moves[1].from)
    return p.reject(Cause::ChoiceWrong, "R8.3", "FORCED MARCH moves two different Pawns");
  const Game& g = p.game();
  const EffectRules rules(g.effects());
  for (const MoveRequest& m : moves) {
    const PieceId id = p.position().piece_at(m.from);
    if (id == kNoPiece || !p.is_own(id) || !parts::piece_is(g, id, "pawn"))
      return p.reject(Cause::ChoiceWrong, "R8.3", "no Pawn of yours stands on " + square_name(m.from));
    if (!g.props(id).can_move)
      return p.reject(Cause::ChoiceWrong, "R14.3", "that Pawn may not move now" + p.held_by(id));
    const Step fwd = rules.forward(p.position(), p.player());
    const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
    const bool sideways =
        fwd.df == 0 ? (dr == 0 && (df == 1 || df == -1)) : (df == 0 && (dr == 1 || dr == -1));
    if (!sideways) return p.reject(Cause::ChoiceWrong, "R19.3", to_string(m) + " is not one square sideways");
    if (auto stop = p.way_refusal(m.from, m.to, /*ends_there=*/true, "R14")) {
      stop->detail = to_string(m) + ": " + stop->detail;
      return *stop;
    }
    if (Result r = p.card_move(id, m.to, /*may_capture=*/false, "R19.3"); !r.ok()) return r;
  }
  p.counts_as_move();
  return p.done("R19.3");
}

// Random play: one or two of his Pawns with an empty square beside them, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  const Step fwd = EffectRules(g.effects()).forward(pos, by);
  std::vector<MoveRequest> steps;
  for (Square from : pick::pieces(g, by, pick::Whose::Own, "pawn"))
    for (int side : {-1, 1}) {
      const int f = file_of(from) + (fwd.df == 0 ? side : 0), r = rank_of(from) + (fwd.dr == 0 ? side : 0);
      if (on_board(f, r) && pos.piece_at(make_square(f, r)) == kNoPiece)
        steps.push_back(MoveRequest{from, make_square(f, r), std::nullopt});
    }
  const auto a = d.one(steps);
  if (!a) return;
  c.moves = {*a};
  std::erase_if(steps, [&](const MoveRequest& m) { return m.from == a->from || m.to == a->to; });
  if (auto b = d.one(steps); b && d.one_in(2)) c.moves.push_back(*b);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMove | kChooseMoves,
                                               .one_of = kChooseMove | kChooseMoves,
                                               .example = "{play: forced-march, moves: [d3c3, g2h2]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace forced_march_card

extern const CardDef forced_march{
    .id = "forced-march",
    .name = "FORCED MARCH",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = forced_march_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One or two of your Pawns each step one square sideways (left or right, chosen per Pawn) onto an "
        "empty square. No captures.",
    .confidence = Confidence::High,
    .behaviour = &forced_march_card::kBehaviour,
};

}  // namespace kmr::cards
