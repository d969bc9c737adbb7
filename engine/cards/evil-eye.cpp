// EVIL EYE (KC1). Reference: shared/cards/cards.yaml, id evil-eye.
#include <algorithm>
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace evil_eye_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, an enemy piece that one of your pieces threatens is
// captured while your piece stays where it is. `move:` names the two: the
// threatening piece's square, then the victim's (a5a4). A piece that may
// not capture or move (PACIFISM, FATAL ATTRACTION, FALSE ORDERS) threatens
// nothing and cannot be used (R15.1); a last King is never removed (R12.1).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.size() != 1)
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    "EVIL EYE needs the threatening piece and its victim (move:)");
  const Game& g = p.game();
  const Position& pos = p.position();
  const PieceId eye = pos.piece_at(moves.front().from), victim = pos.piece_at(moves.front().to);
  if (eye == kNoPiece || !p.is_own(eye))
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    "no piece of yours stands on " + square_name(moves.front().from));
  if (victim == kNoPiece || !p.is_enemy(victim))  // a NEUTRAL piece counts (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "no enemy piece stands on " + square_name(moves.front().to));
  const PieceProps ep = g.props(eye);
  if (!ep.can_capture || !ep.can_move)
    return p.reject(Cause::NoThreat, "R15.1",
                    "the piece on " + square_name(moves.front().from) + " threatens nothing");
  if (!p.capturable(victim))  // the capture door (R22.3)
    return p.reject(Cause::Protected, "R22.3",
                    "the piece on " + square_name(moves.front().to) + " cannot be captured");
  if (!parts::threatens(g, eye, moves.front().to))
    return p.reject(Cause::ChoiceWrong, "R15.1",
                    "the piece on " + square_name(moves.front().from) + " does not threaten " +
                        square_name(moves.front().to));
  // A last King is never taken: the card is spent for nothing (R12.5);
  // one of several Kings may be (R25.2).
  if (auto refused = p.capture_refusal(victim)) return *refused;
  p.capture(victim);
  p.counts_as_move();
  return p.done("R15.1");
}

// Random play: a capture one of his pieces could make, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Move> moves = pick::moves_of(g, by);
  std::erase_if(moves, [&](const Move& m) {
    const PieceId v = g.position().piece_at(m.to);
    return m.kind == MoveKind::Castle || v == kNoPiece || parts::is_king(g, v);
  });
  if (auto m = d.one(moves)) c.moves = {MoveRequest{m->from, m->to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: evil-eye, move: d4e5}"},
    .doors = {Door::Capture},
    .play = play,
    .random_choices = random_choices};
}  // namespace evil_eye_card

extern const CardDef evil_eye{
    .id = "evil-eye",
    .name = "EVIL EYE",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = evil_eye_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Remove one enemy piece that one of your pieces currently threatens (could legally capture); it "
        "counts as captured, but your attacking piece stays where it is.",
    .confidence = Confidence::High,
    .behaviour = &evil_eye_card::kBehaviour,
};

}  // namespace kmr::cards
