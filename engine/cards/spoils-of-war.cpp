// SPOILS OF WAR (KC2). Reference: shared/cards/cards.yaml, id spoils-of-war.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace spoils_of_war_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Right after one of your pieces has captured an enemy piece this turn,
// that piece turns for good into a piece of the captured kind (`target:`
// picks it when several of yours captured). It keeps its identity, so the
// effects tied to it stay (R11.3). A King so changed stops being a King:
// with no other King that would break the Checkmate Rule, so the card is
// spent without effect (R12.5, R25.5); with another King it is allowed.
Result play(CardPlay& p) {
  const Position& pos = p.position();
  std::optional<PieceId> capturer;
  Role kind = Role::Pawn;
  for (const MoveRecord& m : p.game().turn_log().moves) {
    // An enemy piece: a NEUTRAL piece may have taken one of its mover's own (R24.1).
    if (!m.captured || pos.piece(*m.captured).owner == p.player()) continue;
    const Piece& piece = pos.piece(m.piece);
    // A piece he moved: his own, or a NEUTRAL one (R24.1, R8.4).
    if (m.mover != p.player() || piece.zone != Zone::Board || piece.square != m.to) continue;
    if (p.choices().target && *p.choices().target != m.to) continue;
    capturer = m.piece;
    kind = pos.piece(*m.captured).role;
  }
  if (!capturer) {
    if (p.choices().target)
      return p.reject(
          Cause::ChoiceWrong, "R8.3",
          "no piece of yours that captured this turn stands on " + square_name(*p.choices().target));
    return p.reject(Cause::GameCondition, "R8.3", "no piece of yours has captured this turn");
  }
  p.become(*capturer, kind);
  p.events("the piece on " + square_name(pos.piece(*capturer).square) + " becomes a " +
           std::string(role_name(kind)));
  return p.done("R11.3");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget,
                .example = "{play: spoils-of-war}",
                .note = "target: the piece that captured, needed when more than one did"},
    .doors = {Door::Transform},
    .play = play};
}  // namespace spoils_of_war_card

extern const CardDef spoils_of_war{
    .id = "spoils-of-war",
    .name = "SPOILS OF WAR",
    .set = CardSet::KC2,
    .points = 7,
    .unique = std::nullopt,
    .timing = spoils_of_war_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Play it right after one of your pieces captures an enemy piece: the capturing piece turns for good "
        "into a piece of the captured kind (a Pawn that took a Knight becomes a Knight).",
    .confidence = Confidence::High,
    .behaviour = &spoils_of_war_card::kBehaviour,
};

}  // namespace kmr::cards
