// REBIRTH (KC1). Reference: shared/cards/cards.yaml, id rebirth.
#include <string>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"
#include "kmr/effect_rules.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The square that stood on `s` before the board was turned (EARTHQUAKE,
// R19.2): the turn is read from White's forward.
Square unturned(const Game& g, Square s) {
  const Step fwd = EffectRules(g.effects()).forward(g.position(), Side::White);
  const int f = file_of(s), r = rank_of(s);
  if (fwd.df > 0) return make_square(7 - r, f);  // turned clockwise
  if (fwd.df < 0) return make_square(r, 7 - f);  // turned counter-clockwise
  if (fwd.dr < 0) return make_square(7 - f, 7 - r);
  return s;
}

// Could a piece of this kind and side have stood on `s` (in the board's
// original frame) when the game began? Either Bishop's, Knight's or Rook's
// square will do (Official Rulings 3-R); a Princess had none (R23.5).
bool starting_square(Role role, Side side, Square s) {
  const int rank = side == Side::White ? rank_of(s) : 7 - rank_of(s);
  const int file = file_of(s);
  switch (role) {
    case Role::Pawn:
      return rank == 1;
    case Role::Knight:
      return rank == 0 && (file == 1 || file == 6);
    case Role::Bishop:
      return rank == 0 && (file == 2 || file == 5);
    case Role::Rook:
      return rank == 0 && (file == 0 || file == 7);
    case Role::Queen:
      return rank == 0 && file == 3;
    case Role::King:
      return rank == 0 && file == 4;
    case Role::Princess:
      return false;
  }
  return false;
}

// After the move, an enemy piece (`target:`) goes to a square (`to:`) where
// a piece of its kind (as it is now) and colour could have stood at the
// start: the actual squares, as the board now lies, after an EARTHQUAKE
// (Official Rulings 3-R). The square must be empty or hold one of your
// pieces, which is captured (R22.1); never a King (R12.5). A move by card
// (R26.1): a piece held in place may not go (R14.3).
Result play(CardPlay& p) {
  auto id = p.target_piece();
  if (!id) return p.reject(Reason::IllegalTarget, "R8.3", id.error().message);
  if (!parts::is_enemy(p, *id))
    return p.reject(Reason::IllegalTarget, "R8.3", "REBIRTH moves an enemy piece");
  if (!p.choices().to) return p.reject(Reason::IllegalTarget, "R8.3", "REBIRTH needs a square (to:)");
  const Square to = *p.choices().to;
  const Position& pos = p.position();
  const Piece& piece = pos.piece(*id);
  if (to == piece.square) return p.reject(Reason::IllegalTarget, "R8.3", "the piece already stands there");
  if (!starting_square(piece.role, piece.owner, unturned(p.game(), to)))
    return p.reject(Reason::IllegalTarget, "R23.5",
                    "no " + std::string(role_name(piece.role)) + " of its colour could have stood on " +
                        square_name(to) + " at the start");
  const PieceId there = pos.piece_at(to);
  if (there != kNoPiece && !parts::is_own(p, there))
    return p.reject(Reason::Blocked, "R23.5", square_name(to) + " holds an enemy piece");
  if (!p.props(*id).can_move) return p.reject(Reason::IllegalTarget, "R14.3", "that piece may not move now");
  return p.card_move(*id, to, /*may_capture=*/true, "R26.1");
}

constexpr CardBehaviour kBehaviour{.choices = kChooseTarget | kChooseTo, .play = play};
}  // namespace

extern const CardDef rebirth{
    .id = "rebirth",
    .name = "REBIRTH",
    .set = CardSet::KC1,
    .points = 4,
    .unique = true,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Move one enemy piece to a square it could have occupied at the start of the game. That square must "
        "be empty or hold one of YOUR pieces; if it holds yours, your piece is captured.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
