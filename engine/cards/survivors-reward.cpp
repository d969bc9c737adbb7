// SURVIVORS' REWARD (KC2). Reference: shared/cards/cards.yaml, id survivors-reward.
#include <string>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace survivors_reward_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After your move, with one or two Pawns of yours left on the board (the
// condition and the timing come from the French original, PROMOTION A
// L'ANCIENNETE): each promotes at once where it stands. Reading: both to the
// one kind `promote:` names, which may not be a Queen (R21.1). A promoted
// Pawn is a Pawn underneath and keeps the effects on it (R21.5, R21.6).
// The Checkmate Rule judges a promotion that would mate (R21.3, R12).
Result play(CardPlay& p) {
  const auto& kind = p.choices().promote;
  if (!kind) return p.reject(Cause::ChoiceWrong, "R8.3", "SURVIVORS' REWARD needs the new kind (promote:)");
  if (*kind == Role::Queen)
    return p.reject(Cause::ChoiceWrong, "R21.1", "SURVIVORS' REWARD may not make a Queen");
  const Position& pos = p.position();
  std::vector<PieceId> pawns;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone == Zone::Board && pos.piece(id).owner == p.player() &&
        pos.piece(id).role == Role::Pawn)
      pawns.push_back(id);
  }
  if (pawns.empty()) return p.reject(Cause::GameCondition, "R8.3", "you have no Pawn on the board");
  if (pawns.size() > 2)
    return p.reject(
        Cause::GameCondition, "R8.3",
        "SURVIVORS' REWARD needs one or two Pawns left; you have " + std::to_string(pawns.size()));
  for (PieceId id : pawns)
    if (!p.promote(id, *kind))
      p.events("the merged Pawn on " + square_name(pos.piece(id).square) + " does not promote");
  p.events("promoted " + std::to_string(pawns.size()) + " Pawn(s) to " + std::string(role_name(*kind)));
  return p.done("R21.1");
}

// Random play: a kind it may make (not a Queen), three times in four.
void random_choices(const Game&, Side, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  constexpr Role kKinds[] = {Role::Rook, Role::Bishop, Role::Knight};
  c.promote = kKinds[d.below(3)];
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChoosePromote,
                                               .required = kChoosePromote,
                                               .example = "{play: survivors-reward, promote: r}"},
                                   .doors = {Door::Transform},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace survivors_reward_card

extern const CardDef survivors_reward{
    .id = "survivors-reward",
    .name = "SURVIVORS' REWARD",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = survivors_reward_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Usable only when you have one or two Pawns left on the board (condition from the French original, "
        "low): all of them (the one, or both) are promoted at once wherever they stand, each to any piece "
        "but a Queen. Ruling 3-S shows a player with two last Pawns promoting both, never to a Queen.",
    .confidence = Confidence::Low,
    .reading =
        "After his move, with one or two Pawns of the player left on the board, each promotes where it "
        "stands; read as: both to the one kind named (not a Queen).",
    .behaviour = &survivors_reward_card::kBehaviour,
};

}  // namespace kmr::cards
