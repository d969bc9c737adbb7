// The actions a player (or a scenario, test or UI) sends to the engine.
// One entry point, Game::apply, takes them all.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "kmr/types.hpp"

namespace kmr {

// What a move request says of castling (R18). Either: whatever move goes
// from `from` to `to`, castling when it is one (a King's two-square move is
// castling when castling is legal, as in chess notation). KingSide and
// QueenSide: castling, and only castling, the engine finding the squares
// from the mover's King. Only: castling between `from` and `to`, nothing
// else. Never: the piece's own move, not castling (a WARLORD King walking
// two squares where it could also castle).
enum class Castling : unsigned char { Either, KingSide, QueenSide, Only, Never };

// A move as a player states it: from, to and the promotion piece if any.
struct MoveRequest {
  Square from = 0;
  Square to = 0;
  std::optional<Role> promotion;
  Castling castling = Castling::Either;
  bool operator==(const MoveRequest&) const = default;
};
std::optional<MoveRequest> parse_move_request(std::string_view text);  // "e2e4", "e7e8q"
std::string to_string(const MoveRequest& m);

enum class Rotation : unsigned char { Clockwise, CounterClockwise };

// The choices a card may take (scenario format, "Choice keys for play").
// Each card documents which it reads; the rest must be absent.
struct CardChoices {
  std::optional<Square> target;
  std::vector<Square> targets;
  std::optional<Square> to;
  std::vector<MoveRequest> moves;  // `move:` (one) or `moves:`
  std::optional<Square> square;
  std::optional<std::pair<Square, Square>> wall;
  std::optional<std::string> piece;  // a named piece type: "rook", "crab", "prince"...
  std::optional<std::string> card;   // a card id, or "last"
  // One continuing effect in play, by instance: "pacifism on e4",
  // "doomsayer #2" (kmr/effect_names.hpp). Several copies of one card are
  // several effects (R10.7).
  std::optional<std::string> effect;
  std::optional<Rotation> rotate;
  std::optional<Role> promote;
  std::vector<std::string> announce;  // cards to be played with this one (PLOTS WITHIN PLOTS)
  bool refuse = false;                // the opponent refuses what the card asks of him (TOLL)
  bool operator==(const CardChoices&) const = default;
};

enum class ActionKind : unsigned char { Move, Play, Pass, EndTurn, Say, Recall, Timeout, Discard, Keep };
std::string_view to_string(ActionKind k);

struct Action {
  ActionKind kind = ActionKind::Pass;
  std::optional<Side> by;        // default: whoever may act now
  MoveRequest move;              // Move
  std::string card;              // Play, Discard: card id
  CardChoices choices;           // Play
  std::string word;              // Say: the piece name uttered; Recall, Keep: the piece named
  std::optional<Square> square;  // Recall, Keep: where; Say: which of his pieces, if he says
  // Recall: the piece was named out loud (DOOMSAYER hears it); false when the
  // player only described it ("the tower on the white corner", R28.1).
  bool aloud = true;
  bool operator==(const Action&) const = default;
};

}  // namespace kmr
