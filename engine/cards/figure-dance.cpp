// FIGURE DANCE (KC1). Reference: shared/cards/cards.yaml, id figure-dance.
#include <algorithm>
#include <array>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The corners in counter-clockwise order, as seen with White at the bottom.
constexpr std::array<Square, 4> kCorners = {make_square(0, 0), make_square(7, 0), make_square(7, 7),
                                            make_square(0, 7)};

// Every piece on a corner moves at once to the next corner counter-clockwise
// (a1 to h1 to h8 to a8 to a1); nothing is captured. A Pawn that lands on its
// last rank promotes at once, as the card says (R21.2, R21.4), to the piece
// its owner chooses (`promote:`, for every Pawn it promotes; a Queen when not
// given). A promotion that leaves the player whose turn it is in check
// cancels the card through the Check Rule (R13.1); one that mates is refused
// by the Checkmate Rule (R12.1).
Result play(CardPlay& p) {
  const Role promote_to = p.choices().promote.value_or(Role::Queen);
  if (promote_to == Role::King || promote_to == Role::Pawn)
    return p.reject(Cause::ChoiceWrong, "R21.1", "a Pawn promotes to a Queen, Rook, Bishop or Knight");
  std::array<PieceId, 4> on{};
  std::optional<std::size_t> empty;
  for (std::size_t i = 0; i < kCorners.size(); ++i) {
    on[i] = p.position().piece_at(kCorners[i]);
    if (on[i] == kNoPiece) empty = i;
  }
  if (empty && std::all_of(on.begin(), on.end(), [](PieceId id) { return id == kNoPiece; }))
    return p.reject(Cause::GameCondition, "R8.3", "no piece stands on a corner");
  // Simultaneous moves, made one at a time: each into the corner just freed,
  // starting with the piece behind an empty corner. With all four corners
  // taken, one piece waits on an empty square meanwhile.
  std::optional<Square> waiting;
  std::size_t free_corner = 0;
  if (empty) {
    free_corner = *empty;
  } else {
    Square spare = 0;
    while (p.position().piece_at(spare) != kNoPiece) ++spare;
    waiting = spare;
    free_corner = kCorners.size() - 1;
    p.relocate(on[free_corner], spare);
  }
  for (std::size_t k = 1; k < kCorners.size(); ++k) {
    const std::size_t from = (free_corner + kCorners.size() - k) % kCorners.size();
    if (on[from] == kNoPiece) continue;
    p.relocate(on[from], kCorners[(from + 1) % kCorners.size()]);
  }
  if (waiting) p.relocate(on[free_corner], kCorners[(free_corner + 1) % kCorners.size()]);
  // Pawns now on their last rank promote, merged ones excepted (R21.6).
  Position& pos = p.position_mut();
  for (PieceId id : on) {
    if (id == kNoPiece) continue;
    const Piece& piece = pos.piece(id);
    const int last = piece.owner == Side::White ? 7 : 0;
    if (piece.role != Role::Pawn || rank_of(piece.square) != last) continue;
    if (p.props(id).movement.promotion_barred) continue;
    pos.set_role(id, promote_to);
    p.events(square_name(piece.square) + " promotes to " + std::string(role_name(promote_to)));
  }
  return p.done("R26.1");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChoosePromote,
                .example = "{play: figure-dance, promote: n}",
                .note = "promote: what a Pawn carried to the last rank becomes (a Queen when not given)"},
    .play = play};
}  // namespace

extern const CardDef figure_dance{
    .id = "figure-dance",
    .name = "FIGURE DANCE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Every piece standing on a corner square moves simultaneously to the next corner counter-clockwise. "
        "Nothing is captured by this; a Pawn that thereby reaches its last rank promotes.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
