// TOLL (KC1). Reference: shared/cards/cards.yaml, id toll.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace toll_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// The opponent has just moved a piece (a NEUTRAL one too, R24.1) across
// the frontier into your half (as the board now lies, R19.2): he gives up one of his Pawns, which is
// captured. `target:` names the Pawn he gives (his choice at the table).
// He may refuse to pay (`refuse: true`, his answer written on the TOLL
// step): then his whole turn is undone, the card he played in it back in
// his hand, and it ends with no move (the card's text; R6.8's lost turn).
// A Pawn that cannot be captured (PACIFISM, TRUCE) cannot pay (R22.3).
// With no Pawn at all the TOLL is lost without effect, and there is
// nothing to refuse.
Result play(CardPlay& p) {
  const Game& g = p.game();
  bool crossed = false;
  for (const MoveRecord& m : g.turn_log().moves)
    if (m.mover == p.opponent() && !parts::in_half_of(g, p.player(), m.from) &&
        parts::in_half_of(g, p.player(), m.to))
      crossed = true;
  if (!crossed)
    return p.reject(Cause::GameCondition, "R19.2", "no enemy piece has just crossed into your half");
  // A player with no Pawn cannot pay: played on its condition (the
  // crossing), the card finds nothing to take as it resolves and is spent
  // without effect (Official Rulings 3-T; R5.3a).
  const Position& pos = p.position();
  bool has_pawn = false;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone == Zone::Board && pos.piece(id).owner == p.opponent() &&
        parts::piece_is(g, id, "pawn"))
      has_pawn = true;
  }
  if (!has_pawn)
    return Result::no_effect(Cause::GameCondition, "R5.3a", "the opponent has no Pawn to pay the toll with");
  if (p.choices().refuse) {
    if (p.choices().target)
      return p.reject(Cause::ChoiceWrong, "R8.3", "the toll is either paid (target:) or refused, not both");
    Result lost = p.lose_turn(/*keep_player_cards=*/true);
    if (!lost.ok()) return lost;
    p.events("the toll is refused: the turn is undone");
    return p.done("R6.8");
  }
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  if (p.position().piece(*target).owner != p.opponent() || !parts::piece_is(g, *target, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "the toll is one of the opponent's Pawns");
  if (!p.capture(*target)) return p.reject(Cause::Protected, "R22.3", "that Pawn cannot be captured");
  return p.done("R22.1");
}

// Random play: an enemy Pawn, or now and then the opponent's refusal (his
// turn undone), or nothing (refused for want of a target).
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  if (d.one_in(4)) {
    c.refuse = true;
    return;
  }
  pick::target(g, by, d, pick::Whose::Enemy, "pawn", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget | kChooseRefuse,
                                               .example = "{play: toll, target: h7}",
                                               .note = "target: the enemy Pawn taken, needed unless he has "
                                                       "none (the card is then spent with no effect) or "
                                                       "refuses to pay (refuse: true: his turn is undone)"},
                                   .doors = {Door::Capture},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace toll_card

extern const CardDef toll{
    .id = "toll",
    .name = "TOLL",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = toll_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable right after the opponent moved a piece across the centre line into your half of the "
        "board. He must pay by giving up one of his Pawns (his choice; it counts as lost/captured). If he "
        "refuses, his whole turn is undone: any card he used goes back to his hand and he makes no move "
        "this turn.",
    .confidence = Confidence::High,
    .behaviour = &toll_card::kBehaviour,
};

}  // namespace kmr::cards
