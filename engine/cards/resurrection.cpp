// RESURRECTION (KC1). Reference: shared/cards/cards.yaml, id resurrection.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Could a piece of this type have stood on `s` when the game began? Pawns on
// their second rank, Knights, Bishops and Rooks on their own starting squares
// on the first. (Which of the two Bishops a captured one was is not
// recorded, so either Bishop's square will do.)
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
    default:
      return false;
  }
}

// Instead of moving, put one of your captured pieces (`piece:`), not a King
// or a Queen, back on an empty square (`to:`) where a piece of its type could
// have stood at the start (R23.1, R23.5). Dead pieces never return (R22.2).
// A promoted Pawn is still a Pawn underneath: it comes back as a Pawn, and
// cannot be brought back as what it had become (R21.5, R11.6).
Result play(CardPlay& p) {
  const auto& name = p.choices().piece;
  if (!name) return p.reject(Reason::IllegalTarget, "R8.3", "RESURRECTION needs a piece type (piece:)");
  const auto role = parse_role_name(*name);
  if (!role)
    return p.reject(Reason::IllegalTarget, "R11.6",
                    "a returned piece comes back as its original type: name a Pawn, Knight, Bishop or Rook");
  if (*role == Role::King || *role == Role::Queen)
    return p.reject(Reason::IllegalTarget, "R8.3", "RESURRECTION may not return a King or a Queen");
  if (!p.choices().to) return p.reject(Reason::IllegalTarget, "R8.3", "RESURRECTION needs a square (to:)");
  const Square to = *p.choices().to;
  const Position& pos = p.position();
  std::optional<PieceId> back;
  for (int i = 0; i < pos.piece_count() && !back; ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& piece = pos.piece(id);
    if (piece.zone == Zone::Captured && piece.owner == p.player() && piece.born_as == *role) back = id;
  }
  if (!back)
    return p.reject(Reason::ConditionUnmet, "R23.1",
                    std::string(to_string(p.player())) + " has no captured " + *name + " to return");
  if (!starting_square(*role, p.player(), to))
    return p.reject(Reason::IllegalTarget, "R23.5",
                    "a " + *name + " could not have stood on " + square_name(to) + " at the start");
  if (pos.piece_at(to) != kNoPiece)
    return p.reject(Reason::Blocked, "R23.5", square_name(to) + " is occupied");
  Position& board = p.position_mut();
  board.set_role(*back, *role);  // a promoted Pawn returns as a Pawn (R21.5)
  board.mutable_piece(*back).marks = {};
  board.put_back(*back, to);
  p.events("returned " + std::string(1, board.letter_at(to)) + " to " + square_name(to));
  p.counts_as_move();
  return p.done("R23.1");
}

constexpr CardBehaviour kBehaviour{.choices = kChoosePiece | kChooseTo, .play = play};
}  // namespace

extern const CardDef resurrection{
    .id = "resurrection",
    .name = "RESURRECTION",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Put one of your captured (not dead) pieces, other than a King or Queen, back on an empty square it "
        "could have occupied at the start of the game.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
