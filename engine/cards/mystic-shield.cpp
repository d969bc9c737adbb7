// MYSTIC SHIELD (KC1). Reference: shared/cards/cards.yaml, id mystic-shield.
#include <algorithm>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace mystic_shield_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The piece just moved (or, after a move of several pieces, the one named
// with `target:`) cannot be captured until the opponent's next turn ends.
// A King so shielded is not in check, since no capture is possible (R15.3).
Result play(CardPlay& p) {
  // The pieces the player moved this turn, his own or NEUTRAL ones (R24.1),
  // still standing where their last displacement left them (a BOG may have
  // shortened it, R6.6).
  std::vector<PieceId> moved;
  const auto& log = p.game().turn_log().moves;
  for (const MoveRecord& m : log) {
    const Piece& piece = p.position().piece(m.piece);
    const auto last =
        std::find_if(log.rbegin(), log.rend(), [&](const MoveRecord& r) { return r.piece == m.piece; });
    if (m.mover == p.player() && piece.zone == Zone::Board && piece.square == last->to &&
        std::find(moved.begin(), moved.end(), m.piece) == moved.end())
      moved.push_back(m.piece);
  }
  std::optional<PieceId> piece;
  if (p.choices().target) {
    for (PieceId id : moved)
      if (p.position().piece(id).square == *p.choices().target) piece = id;
  } else if (moved.size() > 1) {
    return p.reject(Cause::ChoiceMissing, "R18.2", "several pieces moved: name the one to shield (target:)");
  } else if (!moved.empty()) {
    piece = moved.front();
  }
  if (!piece)
    return p.choices().target
               ? p.reject(Cause::ChoiceWrong, "R8.3",
                          "no piece moved this turn stands on " + square_name(*p.choices().target))
               : p.reject(Cause::GameCondition, "R6.4", [&] {
                   // A piece that moved but was taken since (MAN-TRAP) is named as such.
                   const std::string gone = parts::moved_piece_gone(p, p.game().turn_log().moves);
                   return gone.empty() ? std::string("no piece of yours has moved this turn") : gone;
                 }());
  p.add_lingering({*piece}, 2);  // this turn's end, then the opponent's
  return p.done("R15.3");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id == fx.targets.front()) props.capturable = false;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget,
                .example = "{play: mystic-shield, target: f1}",
                .note = "target: the piece that moved, needed when more than one did"},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true};
}  // namespace mystic_shield_card

extern const CardDef mystic_shield{
    .id = "mystic-shield",
    .name = "MYSTIC SHIELD",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = mystic_shield_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "The piece you just moved cannot be captured during the opponent's next turn. If you moved several "
        "pieces, designate one.",
    .confidence = Confidence::High,
    .behaviour = &mystic_shield_card::kBehaviour,
};

}  // namespace kmr::cards
