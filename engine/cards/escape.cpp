// ESCAPE! (KC2). Reference: shared/cards/cards.yaml, id escape.
#include <vector>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"
#include "kmr/effect_rules.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};

// The reference is a low-confidence inference: the one ruling shows a Queen
// put back on her starting square. Read here as: one of your pieces other
// than a King (`move:`) goes back to an empty square where a piece of its
// kind starts the game (a Pawn: its second rank). Any further condition is
// unknown and not imposed.

bool starting_square(Role role, Side owner, Square s) {
  const int home = owner == Side::White ? 0 : 7;
  if (role == Role::Pawn) return rank_of(s) == (owner == Side::White ? 1 : 6);
  if (rank_of(s) != home) return false;
  switch (role) {
    case Role::Rook:
      return file_of(s) == 0 || file_of(s) == 7;
    case Role::Knight:
      return file_of(s) == 1 || file_of(s) == 6;
    case Role::Bishop:
      return file_of(s) == 2 || file_of(s) == 5;
    case Role::Queen:
      return file_of(s) == 3;
    default:
      return false;
  }
}

// The move is a move of that piece: a continuing effect holding it wins
// (R14.3), while the hold of an earlier regular card (FALSE ORDERS) loses
// to this later one (R14.3, R14.4).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.size() != 1)
    return p.reject(Reason::IllegalTarget, "R8.3", "ESCAPE! needs the piece's move (move:)");
  const MoveRequest& m = moves.front();
  const Game& g = p.game();
  const Position& pos = p.position();
  const PieceId id = pos.piece_at(m.from);
  if (id == kNoPiece || pos.piece(id).owner != p.player())
    return p.reject(Reason::IllegalTarget, "R8.3", "no piece of yours stands on " + square_name(m.from));
  if (parts::is_king(g, id)) return p.reject(Reason::IllegalTarget, "R8.3", "ESCAPE! does not move a King");
  std::vector<Effect> in_play;
  for (const Effect& fx : g.effects())
    if (fx.continuing) in_play.push_back(fx);
  if (!EffectRules(in_play).props(pos, id).can_move)
    return p.reject(Reason::IllegalTarget, "R14.3", "a continuing effect holds that piece");
  if (!starting_square(pos.piece(id).role, p.player(), m.to))
    return p.reject(Reason::IllegalTarget, "R8.3",
                    square_name(m.to) + " is not a starting square of that piece");
  if (Result r = p.card_move(id, m.to, /*may_capture=*/false, "R14.4"); !r.ok()) return r;
  return p.done("R14.4");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseMoves, .play = play};
}  // namespace

extern const CardDef escape{
    .id = "escape",
    .name = "ESCAPE!",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Moves one of your pieces back to its starting square (in the ruling, a Queen put at risk by FALSE "
        "ORDERS was returned to her starting square). Any further condition (a threatened piece, an empty "
        "square) is not known. This counts as moving that piece.",
    .confidence = Confidence::Low,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
