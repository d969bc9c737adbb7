// HIDDEN PASSAGE (KC1). Reference: shared/cards/cards.yaml, id hidden-passage.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace hidden_passage_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Kings (`move:` from its square) goes to
// any empty square of the board, passing over nothing: it may not land
// where it is in check (the card's own condition, so a refusal).
Result play(CardPlay& p) {
  auto id = parts::card_mover(p, /*allow_royal=*/true);
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  if (!p.is_king(*id)) return p.reject(Cause::ChoiceWrong, "R8.3", "HIDDEN PASSAGE moves your King");
  const MoveRequest& m = p.choices().moves.front();
  const Position& pos = p.position();
  if (m.to == m.from) return p.reject(Cause::ChoiceWrong, "R8.3", "the King must go to another square");
  if (pos.piece_at(m.to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R8.3",
                    square_name(m.to) + " is occupied: the King goes to an empty square");
  const EffectRules rules(g.effects());
  if (p.closed(m.to))
    return p.reject(Cause::SquareClosed, "R8.3",
                    square_name(m.to) + " is closed to every piece (" + closing_effect(g, m.to) + ")");
  Position after = pos;
  after.relocate(*id, m.to);
  if (attacked_generic(after, m.to, p.opponent(), rules))
    return p.reject(Cause::ChoiceWrong, "R8.3", "the King would be in check on " + square_name(m.to));
  if (Result r = p.card_move(*id, m.to, /*may_capture=*/false, "R26.1"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R26.1");
}

// Random play: his King and an empty square where it is not in check, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const auto from = d.one(pick::pieces(g, by, pick::Whose::Own, "king", /*kings=*/true));
  if (!from) return;
  const EffectRules rules(g.effects());
  std::vector<Square> safe;
  for (Square s : pick::empty_squares(g)) {
    Position after = g.position();
    after.relocate(after.piece_at(*from), s);
    if (!attacked_generic(after, s, ~by, rules)) safe.push_back(s);
  }
  if (auto to = d.one(safe)) c.moves = {MoveRequest{*from, *to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMove,
                                               .required = kChooseMove,
                                               .example = "{play: hidden-passage, move: e1h5}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace hidden_passage_card

extern const CardDef hidden_passage{
    .id = "hidden-passage",
    .name = "HIDDEN PASSAGE",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = hidden_passage_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Teleport your King to any empty square on the board (it may not end in check)."
        " Reading: a landing square where the King would be in check is refused.",
    .confidence = Confidence::High,
    .behaviour = &hidden_passage_card::kBehaviour,
};

}  // namespace kmr::cards
