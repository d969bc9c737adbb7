// SURVIVORS' REWARD (KC2). Reference: shared/cards/cards.yaml, id survivors-reward.
#include <string>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};

// Reading (the exact condition is not known): every Pawn of yours on the
// board promotes at once where it stands, all to the kind `promote:` names,
// which may not be a Queen. It acts on every Pawn of his: with none it
// finds nothing as it resolves and is spent with no effect (R5.3a). A promoted
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
  if (pawns.empty()) return Result::no_effect(Cause::GameCondition, "R5.3a", "you have no Pawn on the board");
  for (PieceId id : pawns) p.position_mut().set_role(id, *kind);
  p.events("promoted " + std::to_string(pawns.size()) + " Pawn(s) to " + std::string(role_name(*kind)));
  return p.done("R21.1");
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChoosePromote,
                                               .required = kChoosePromote,
                                               .example = "{play: survivors-reward, promote: r}"},
                                   .play = play};
}  // namespace

extern const CardDef survivors_reward{
    .id = "survivors-reward",
    .name = "SURVIVORS' REWARD",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Promotes your remaining Pawns at once wherever they stand (the ruling has a player with two last "
        "Pawns promoting both); the new pieces may be anything but a Queen. The exact condition is not "
        "known.",
    .confidence = Confidence::Low,
    .reading =
        "The exact condition is not known. Read as: every Pawn of the player on the board promotes at once "
        "where it stands, all to the one kind named (not a Queen); with no Pawn it is spent with no effect.",
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
