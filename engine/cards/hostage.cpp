// HOSTAGE (KC1). Reference: shared/cards/cards.yaml, id hostage.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace hostage_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove, Timing::AfterOpponentCard};

// The opponent has just captured one of your pieces (by a move or by a card,
// R22.1): one of your Pawns
// (`target:`) is captured in its place, and the piece taken goes back on
// the board on that Pawn's square. A Pawn that cannot be captured
// (PACIFISM, TRUCE) cannot stand in (R22.3).
Result play(CardPlay& p) {
  const Game& g = p.game();
  const Position& pos = p.position();
  // Whatever the opponent took it with: his move, or a card (FIREBALL, EVIL
  // EYE, a MAN-TRAP of his); every capture is recorded in the turn's log.
  std::optional<PieceId> taken;
  for (const CaptureRecord& c : g.turn_log().captures)
    if (c.by == p.opponent() && pos.piece(c.piece).owner == p.player() &&
        pos.piece(c.piece).zone == Zone::Captured)
      taken = c.piece;
  if (!taken)
    return p.reject(Cause::GameCondition, "R6.4", "the opponent has not just captured a piece of yours");
  auto pawn = parts::own_target(p, /*allow_royal=*/false);
  if (!pawn) return p.reject(pawn.error(), "R8.3");
  if (!parts::piece_is(g, *pawn, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "HOSTAGE gives up a Pawn");
  const Square at = pos.piece(*pawn).square;
  if (!p.capture(*pawn))
    return p.reject(Cause::Protected, "R22.3", "the Pawn on " + square_name(at) + " cannot be captured");
  p.rescue(*taken, at);  // rescued on that move: whole, its powers kept (R11.6, R11.9)
  p.events("the piece taken comes back on " + square_name(at));
  return p.done("R22.1");
}

// Random play: one of his Pawns, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Own, "pawn", c, false);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: hostage, target: h2}"},
    .doors = {Door::Capture, Door::PutBack},
    .play = play,
    .answers_loss = true,
    .random_choices = random_choices};
}  // namespace hostage_card

extern const CardDef hostage{
    .id = "hostage",
    .name = "HOSTAGE",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = hostage_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable immediately after the opponent captures one of your pieces: one of your Pawns (your "
        "choice) is captured instead, and the piece just taken goes back onto the board on that Pawn's "
        "square.",
    .confidence = Confidence::High,
    .behaviour = &hostage_card::kBehaviour,
};

}  // namespace kmr::cards
