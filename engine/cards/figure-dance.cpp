// FIGURE DANCE (KC1). Reference: shared/cards/cards.yaml, id figure-dance.
#include <algorithm>
#include <array>
#include <optional>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"

namespace kmr::cards {
namespace figure_dance_card {
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
//
// The card states no condition and takes no piece of the player's choosing:
// with no piece on a corner it finds nothing to move as it resolves, and is
// spent with no effect (R5.3a). Each corner piece's move is a move (R26.1):
// one held in place stays (R14.3), so does one whose next corner no piece
// may stop on (FORBIDDEN CITY, R14.6), and so does the piece whose next
// corner a staying piece keeps occupied, since nothing is captured.
Result play(CardPlay& p) {
  const Role promote_to = p.choices().promote.value_or(Role::Queen);
  if (promote_to == Role::King || promote_to == Role::Pawn)
    return p.reject(Cause::ChoiceWrong, "R21.1", "a Pawn promotes to a Queen, Rook, Bishop or Knight");
  constexpr std::size_t n = kCorners.size();
  auto next = [](std::size_t i) { return (i + 1) % n; };
  std::array<PieceId, n> on{};
  std::array<bool, n> stays{};
  for (std::size_t i = 0; i < n; ++i) {
    on[i] = p.position().piece_at(kCorners[i]);
    stays[i] = on[i] != kNoPiece && (p.held_in_place(on[i]) || p.closed(kCorners[next(i)]));
  }
  if (std::all_of(on.begin(), on.end(), [](PieceId id) { return id == kNoPiece; }))
    return Result::no_effect(Cause::GameCondition, "R5.3a", "no piece stands on a corner");
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < n; ++i)
      if (on[i] != kNoPiece && !stays[i] && on[next(i)] != kNoPiece && stays[next(i)])
        stays[i] = changed = true;
  }
  std::array<bool, n> to_move{};
  for (std::size_t i = 0; i < n; ++i) to_move[i] = on[i] != kNoPiece && !stays[i];
  if (std::none_of(to_move.begin(), to_move.end(), [](bool b) { return b; }))
    return Result::no_effect(Cause::GameCondition, "R5.3a",
                             "every piece on a corner stays: held in place, or its next corner closed");
  // Simultaneous moves, made one at a time: each into a corner already
  // freed. With all four moving, one piece waits on an empty square meanwhile.
  std::optional<std::size_t> waiting;
  for (std::size_t left = 0; left < n; ++left) {
    std::optional<std::size_t> ready;
    for (std::size_t i = 0; i < n && !ready; ++i)
      if (to_move[i] && p.position().piece_at(kCorners[next(i)]) == kNoPiece) ready = i;
    if (!ready) {
      for (std::size_t i = 0; i < n && !ready; ++i)
        if (to_move[i]) ready = i;
      if (!ready) break;
      Square spare = 0;
      while (p.position().piece_at(spare) != kNoPiece) ++spare;
      p.relocate(on[*ready], spare);
      waiting = *ready;
      to_move[*ready] = false;
      continue;
    }
    p.relocate(on[*ready], kCorners[next(*ready)]);
    to_move[*ready] = false;
  }
  if (waiting) p.relocate(on[*waiting], kCorners[next(*waiting)]);
  // Pawns now on their last rank promote, merged ones excepted (R21.6).
  const Position& pos = p.position();
  for (std::size_t i = 0; i < n; ++i) {
    const PieceId id = on[i];
    if (id == kNoPiece || stays[i]) continue;
    const Piece& piece = pos.piece(id);
    const int last = piece.owner == Side::White ? 7 : 0;
    if (piece.role != Role::Pawn || rank_of(piece.square) != last) continue;
    if (p.props(id).movement.promotion_barred) continue;
    if (p.promote(id, promote_to))
      p.events(square_name(piece.square) + " promotes to " + std::string(role_name(promote_to)));
  }
  return p.done("R26.1");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChoosePromote,
                .example = "{play: figure-dance, promote: n}",
                .note = "promote: what a Pawn carried to the last rank becomes (a Queen when not given)"},
    .doors = {Door::CardMove, Door::Transform},
    .play = play};
}  // namespace figure_dance_card

extern const CardDef figure_dance{
    .id = "figure-dance",
    .name = "FIGURE DANCE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = figure_dance_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Every piece standing on a corner square moves simultaneously to the next corner counter-clockwise. "
        "Nothing is captured by this; a Pawn that thereby reaches its last rank promotes.",
    .confidence = Confidence::High,
    .behaviour = &figure_dance_card::kBehaviour,
};

}  // namespace kmr::cards
