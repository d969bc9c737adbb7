// ANNEXATION (KC1). Reference: shared/cards/cards.yaml, id annexation.
#include <optional>
#include <string>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"
#include "kmr/effect_rules.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// One of your Pawns advances exactly `n` squares straight forward through
// empty, open squares, capturing nothing (R14.5: forward is forward).
Result advance(CardPlay& p, const MoveRequest& m, int n) {
  const Game& g = p.game();
  const PieceId id = p.position().piece_at(m.from);
  if (id == kNoPiece || !g.props(id).controlled_by[static_cast<std::size_t>(index(p.player()))] ||
      !parts::piece_is(g, id, "pawn"))
    return p.reject(Reason::IllegalTarget, "R8.3", "no Pawn of yours stands on " + square_name(m.from));
  if (!g.props(id).can_move) return p.reject(Reason::IllegalTarget, "R14.3", "that Pawn may not move now");
  const EffectRules rules(g.effects());
  const Step fwd = rules.forward(p.position(), p.player());
  if (file_of(m.to) - file_of(m.from) != n * fwd.df || rank_of(m.to) - rank_of(m.from) != n * fwd.dr)
    return p.reject(Reason::IllegalTarget, "R8.3",
                    to_string(m) + " is not " + std::to_string(n) + " squares straight forward");
  Square at = m.from;
  for (int i = 0; i < n; ++i) {
    const Square next = make_square(file_of(at) + fwd.df, rank_of(at) + fwd.dr);
    if (p.position().piece_at(next) != kNoPiece || !rules.square_open(p.position(), next) ||
        !rules.step_open(p.position(), at, next))
      return p.reject(Reason::Blocked, "R8.3", "the way is not clear at " + square_name(next));
    at = next;
  }
  return p.card_move(id, m.to, /*may_capture=*/false, "R14.5");
}

// As the turn's move, one or two of your Pawns (`moves:`) each advance
// exactly two squares straight forward, capturing nothing. A lone Pawn that
// started on its second rank may be taken en passant (R20.3).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.empty() || moves.size() > 2)
    return p.reject(Reason::IllegalTarget, "R8.3", "ANNEXATION moves one or two Pawns (moves:)");
  if (moves.size() == 2 && moves[0].from == moves[1].from)
    return p.reject(Reason::IllegalTarget, "R8.3", "ANNEXATION moves two different Pawns");
  std::optional<Square> passed;
  for (const MoveRequest& m : moves) {
    const bool from_start = parts::rank_for(p.game(), p.player(), m.from) == 1;
    if (Result r = advance(p, m, 2); !r.ok()) return r;
    if (from_start)
      passed = make_square((file_of(m.from) + file_of(m.to)) / 2, (rank_of(m.from) + rank_of(m.to)) / 2);
  }
  p.counts_as_move();
  if (passed && moves.size() == 1) p.position_mut().set_en_passant(passed);
  return p.done("R20.3");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseMoves, .play = play};
}  // namespace

extern const CardDef annexation{
    .id = "annexation",
    .name = "ANNEXATION",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Choose one or two of your Pawns; each advances exactly two squares straight forward through empty "
        "squares. No capture is allowed. A Pawn that started on its initial square can still be captured en "
        "passant by an enemy Pawn on the next move, exactly as after a normal double step.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
