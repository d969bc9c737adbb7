// What has happened so far in the current turn: the moves made (by the
// rules or by cards) and the cards each player played. After-move cards
// look back at it (R6.5), and cancellations rely on it (R27).
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "kmr/card.hpp"
#include "kmr/move.hpp"
#include "kmr/piece.hpp"

namespace kmr {

struct MoveRecord {
  PieceId piece = kNoPiece;
  Square from = 0;
  Square to = 0;
  std::optional<PieceId> captured;
  bool by_card = false;  // made by a card rather than a regular move (R26.1)
  Move move;             // the chess move, for regular moves
  // Who moved it: the turn player for his regular move, the card's player
  // for a move by card. "The piece you moved" is one whose record names
  // you, whoever owns it: a NEUTRAL piece its player moved (R24.1, R8.4).
  Side mover = Side::White;
  bool operator==(const MoveRecord&) const = default;
};

// A piece captured this turn, whoever took it: a regular move, a card (a
// capture effect, a move by card), or a continuing effect (a MAN-TRAP
// sprung). "A capture by a card is a capture": the cards that answer or
// count captures read these, not only the moves (HOSTAGE, LEGACY, R22.1).
struct CaptureRecord {
  PieceId piece = kNoPiece;
  Square square = 0;              // where it stood when taken
  Side by = Side::White;          // who took it: the mover, or the card's player
  const CardDef* card = nullptr;  // the card that took it; none for a regular move
  bool operator==(const CaptureRecord&) const = default;
};

struct TurnLog {
  std::vector<MoveRecord> moves;                      // in order
  std::vector<CaptureRecord> captures;                // in order, every capture of the turn
  std::array<std::vector<const CardDef*>, 2> played;  // cards each player played this turn
  // moves[0, turn_move_end) are the turn's move, regular or by a card that
  // replaced it; what follows came from cards played after it. After-move
  // cards look back at the turn's move only (R6.5). Unset before the move.
  std::optional<std::size_t> turn_move_end;
  // The turn's move was lost (RIPOSTE, CHALLENGE, a move taken back, a turn
  // undone by TOLL): the turn had no move for a cancel to take back (R27.2).
  // A move that displaced nothing (EVIL EYE) is still a move.
  bool move_lost = false;
  bool operator==(const TurnLog&) const = default;
};

}  // namespace kmr
