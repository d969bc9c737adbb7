// SPLIT KNIGHT (KC1). Reference: shared/cards/cards.yaml, id split-knight.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one of your Knights (`target:`) captures, without
// moving, two or more enemy pieces it threatens (`targets:`); then it is
// captured itself. A Knight that threatens nothing (PACIFISM, TRUCE) cannot
// do it (R15.1); a piece that cannot be captured cannot be taken (R22.3);
// Kings are never taken (R12.1).
Result play(CardPlay& p) {
  auto knight = parts::own_target(p, /*allow_royal=*/false);
  if (!knight) return p.reject(Reason::IllegalTarget, "R8.3", knight.error().message);
  const Game& g = p.game();
  if (!parts::piece_is(g, *knight, "knight"))
    return p.reject(Reason::IllegalTarget, "R8.3", "SPLIT KNIGHT is played with a Knight");
  const auto& squares = p.choices().targets;
  if (squares.size() < 2)
    return p.reject(Reason::IllegalTarget, "R8.3", "SPLIT KNIGHT captures at least two pieces (targets:)");
  const PieceProps kp = g.props(*knight);
  if (!kp.can_capture || !kp.can_move)
    return p.reject(Reason::CannotThreaten, "R15.1", "that Knight threatens nothing");
  std::vector<PieceId> victims;
  for (Square s : squares) {
    const PieceId v = p.position().piece_at(s);
    if (v == kNoPiece || p.position().piece(v).owner == p.player())
      return p.reject(Reason::IllegalTarget, "R8.3", "no enemy piece stands on " + square_name(s));
    if (parts::is_king(g, v)) return p.reject(Reason::IllegalTarget, "R12.1", "a King is never captured");
    if (!g.props(v).capturable)
      return p.reject(Reason::Immune, "R22.3", "the piece on " + square_name(s) + " cannot be captured");
    if (!parts::threatens(g, *knight, s))
      return p.reject(Reason::IllegalTarget, "R15.1", "the Knight does not threaten " + square_name(s));
    victims.push_back(v);
  }
  for (PieceId v : victims) p.capture(v);
  p.capture(*knight);
  p.counts_as_move();
  return p.done("R22.1");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseTarget | kChooseTargets, .play = play};
}  // namespace

extern const CardDef split_knight{
    .id = "split-knight",
    .name = "SPLIT KNIGHT",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Usable when one of your Knights attacks two or more enemy pieces: capture any number of them (at "
        "least two) at once without moving the Knight; then the Knight itself is removed and counts as "
        "captured.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
